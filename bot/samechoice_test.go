package bot

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
)

// TestSameChoice: SameChoice takes two actions for one choice when they
// lead to the same position, and Same does not. In a seeded Map A game
// played by the heuristic, every pair of legal actions of one type and
// entity is judged: buying a share that the log writes the same way
// (another certificate of one family, at one percent, from one place) is
// one choice; a tile laid on one hex in two rotations is one choice
// exactly when the two give the same track (a straight's r and r+3), and
// two different choices otherwise (a choice written with its keys in
// another order: cmd/ferro's TestSameChoiceOfRecords).
func TestSameChoice(t *testing.T) {
	g := newTitleGame(t, "18ZOO - Map A", 4, 3)
	h := NewHeuristic(3)
	var certs, sameTrack, otherTrack int
	for n := 0; n < 400 && !g.Finished(); n++ {
		acts := Actions(g)
		for i := range acts {
			a := acts[i]
			for j := i + 1; j < len(acts); j++ {
				b := acts[j]
				if a.Type != b.Type || a.Entity != b.Entity || Same(&a, &b) {
					continue
				}
				same := SameChoice(g, a, b)
				switch {
				case a.Type == "buy_shares" && say(g, a) == say(g, b):
					if !same {
						t.Errorf("%q: %s and %s are not the same choice", say(g, a), a.Key(), b.Key())
					}
					certs++
				case a.Type == "lay_tile" && a.Hex == b.Hex && a.Tile == b.Tile:
					want := trackOf(t, g, a) == trackOf(t, g, b)
					if same != want {
						t.Errorf("%s rotations %d and %d: SameChoice %v, the same track %v", a.Tile, *a.Rotation, *b.Rotation, same, want)
					}
					if want {
						sameTrack++
					} else {
						otherTrack++
					}
				case a.Type == "buy_shares" || a.Type == "lay_tile" || a.Type == "buy_train" || a.Type == "par":
					if same && say(g, a) != say(g, b) {
						t.Errorf("%q and %q are taken for one choice", say(g, a), say(g, b))
					}
				}
			}
		}
		a, err := h.Act(context.Background(), Position{Game: g.Clone(), Seat: SeatOf(g, g.Acting()[0])}, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("certificates %d, rotations with the same track %d, with another %d", certs, sameTrack, otherTrack)
	if certs == 0 || sameTrack == 0 || otherTrack == 0 {
		t.Fatal("the game gave no pair of some kind to judge")
	}
}

func say(g engine.Game, a engine.Action) string {
	p := g.Describe(a)
	s, _ := json.Marshal(p)
	return string(s)
}

// trackOf is the set of edges the tile a lays joins, as a text: each
// path's two ends after a is played.
func trackOf(t *testing.T, g engine.Game, a engine.Action) string {
	t.Helper()
	c := g.Clone()
	if err := c.Apply(a); err != nil {
		t.Fatal(err)
	}
	for _, h := range c.View().Board.Hexes {
		if h.ID != a.Hex {
			continue
		}
		var ends []string
		for _, p := range h.Tile.Paths {
			x, y := endText(p.A), endText(p.B)
			if y < x {
				x, y = y, x
			}
			ends = append(ends, x+"-"+y)
		}
		slices.Sort(ends)
		return strings.Join(ends, " ")
	}
	t.Fatalf("no hex %s", a.Hex)
	return ""
}

func endText(e view.End) string {
	if e.IsEdge() {
		return fmt.Sprintf("e%d", e.Edge)
	}
	return fmt.Sprintf("n%d", e.Node)
}
