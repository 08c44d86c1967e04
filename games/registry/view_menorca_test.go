package registry_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/logtext"
)

// TestMenorcaViewAgreesWithState: after seeded random 1713 Menorca games,
// every hex's tile and ports or factories, and every company's cash and
// market cell in the view are the state's (its snapshot).
func TestMenorcaViewAgreesWithState(t *testing.T) {
	tt, err := registry.Lookup("1713 Menorca")
	if err != nil {
		t.Fatal(err)
	}
	for seed := int64(1); seed <= 4; seed++ {
		cfg := engine.Config{Title: tt.Name(), Seed: seed, Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}, {ID: "3", Name: "c"}}}
		p, err := playcheck.RandomGame(tt, cfg, rand.New(rand.NewPCG(uint64(seed), 9)), 5000, playcheck.Checks{ReplayEvery: -1, NoClone: true})
		if err != nil || p.Failure != nil {
			t.Fatalf("seed %d: %v %v", seed, err, p.Failure)
		}
		if d := menorcaDiff(p.Game); d != "" {
			t.Errorf("seed %d after %d actions: %s", seed, len(p.Log), d)
		}
	}
}

func menorcaDiff(g engine.Game) string {
	v := g.(engine.Viewer).View()
	var st struct {
		Hexes []struct {
			Tile     string   `json:"tile"`
			Stations []string `json:"stations"`
		} `json:"hexes"`
		Corps []struct {
			Sym    string `json:"sym"`
			InGame bool   `json:"in_game"`
			Cash   int    `json:"cash"`
			Row    int    `json:"row"`
			Col    int    `json:"col"`
		} `json:"corps"`
	}
	if err := json.Unmarshal(g.Snapshot(), &st); err != nil {
		return err.Error()
	}
	if len(st.Hexes) != len(v.Board.Hexes) {
		return fmt.Sprintf("view has %d hexes, the state %d", len(v.Board.Hexes), len(st.Hexes))
	}
	for i, h := range v.Board.Hexes {
		if h.Tile.ID != st.Hexes[i].Tile {
			return fmt.Sprintf("hex %s: view tile %q, state %q", h.ID, h.Tile.ID, st.Hexes[i].Tile)
		}
		var tokens []string
		for _, n := range h.Tile.Nodes {
			for _, s := range n.Slots {
				if s.Token != "" {
					tokens = append(tokens, s.Token)
				}
			}
		}
		if !slices.Equal(tokens, st.Hexes[i].Stations) && !(len(tokens) == 0 && len(st.Hexes[i].Stations) == 0) {
			return fmt.Sprintf("hex %s: view stations %v, state %v", h.ID, tokens, st.Hexes[i].Stations)
		}
	}
	k := 0
	for _, c := range st.Corps {
		if !c.InGame {
			continue
		}
		f := v.Families[k]
		k++
		if f.ID != c.Sym || f.Cash != c.Cash {
			return fmt.Sprintf("company %s: view %s cash %d, state cash %d", c.Sym, f.ID, f.Cash, c.Cash)
		}
		if (c.Row < 0) != (f.Cell == nil) || (f.Cell != nil && *f.Cell != [2]int{c.Row, c.Col}) {
			return fmt.Sprintf("company %s: view cell %v, state (%d, %d)", c.Sym, f.Cell, c.Row, c.Col)
		}
	}
	return ""
}

// TestMenorcaLogLines: every action of a 1713 Menorca game reads as a
// line naming who acted, with the figures its kind carries.
func TestMenorcaLogLines(t *testing.T) {
	tt, err := registry.Lookup("1713 Menorca")
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Title: tt.Name(), Seed: 3, Players: []engine.Player{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Bob"}}}
	p, err := playcheck.RandomGame(tt, cfg, rand.New(rand.NewPCG(3, 9)), 5000, playcheck.Checks{ReplayEvery: -1, NoClone: true})
	if err != nil || p.Failure != nil {
		t.Fatalf("%v %v", err, p.Failure)
	}
	tl, err := history.New(tt, cfg, p.Log, 0)
	if err != nil {
		t.Fatal(err)
	}
	v, err := tl.ViewAt(tl.Len())
	if err != nil {
		t.Fatal(err)
	}
	logtext.Fill(v.Log, "en")
	want := map[string]string{"lay_tile": " lays ", "buy_train": " R", "run_routes": " runs for ", "par": " founds ", "bid": " bids "}
	seen := map[string]bool{}
	for _, l := range v.Log {
		if !strings.HasPrefix(l.Text, "Ann ") && !strings.HasPrefix(l.Text, "Bob ") && !strings.HasPrefix(l.Text, l.Entity+" ") {
			t.Fatalf("line %d (%s) does not start with who acted: %q", l.Index, l.Type, l.Text)
		}
		if w, ok := want[l.Type]; ok {
			seen[l.Type] = true
			if !strings.Contains(l.Text, w) {
				t.Errorf("line %d (%s): %q lacks %q", l.Index, l.Type, l.Text, w)
			}
		}
	}
	for typ := range want {
		if !seen[typ] {
			t.Errorf("the game has no %s to check", typ)
		}
	}
}
