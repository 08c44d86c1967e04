package learn

import (
	"testing"

	"ferro/engine"
	"ferro/games/registry"
)

// TestMenorcaRunStopsAreRevenue: on the learn pages' board of the 1713
// Menorca example, every drawn run's stops earn what the company earns
// there and sum to the run's revenue: after operating round 3.1 the RCC's
// Polaker (Ciutadella – Barcelona, 100 R) shows Barcelona at 70 (50 and
// two market tokens), not the tile's 50.
func TestMenorcaRunStopsAreRevenue(t *testing.T) {
	x, ok := ExamplesOf("1713-menorca")
	if !ok {
		t.Fatal("no 1713-menorca examples")
	}
	title, err := registry.Lookup(x.Title)
	if err != nil {
		t.Fatal(err)
	}
	g, err := title.New(x.Config())
	if err != nil {
		t.Fatal(err)
	}
	barcelona := false
	for k, a := range x.Actions {
		if err := g.Apply(a); err != nil {
			t.Fatalf("action %d: %v", k, err)
		}
		if a.Type != "run_routes" {
			continue
		}
		v := g.(engine.Viewer).View()
		runs := newestRun(v.Board, v.RunStops, x.Actions[:k+1])
		if len(runs) != len(a.Extras().Routes) {
			t.Fatalf("action %d: %d runs drawn, %d run", k, len(runs), len(a.Extras().Routes))
		}
		for _, rt := range runs {
			sum := 0
			for _, s := range rt.Stops {
				sum += s.Revenue
				if rt.Family == "RCC" && rt.Train == "polaker-1" && s.Hex == "C2" {
					barcelona = true
					if s.Revenue != 70 {
						t.Errorf("action %d: the RCC's Polaker shows Barcelona at %d, want 70 (50 + two market tokens)", k, s.Revenue)
					}
				}
			}
			if sum != rt.Revenue {
				t.Errorf("action %d: %s %s stops %+v sum to %d, the run earns %d", k, rt.Family, rt.Train, rt.Stops, sum, rt.Revenue)
			}
		}
	}
	if !barcelona {
		t.Error("the RCC's Polaker run to Barcelona was not drawn")
	}
}
