package g1713menorca

import (
	"fmt"
	"slices"
	"testing"

	"ferro/engine/hexmap"
)

// TestIslandAgreesWithRules: the hexmap board (built for the views) has
// the neighbours the rules walk, each tile's exits as the rules lay them,
// and a sea lane at every edge the ships' links cross from a node or
// through a sea hex.
func TestIslandAgreesWithRules(t *testing.T) {
	m := island()
	for i := range hexDefs {
		for e := 0; e < 6; e++ {
			if got := m.Neighbor(i, e); got != geo.neighbor[i][e] {
				t.Errorf("%s edge %d: hexmap neighbour %d, rules %d", hexDefs[i].ID, e, got, geo.neighbor[i][e])
			}
		}
	}
	for ti, d := range tileDefs {
		tl, ok := m.Tile(d.ID)
		if !ok {
			t.Fatalf("tile %s missing from the manifest", d.ID)
		}
		for rot := range 6 {
			var want uint8
			for _, e := range d.Exits {
				want |= 1 << ((e + rot) % 6)
			}
			if tl.Exits(rot) != want || tileExits[ti][rot] != want {
				t.Errorf("tile %s rotation %d: exits %06b (table %06b), want %06b", d.ID, rot, tl.Exits(rot), tileExits[ti][rot], want)
			}
		}
	}
	for i, h := range hexDefs {
		drawn := m.Hex(i).Tile.Exits(0)
		var lanes uint8
		for _, to := range seaNeighbours(i) {
			e := edgeBetween(geo, i, to)
			lanes |= 1 << e
			if drawn&(1<<e) == 0 {
				t.Errorf("%s: no sea lane drawn towards %s", h.ID, hexDefs[to].ID)
			}
		}
		if h.Kind != kindSea {
			continue
		}
		// a ship crosses a sea hex between any two of its lane edges
		for a := 0; a < 6; a++ {
			for z := a + 1; z < 6; z++ {
				if lanes&(1<<a) == 0 || lanes&(1<<z) == 0 {
					continue
				}
				if !slices.ContainsFunc(m.Hex(i).Tile.Paths, hexmap.Path{A: hexmap.E(a), B: hexmap.E(z), Kind: hexmap.Sea}.Same) {
					t.Errorf("%s: no sea lane drawn between edges %d and %d", h.ID, a, z)
				}
			}
		}
	}
}

// TestBoardViewsInParallel: board views of one game drawn at once share
// the cached tile designs without writing them (run with -race).
func TestBoardViewsInParallel(t *testing.T) {
	for k := range laidDesigns {
		laidDesigns[k].Store(nil) // designs made fresh by the views below
	}
	g, _ := randomGame(t, 3, 5, nil)
	done := make(chan *Game)
	for range 4 {
		go func() { g.View(); done <- g }()
	}
	for range 4 {
		<-done
	}
}

// TestShipLinksAreThePrintedLanes: the ships' links, read from the sea
// paths of the map, are exactly the steps of the printed sea lanes.
func TestShipLinksAreThePrintedLanes(t *testing.T) {
	want := map[[2]int]bool{}
	for _, lane := range seaLanes {
		for k := 0; k+1 < len(lane); k++ {
			a, z := geo.index[lane[k]], geo.index[lane[k+1]]
			want[[2]int{min(a, z), max(a, z)}] = true
		}
	}
	got := map[[2]int]bool{}
	for _, l := range refGeo.links {
		if l.Sea {
			got[[2]int{min(l.A, l.B), max(l.A, l.B)}] = true
		}
	}
	for k := range want {
		if !got[k] {
			t.Errorf("lane step %s-%s is no ships' link", hexDefs[k[0]].ID, hexDefs[k[1]].ID)
		}
	}
	for k := range got {
		if !want[k] {
			t.Errorf("ships' link %s-%s is on no printed lane", hexDefs[k[0]].ID, hexDefs[k[1]].ID)
		}
	}
}

// TestKeepsTrackIsKeepingRoads: hexmap's track preservation test, which
// the tile rules use, says exactly what Menorca's rule says (an upgrade
// keeps every road exit of the hex), on the boards of seeded games.
func TestKeepsTrackIsKeepingRoads(t *testing.T) {
	checked := 0
	for _, seed := range []int64{3, 5, 11} {
		randomGame(t, 3, seed, func(g *Game) error {
			s := g.st
			if s.Op.Step != stepTile {
				return nil
			}
			for i := range hexDefs {
				if !isLand(i) {
					continue
				}
				roads := s.Board.roads(i)
				for ti, d := range tileDefs {
					if d.Kind != hexDefs[i].Kind || d.Color != s.Board.tileColor(i)+1 {
						continue
					}
					for rot := range 6 {
						want := tileExits[ti][rot]&roads == roads
						if got := s.Board.hm.KeepsTrack(i, laidDesign(i, ti, rot), rot); got != want {
							return fmt.Errorf("%s at rotation %d on %s (roads %06b): hexmap says %v", d.ID, rot, hexDefs[i].ID, roads, got)
						}
						checked++
					}
				}
			}
			return nil
		})
	}
	if checked == 0 {
		t.Fatal("nothing checked")
	}
}

// seaNeighbours is the hexes a sea lane leads to from hex i, in edge
// order.
func seaNeighbours(i int) []int {
	var out []int
	for e := range 6 {
		if island().Linked(i, e, hexmap.Sea) {
			out = append(out, geo.neighbor[i][e])
		}
	}
	return out
}
