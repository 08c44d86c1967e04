package g1713menorca

import (
	"fmt"
	"reflect"
	"testing"

	"ferro/route"
)

// trackOf is what route.Board.Track promises about a board: its hexes in
// order with their ids, neighbours and paths, and which nodes are
// junctions.
func trackOf(b *route.Board) string {
	out := ""
	for _, h := range b.Hexes {
		out += fmt.Sprint(h.ID, h.Neighbors, h.Paths, len(h.Nodes), ";")
		for _, n := range h.Nodes {
			out += fmt.Sprint(n.Kind == route.Junction)
		}
	}
	return out
}

// sameBoard reports whether two boards have the same Track and hexes.
func sameBoard(a, b *route.Board) bool {
	if a.Track != b.Track || len(a.Hexes) != len(b.Hexes) {
		return false
	}
	for i := range a.Hexes {
		if !reflect.DeepEqual(a.Hexes[i], b.Hexes[i]) {
			return false
		}
	}
	return true
}

// At every run step of seeded random games, the boards of the best-run
// search keep route.Board.Track's promise (one track per Track, across
// companies, kinds and games), a reused board is the board built afresh,
// and route.Best finds on them exactly the run it finds on the same board
// without a Track.
func TestRouteBoardTrackKept(t *testing.T) {
	tracks := map[string]string{}
	searched := 0
	for seed := int64(1); seed <= 4; seed++ {
		randomGame(t, 3, seed, func(g *Game) error {
			s := g.st
			if s.Round != roundOp || s.Op.Step != stepRun {
				return nil
			}
			for i := range s.Corps {
				c := &s.Corps[i]
				if !c.InGame {
					continue
				}
				for _, ship := range []bool{true, false} {
					for _, reach := range []int{0, 3, 4} {
						// a pooled board (its last board of the kind
						// reused when its Track is the same) is the
						// board built afresh
						m := boards.Get().(*boardMem)
						defer m.release()
						ctx := s.routeContextInto(m, c, ship, reach)
						if fresh := s.routeContextInto(&boardMem{}, c, ship, reach); !sameBoard(ctx.Board, fresh.Board) {
							return fmt.Errorf("%s ship %v reach %d: the reused board differs from a fresh one", c.Sym, ship, reach)
						}
						key, got := ctx.Board.Track, trackOf(ctx.Board)
						if key == "" {
							return fmt.Errorf("%s: a board without a Track", c.Sym)
						}
						if want, ok := tracks[key]; ok && want != got {
							return fmt.Errorf("%s ship %v reach %d: two tracks under one Track", c.Sym, ship, reach)
						}
						tracks[key] = got
						res, st, err := route.Best(ctx)
						if err != nil {
							return err
						}
						b := *ctx.Board
						b.Track = ""
						fresh := *ctx
						fresh.Board = &b
						want, wst, err := route.Best(&fresh)
						if err != nil {
							return err
						}
						st.Time, wst.Time = 0, 0
						if !reflect.DeepEqual(res, want) || !reflect.DeepEqual(st, wst) {
							return fmt.Errorf("%s ship %v reach %d: with its Track %+v, without %+v", c.Sym, ship, reach, res, want)
						}
						searched++
					}
				}
			}
			return nil
		})
	}
	t.Logf("%d searches on %d tracks", searched, len(tracks))
	if searched == 0 {
		t.Fatal("no run step reached")
	}
}
