package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/games/g18zoo/zoomap"
)

// The special track step: a power of the family operating lays a tile of
// its own (trackPower); it blocks while a power waits there for its
// second tile, which may be given up.
type specialTrackStep struct{}

func (specialTrackStep) Blocks(g *Game) bool { return g.waitingPower(stSpecialTrack) >= 0 }

func (specialTrackStep) WaitsFor(g *Game) (rounds.Entity, bool) {
	if c := g.waitingPower(stSpecialTrack); c >= 0 {
		return co(c), true
	}
	return rounds.None, false
}

func (specialTrackStep) Aside() {}

func (specialTrackStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if a.Type == "pass" {
		// giving up the second tile ends the ability; the family keeps
		// the (now powerless) company, which still counts among its three
		g.companies[e.Idx].Used = g.companies[e.Idx].trackUses()
		return nil
	}
	return specialTrackStep{}.lay(g, e.Idx, a)
}

// lay lays power c's tile, paying the terrain; the power closes after
// its last tile.
func (specialTrackStep) lay(g *Game, c int, a engine.Action) error {
	cp := &g.companies[c]
	f := g.operator()
	opts, _, _ := specialTrackStep{}.layRules(g, co(c))
	if err := g.board.layPaying(a, opts, terrainPayer{g, f}); err != nil {
		return err
	}
	cp.Used++
	if cp.Used >= g.companies[c].trackUses() {
		g.closeCompany(c)
	}
	return nil
}

func (specialTrackStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e.Kind != rounds.Company || !g.companies[e.Idx].openOf(g.operator()) {
		return 0
	}
	if h := g.companies[e.Idx].hooks().track; h != nil {
		return h.trackActions(g, e.Idx)
	}
	return 0
}

// layRules: the power's lays, its owner paying terrain: Rabbits and Moles
// (special upgrades on the family's network), Ancient maps (two more
// yellows).
func (specialTrackStep) layRules(g *Game, e rounds.Entity) (hexmap.LayOpts, int, []string) {
	cp := &g.companies[e.Idx]
	opts, _ := zoomap.PowerOpts(g.board.letter, cp.Sym, g.fams[cp.Owner.Index].Sym, phaseColors(phases[g.phase]))
	return opts, int(cp.Owner.Index), nil
}

// List: the power's lays.
func (st specialTrackStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	return listLays(g, st, e, base, out)
}
