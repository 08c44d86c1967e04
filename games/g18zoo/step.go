package g18zoo

import "ferro/engine/rounds"

// Each step of a round is a value of its own type (step_*.go), defined for
// its kind (round.go) in its file's init with steps.Define: a rounds.Step
// (Actions: what it offers an entity; Process: how it takes an action)
// with the rounds hooks where it differs from the defaults (Active,
// Blocks, WaitsFor, Skip, HasAction, Claims, NonBlocking, Aside). The
// machine finds where the game waits, who acts and which step takes an
// action.
var steps = rounds.New(int(numStepKinds), rounds.Config[*Game]{
	Types:  acts,
	Steps:  func(g *Game) []rounds.State { return g.round.Steps },
	Entity: func(g *Game) rounds.Entity { return g.round.entity() },
	Name:   (*Game).entityName,
	// a family closed in its own turn does nothing more: no step of the
	// turn is skipped while the turn ends
	Hold: func(g *Game) bool {
		f := g.operator()
		return f >= 0 && g.fams[f].Closed
	},
})
