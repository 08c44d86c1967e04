package route

import (
	"fmt"
	"strconv"
	"strings"
)

// boardBuilder makes small boards for tests, on 18xx.games' flat layout:
// letters are columns, numbers rows in steps of two.
type boardBuilder struct {
	hexes []Hex
	idx   map[string]int
}

func newBoard() *boardBuilder { return &boardBuilder{idx: map[string]int{}} }

func cityN(rev, slots int, tokens ...string) Node {
	return Node{Kind: City, Revenue: [4]int{rev, rev + 10, rev + 20, rev + 30}, Slots: slots, Tokens: tokens}
}
func townN() Node { return Node{Kind: Town, Revenue: [4]int{10, 10, 10, 10}} }
func redN() Node  { return Node{Kind: Offboard, Revenue: [4]int{30, 30, 60, 60}} }
func grayN() Node { return Node{Kind: Offboard} }

// add puts a hex with its nodes and paths. A path is written "a-b", each
// end an edge digit or "_i" for node i, optionally followed by ":w.i" for
// its lane (e.g. "3-0:2.1" puts the 0 end on lane 1 of 2).
func (b *boardBuilder) add(id string, nodes []Node, paths ...string) *boardBuilder {
	h := Hex{ID: id, Nodes: nodes}
	for _, p := range paths {
		ends := strings.Split(p, "-")
		if len(ends) != 2 {
			panic("bad path " + p)
		}
		var ps Path
		for k, e := range ends {
			lane := Lane{}
			if i := strings.IndexByte(e, ':'); i >= 0 {
				var w, x int
				fmt.Sscanf(e[i+1:], "%d.%d", &w, &x)
				lane = Lane{int8(w), int8(x)}
				e = e[:i]
			}
			var end End
			if strings.HasPrefix(e, "_") {
				n, _ := strconv.Atoi(e[1:])
				end = NodeEnd(n)
			} else {
				n, _ := strconv.Atoi(e)
				end = EdgeEnd(n)
			}
			if k == 0 {
				ps.A, ps.ALane = end, lane
			} else {
				ps.B, ps.BLane = end, lane
			}
		}
		h.Paths = append(h.Paths, ps)
	}
	b.idx[id] = len(b.hexes)
	b.hexes = append(b.hexes, h)
	return b
}

var flatSteps = [6][2]int{{0, 2}, {-1, 1}, {-1, -1}, {0, -2}, {1, -1}, {1, 1}}

func coord(id string) (int, int) {
	n, _ := strconv.Atoi(id[1:])
	return int(id[0] - 'A'), n - 1
}

func (b *boardBuilder) board() *Board {
	at := map[[2]int]string{}
	for _, h := range b.hexes {
		x, y := coord(h.ID)
		at[[2]int{x, y}] = h.ID
	}
	out := &Board{}
	for _, h := range b.hexes {
		x, y := coord(h.ID)
		for e, d := range flatSteps {
			h.Neighbors[e] = at[[2]int{x + d[0], y + d[1]}]
		}
		out.Hexes = append(out.Hexes, h)
	}
	return out
}

func nodes(ns ...Node) []Node { return ns }
