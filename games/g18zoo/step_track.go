package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/games/g18zoo/zoomap"
)

// The track step: the family operating lays two yellow tiles, or one
// yellow and one upgrade (processLayTile, or_steps.go).
type trackStep struct{}

func (trackStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	if err := (trackStep{}).lay(g, e.Idx, a, false); err != nil {
		return err
	}
	if g.round.NumLaidTrack >= 2 {
		s.Passed = true
	}
	return nil
}

func (trackStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	f := g.operator()
	if e != fam(f) {
		return 0
	}
	if g.round.NumLaidTrack >= 2 {
		return 0
	}
	return actLayTile | actPass
}

func (trackStep) lay(g *Game, f int, a engine.Action, ability bool) error {
	r := g.round
	if contains(r.LaidHexes, a.Hex) {
		return engine.Illegal("tile lays", "a family lays at most one tile per hex in a turn")
	}
	upgrade := g.board.color(a.Hex) != hexmap.White
	if !ability && upgrade && r.Upgraded {
		return engine.Illegal("tile lays", "two yellow tiles, or one yellow and one upgrade")
	}
	opts, _, _ := trackStep{}.layRules(g, fam(f))
	if err := g.board.layPaying(a, opts, terrainPayer{g, f}); err != nil {
		return err
	}
	r.LaidHexes = append(r.LaidHexes, a.Hex)
	if !ability {
		r.NumLaidTrack++
		if upgrade {
			r.Upgraded = true
		}
	}
	return nil
}

// layRules: the track lays of the family operating, at most one a hex:
// the phase's colours, and no second upgrade.
func (trackStep) layRules(g *Game, e rounds.Entity) (hexmap.LayOpts, int, []string) {
	opts := zoomap.TrackOpts(g.fams[e.Idx].Sym, phaseColors(phases[g.phase]))
	opts.NoUpgrade = g.round.Upgraded
	return opts, e.Idx, g.round.LaidHexes
}

// List: the family's tile lays.
func (st trackStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	return listLays(g, st, e, base, out)
}
