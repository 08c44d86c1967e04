package g18zoo

import "ferro/engine/rounds"

// Each step of a round is a value of its own type (step_*.go), listed in
// the step table (steptable.go) which gives it its kind: a rounds.Step
// (Actions: what it offers an entity; Process: how it takes an action;
// List: its concrete legal actions of a type, for the legal list,
// legal.go) with the rounds hooks where it differs from the defaults
// (Active, Blocks, WaitsFor, Skip, HasAction, Claims, NonBlocking, Aside).
// The machine finds where the game waits, who acts and which step takes
// an action.
var steps = rounds.New(0, rounds.Config[*Game]{
	Types:  acts,
	Steps:  func(g *Game) []rounds.State { return g.round.Steps },
	Entity: func(g *Game) rounds.Entity { return g.round.entity() },
	Name:   entityName,
	// a family closed in its own turn does nothing more: no step of the
	// turn is skipped while the turn ends
	Hold: func(g *Game) bool {
		f := g.operator()
		return f >= 0 && g.fams[f].Closed
	},
})

// entityID is how records, the legal list and the view name e: a
// player's id, a family's symbol, a company's reference.
func entityID(g *Game, e rounds.Entity) string {
	switch e.Kind {
	case rounds.Player:
		return g.players[e.Idx].ID
	case rounds.Corporation:
		return g.fams[e.Idx].Sym
	}
	return g.companyRef(e.Idx)
}

// entityName is how the machine's errors name e.
func entityName(g *Game, e rounds.Entity) string {
	switch {
	case e.Idx < 0 || !e.Valid():
		return "nobody"
	case e.Kind == rounds.Player:
		return g.players[e.Idx].Name
	}
	return entityID(g, e)
}
