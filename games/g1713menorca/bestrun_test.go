package g1713menorca

import (
	"encoding/json"
	"fmt"
	"testing"

	"ferro/engine"
)

// In the run step the legal list holds one run_routes, the best run as a
// concrete action (ships and carts), and applying it as listed books its
// revenue: the worked example's Chebek and Kar earn 80 + 60.
func TestLegalListsTheBestRunConcrete(t *testing.T) {
	g := stockGame(t, 2)
	found(g.st, "RNC", 0, 80)
	give(t, g.st, "chebek", "RNC")
	give(t, g.st, "kar", "RNC")
	operate(g.st, "RNC", stepRun)
	legal := g.Legal()
	if len(legal) != 1 || legal[0].Type != "run_routes" {
		t.Fatalf("legal list in the run step: %v", legal)
	}
	routes := legal[0].Extras().Routes
	total := 0
	for _, r := range routes {
		total += r.Revenue
	}
	if len(routes) != 2 || total != 140 {
		b, _ := json.Marshal(legal[0])
		t.Fatalf("listed run %s earns %d, want two routes earning 140", b, total)
	}
	// through JSON, as the API hands it out and takes it back
	b, err := json.Marshal(legal[0])
	if err != nil {
		t.Fatal(err)
	}
	var back engine.Action
	if err := json.Unmarshal(b, &back); err != nil {
		t.Fatal(err)
	}
	mustApply(t, g, back)
	if g.st.Op.Revenue != 140 || g.st.Op.Step != stepDividend {
		t.Fatalf("revenue %d step %d after the listed run", g.st.Op.Revenue, g.st.Op.Step)
	}
}

// At every run step of random games the listed run is concrete, earns
// something (a company that can earn nothing skips the step) and is
// exactly the best run.
func TestLegalRunIsBestInRandomGames(t *testing.T) {
	runs := 0
	for seed := int64(1); seed <= 5; seed++ {
		randomGame(t, 3, seed, func(g *Game) error {
			s := g.st
			if s.Round != roundOp || s.Op.Step != stepRun {
				return nil
			}
			legal := g.Legal()
			if len(legal) != 1 || legal[0].Type != "run_routes" {
				return fmt.Errorf("run step lists %v", legal)
			}
			got, want := 0, 0
			for _, r := range legal[0].Extras().Routes {
				got += r.Revenue
			}
			for _, r := range s.bestRoutes(s.opCorp()) {
				want += r.Revenue
			}
			if got == 0 || got != want {
				return fmt.Errorf("listed run earns %d, best %d", got, want)
			}
			runs++
			return nil
		})
	}
	if runs == 0 {
		t.Fatal("no run step reached")
	}
}
