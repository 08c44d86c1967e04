package hexmap

import "testing"

// TestCloneIndependent: a clone shares storage until one side writes;
// lays, tokens, reservations, blockers and marks on either side never
// show on the other, and cached networks follow each board's own changes.
func TestCloneIndependent(t *testing.T) {
	for _, tc := range []struct {
		name   string
		change func(t *testing.T, b *Board)
	}{
		{"lay", layC3},
		{"lay connected", func(t *testing.T, b *Board) { mustLay(t, b, "B2", "8-0", 5, LayOpts{Corp: "AA"}) }},
		{"token", func(t *testing.T, b *Board) { mustToken(t, b, "B4", "BB") }},
		{"reserve", func(t *testing.T, b *Board) {
			if err := b.Reserve("B4", 0, "BB"); err != nil {
				t.Fatal(err)
			}
		}},
		{"block", func(t *testing.T, b *Board) {
			if err := b.Block("B4", 0); err != nil {
				t.Fatal(err)
			}
		}},
		{"remove token", func(t *testing.T, b *Board) {
			if !b.RemoveToken("A3", "AA") {
				t.Fatal("no AA token on A3")
			}
		}},
		{"mark", func(t *testing.T, b *Board) { b.AddMark(0, "M", "AA") }},
		{"replace", func(t *testing.T, b *Board) { b.Replace(mustHex(t, b, "C3"), b.m.tiles[b.m.tileIdx["9"]], 1) }},
	} {
		for _, side := range []string{"original", "clone"} {
			t.Run(tc.name+"/"+side, func(t *testing.T) {
				b := testMap(t).NewBoard()
				mustToken(t, b, "A3", "AA")
				mustLay(t, b, "A3", "5-0", 4, LayOpts{Corp: "AA"})
				b.Reach("AA") // cached before the clone
				c := b.Clone()
				changed, kept := b, c
				if side == "clone" {
					changed, kept = c, b
				}
				before, reachBefore := state(kept), reachString(kept.Reach("AA"))
				tc.change(t, changed)
				if got := state(kept); got != before {
					t.Errorf("the %s changed too:\n%s\n%s", side, before, got)
				}
				if got := reachString(kept.Reach("AA")); got != reachBefore {
					t.Errorf("the other board's network changed: %s, was %s", got, reachBefore)
				}
				fresh := changed.Clone()
				fresh.changed() // forget the cache: compute from scratch
				if got, want := reachString(changed.Reach("AA")), reachString(fresh.Reach("AA")); got != want {
					t.Errorf("cached network after the change %s, computed afresh %s", got, want)
				}
			})
		}
	}
}

func reachString(r *Reach) string {
	s := ""
	for h := range r.Edges {
		s += itoa(int(r.Edges[h])) + "," + itoa(int(r.Paths[h])) + "," + itoa(int(r.Nodes[h])) + "," + itoa(int(r.Entry[h])) + " "
	}
	return s
}
