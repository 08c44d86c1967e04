package g18zoo

import (
	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/games/g18zoo/zoomap"
	"ferro/route"
)

// Hole: its family marks two R areas, one after the other; once both are
// marked the board joins them (zoomap.ApplyHole) and runs may pass through
// them (route's Tunnel, from RoutePowers.Holes). The power then closes.
type hole struct{}

func init() { registerPower("HOLE", hole{}) }

func (hole) assignable(g *Game, c int) bool { return true }

func (hole) assignTargets(g *Game, c, f int) []string {
	var hexes []string
	areas, _ := zoomap.HoleAreas(g.board.letter)
	for _, h := range areas {
		if !contains(g.holes, h) {
			hexes = append(hexes, h)
		}
	}
	return hexes
}

func (hole) assign(g *Game, c, f int, hex string) error {
	cp := &g.companies[c]
	areas, err := zoomap.HoleAreas(g.board.letter)
	if err != nil {
		return err
	}
	if !contains(areas, hex) || contains(g.holes, hex) {
		return engine.Illegal("hole", "the Hole marks two different R areas (%v)", areas)
	}
	g.holes = append(g.holes, hex)
	cp.Used++
	g.round.AssignWaits = cp.Used == 1
	if cp.Used == 2 {
		if err := zoomap.ApplyHole(g.board.b, g.board.letter, g.holes[0], g.holes[1]); err != nil {
			return err
		}
		g.board.touch()
		g.closeCompany(c)
	}
	return nil
}

// waitsIn: the Hole, once started, waits for its second area. As in
// 18xx.games, the wait is the assign step's, not the power's: the step
// remembers one waiting power (G18ZOO Step::Assign, @company), which the
// next assign of Wheat overwrites (That's mine! and Work in progress return
// before that line). So Wheat ends the wait, the Hole's second area may then
// come later or never, and the wait lapses with the round. Ferro copies this
// bookkeeping (round.AssignWaits) so that 18xx.games records replay alike.
func (hole) waitStep() rounds.StepKind { return stAssign }

func (hole) waitsIn(g *Game, c int, k rounds.StepKind) bool {
	return k == stAssign && g.round.AssignWaits && !g.companies[c].Closed
}

func (hole) inRun(g *Game, c, f int, p *RoutePowers) {
	if len(g.holes) == 2 {
		p.Holes = [2]string{g.holes[0], g.holes[1]}
	}
}

// holeTunnel: the two R areas, once both are chosen, in the order chosen
// (running through pays the first one's revenue).
var holeTunnel = route.Tunnel{
	Rule:     "Hole",
	Reused:   "a Hole area cannot be both a terminus and a tunnel, nor a tunnel twice",
	SameArea: "a route cannot go in and out of the same R area",
	BothEnds: "a route cannot use both R areas as termini",
}

func (hole) mods(p RoutePowers, m *route.Modifiers) {
	if p.Holes[0] != "" && p.Holes[1] != "" {
		m.Tunnel = holeTunnel
		m.Tunnel.Areas = p.Holes
	}
}
