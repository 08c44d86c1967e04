package g1713menorca

import (
	"fmt"
	"testing"

	"ferro/engine"
	"ferro/route"
)

// TestRunRevenueReadsKeptRun: CompanyRun (what the test positions judge
// tile lays with) takes the run the run step kept in the state
// when nothing it depends on changed, and else a remembered answer, instead
// of searching again; and both agree with a search.
func TestRunRevenueReadsKeptRun(t *testing.T) {
	g := fleetPosition(t)
	s := g.st
	c := s.corp("RNC")
	want := 0
	for _, r := range s.bestRoutes(c) {
		want += r.Revenue
	}
	if want == 0 {
		t.Fatal("the fleet position earns nothing")
	}
	if got, ok := g.CompanyRun("RNC"); !ok || got != want {
		t.Fatalf("CompanyRun %d, %v; the search finds %d", got, ok, want)
	}
	// a kept run is read as it is: mark it to see that it was read
	s.best = &bestMemo{key: s.bestKey(c), routes: []engine.Route{{Revenue: 12345}}}
	if got, _ := g.CompanyRun("RNC"); got != 12345 {
		t.Fatalf("CompanyRun %d: the run kept in the state was not read", got)
	}
	// a kept run of another company, or one the board has moved on from, is not
	s.best = &bestMemo{key: append(s.bestKey(c), 0), routes: []engine.Route{{Revenue: 12345}}}
	runMemo.Put(route.SumBytes(s.bestKey(c)), 777)
	if got, _ := g.CompanyRun("RNC"); got != 777 {
		t.Fatalf("CompanyRun %d: the remembered revenue 777 was not read", got)
	}
	runMemo.Reset()
	if got, _ := g.CompanyRun("RNC"); got != want {
		t.Fatalf("CompanyRun %d after the memo was emptied, want %d", got, want)
	}
}

// TestRunMemoAnswersAsSearch: at positions of random games of two and
// three players, the revenue runRevenue gives every company (the run kept
// in the state, else the memo's, which earlier positions and games fill:
// it is one for the process) is what a fresh search finds. A key that
// left out anything the run depends on would answer a changed position
// from a stale entry.
func TestRunMemoAnswersAsSearch(t *testing.T) {
	runMemo.Reset()
	checked, earlier, step := 0, 0, 0
	for _, game := range []struct {
		players int
		seed    int64
	}{{2, 5}, {3, 6}, {3, 7}} {
		randomGame(t, game.players, game.seed, func(g *Game) error {
			if step++; step%5 != 0 {
				return nil
			}
			s := g.st
			for i := range s.Corps {
				c := &s.Corps[i]
				if !c.InGame {
					continue
				}
				key := s.bestKey(c)
				kept := s.best != nil && string(s.best.key) == string(key)
				_, hit := runMemo.Get(route.SumBytes(key))
				got, want := s.runRevenue(c), routesRevenue(s.bestRoutes(c))
				if got != want {
					return fmt.Errorf("company %s: runRevenue %d (kept run: %v, an earlier entry: %v), a fresh search %d", c.Sym, got, kept, hit, want)
				}
				checked++
				if hit && !kept {
					earlier++
				}
			}
			return nil
		})
	}
	if checked < 300 || earlier < checked/10 {
		t.Fatalf("%d runs checked, %d answered by the memo from an earlier position: too few", checked, earlier)
	}
	t.Logf("%d runs checked, %d answered by the memo from an earlier position", checked, earlier)
}

// TestBestKeyTokensByHex: bestKey reads the tokens in one pass, sorted by
// hex; the key is the one that asks every hex for its tokens in placement
// order (as it was written before), at positions of a random game.
func TestBestKeyTokensByHex(t *testing.T) {
	slow := func(s *state, c *corp) []byte {
		k := append([]byte(nil), c.Sym...)
		k = append(k, 0)
		for i := range s.Vehicles {
			if s.Vehicles[i].Owner == c.Sym {
				k = append(k, s.Vehicles[i].ID...)
				k = append(k, 0)
			}
		}
		for _, t := range c.MarketTokens {
			k = append(k, t...)
			k = append(k, 0)
		}
		k = append(k, byte(s.Era), byte(s.OffBonus), byte(s.OffBonus>>8), byte(s.MaoBonus), byte(s.MaoBonus>>8), 1)
		for i := range hexDefs {
			rev := s.Board.tileRevenue(i)
			k = append(k, s.Board.roads(i), byte(rev), byte(rev>>8))
			for tk := range s.Board.hm.TokensAll() {
				if tk.Hex == i {
					k = append(k, byte(tk.Slot))
					k = append(k, tk.Corp...)
					k = append(k, 0)
				}
			}
			k = append(k, 1)
		}
		return k
	}
	tokens := 0
	randomGame(t, 3, 8, func(g *Game) error {
		s := g.st
		n := 0
		for range s.Board.hm.TokensAll() {
			n++
		}
		tokens = max(tokens, n)
		for i := range s.Corps {
			if c := &s.Corps[i]; c.InGame && string(s.bestKey(c)) != string(slow(s, c)) {
				return fmt.Errorf("company %s: bestKey differs from the hex-by-hex key", c.Sym)
			}
		}
		return nil
	})
	if tokens < 5 {
		t.Fatalf("at most %d tokens on the board: the test proves little", tokens)
	}
}
