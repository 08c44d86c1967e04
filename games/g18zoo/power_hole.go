package g18zoo

import (
	"slices"

	"fmt"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/engine/view"
	"ferro/games/g18zoo/zoomap"
	"ferro/route"
)

// Hole: its family marks two R areas, one after the other; once both are
// marked the board joins them (ApplyHole) and runs may pass through
// them (route's Tunnel, from RoutePowers.Holes). The power then closes.
type hole struct{}

// holeAreas are the R areas marked, in the order marked ("": not yet).
type holeAreas [2]string

func (a holeAreas) marked(hex string) bool { return hex != "" && (a[0] == hex || a[1] == hex) }

// list is the areas marked.
func (a holeAreas) list() []string {
	switch {
	case a[1] != "":
		return a[:]
	case a[0] != "":
		return a[:1]
	}
	return nil
}

var holeSlot = newPowerSlot[holeAreas]()

const symHole = "HOLE"

func init() { registerPower(symHole, hole{}) }

// markHole names the mark ApplyHole puts on the two joined R areas.
const markHole = symHole

// ApplyHole changes board b of map letter as the Hole joining R areas a
// and c does: it marks both with markHole and puts the tunnel's tiles
// (zoomap.TunnelTiles) there.
func ApplyHole(b *hexmap.Board, letter, a, c string) error {
	tiles, err := zoomap.TunnelTiles(letter, a, c)
	if err != nil {
		return err
	}
	for _, x := range []string{a, c} {
		h, ok := b.Hex(x)
		if !ok {
			return fmt.Errorf("hole: no hex %s on map %s", x, letter)
		}
		b.AddMark(h, markHole, "")
	}
	for _, ht := range tiles {
		h, ok := b.Hex(ht.Hex)
		if !ok {
			return fmt.Errorf("hole tile for %s: no such hex on map %s", ht.Hex, letter)
		}
		b.Replace(h, ht.Tile, 0)
	}
	return nil
}

func (hole) assignable(g *Game, c int) bool { return true }

func (hole) assignTargets(g *Game, c, f int) []string {
	var hexes []string
	areas, _ := zoomap.TunnelAreas(g.board.letter)
	marked := holeSlot.get(g)
	for _, h := range areas {
		if !marked.marked(h) {
			hexes = append(hexes, h)
		}
	}
	return hexes
}

func (hole) assign(g *Game, c, f int, hex string) error {
	cp := &g.companies[c]
	areas, err := zoomap.TunnelAreas(g.board.letter)
	if err != nil {
		return err
	}
	marked := holeSlot.get(g)
	if !contains(areas, hex) || marked.marked(hex) {
		return engine.Illegal("hole", "the Hole marks two different R areas (%v)", areas)
	}
	marked[len(marked.list())] = hex
	holeSlot.set(g, marked)
	cp.Used++
	g.round.AssignWaits = cp.Used == 1
	if cp.Used == 2 {
		if err := ApplyHole(g.board.b, g.board.letter, marked[0], marked[1]); err != nil {
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
	if a := holeSlot.get(g); a[1] != "" {
		p.Holes = [2]string(a)
	}
}

// holeTunnel: the two R areas, once both are chosen, in the order chosen
// (running through pays the first one's revenue).
var holeTunnel = &tunnelText{
	Rule:     "Hole",
	Reused:   "a Hole area cannot be both a terminus and a tunnel, nor a tunnel twice",
	SameArea: "a route cannot go in and out of the same R area",
	BothEnds: "a route cannot use both R areas as termini",
}

func (hole) rules(p RoutePowers, rs []route.Rule) []route.Rule {
	if p.Holes[0] != "" && p.Holes[1] != "" {
		rs = append(rs, tunnel(p.Holes, holeTunnel))
	}
	return rs
}

// runHexes: a run check reads the areas marked too.
func (hole) runHexes(g *Game, c int) []string {
	return holeSlot.get(g).list()
}

func (hole) markRank() int { return 2 }

// markBoard: the board marks both areas once the second is chosen (as
// markHole); the first one chosen is marked here until then.
func (hole) markBoard(g *Game, c int, b *view.Board) {
	for i := range b.Hexes {
		for k := range b.Hexes[i].Marks {
			if b.Hexes[i].Marks[k].Name == markHole {
				b.Hexes[i].Marks[k].Name, b.Hexes[i].Marks[k].Say = "Hole", view.Say("zoo.mark.hole")
			}
		}
	}
	for _, id := range holeSlot.get(g).list() {
		if h := b.HexByID(id); h != nil && !slices.ContainsFunc(h.Marks, func(m view.Mark) bool { return m.Name == "Hole" }) {
			h.Marks = append(h.Marks, view.Mark{Name: "Hole", Say: view.Say("zoo.mark.hole")})
		}
	}
}
