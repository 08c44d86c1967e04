package g1713menorca

import (
	"fmt"
	"slices"
	"testing"

	"ferro/route"
)

// At every run step of seeded random games, the shared route package and
// the reference (Menorca's own route code of before, routes_ref_test.go)
// agree: every route the reference lists is legal through route.Check
// with the same revenue; every route route.Best picks is legal by the
// reference with the same revenue; and the best totals are equal (the
// shared one may only be higher where the reference's budgeted search
// was cut short).
func TestSharedRoutesAgreeWithReference(t *testing.T) {
	steps, checked, picked, cut := 0, 0, 0, 0
	for _, players := range []int{2, 3} {
		for seed := int64(1); seed <= 6; seed++ {
			randomGame(t, players, seed, func(g *Game) error {
				s := g.st
				if s.Round != roundOp || s.Op.Step != stepRun {
					return nil
				}
				c := s.opCorp()
				steps++
				for _, ship := range []bool{true, false} {
					vs := s.Vehicles.owned(c.Sym, ship)
					if len(vs) == 0 {
						continue
					}
					long := slices.MaxFunc(vs, func(a, b *vehicle) int { return a.def().Range - b.def().Range })
					for _, cd := range s.refEnumerate(c, ship, long.def().Range) {
						ids := hexIDs(cd.hexes)
						rev, err := checkShared(s, c, long, ids...)
						if err != nil {
							return fmt.Errorf("%s %s %v: the reference allows it, route.Check: %v", c.Sym, long.ID, ids, err)
						}
						if rev != cd.revenue {
							return fmt.Errorf("%s %v: reference %d, route.Check %d", c.Sym, ids, cd.revenue, rev)
						}
						checked++
					}
					if _, _, err := route.Best(s.routeContext(c, ship)); err != nil {
						return fmt.Errorf("%s: route.Best: %v", c.Sym, err)
					}
				}
				best := s.bestRoutes(c)
				total := 0
				for _, r := range best {
					v := s.Vehicles.byID(r.Train)
					var idx []int
					for _, id := range r.Hexes {
						idx = append(idx, geo.index[id])
					}
					cd, err := s.refCheckRoute(c, v, idx)
					if err != nil {
						return fmt.Errorf("%s %s %v: route.Best picked it, the reference: %v", c.Sym, r.Train, r.Hexes, err)
					}
					if cd.revenue != r.Revenue {
						return fmt.Errorf("%s %v: route.Best %d, reference %d", c.Sym, r.Hexes, r.Revenue, cd.revenue)
					}
					total += r.Revenue
					picked++
				}
				ref, short := s.refBest(c)
				if short {
					cut++
				}
				if total < ref || (total > ref && !short) {
					return fmt.Errorf("%s: route.Best earns %d, the reference %d (cut short: %v)", c.Sym, total, ref, short)
				}
				return nil
			})
		}
	}
	t.Logf("%d run steps: %d reference routes checked, %d best routes cross-checked, %d reference searches cut short", steps, checked, picked, cut)
	if steps == 0 || checked == 0 || picked == 0 {
		t.Fatal("the random games reached no route to compare")
	}
}

func hexIDs(idx []int) []string {
	out := make([]string, len(idx))
	for k, i := range idx {
		out[k] = hexDefs[i].ID
	}
	return out
}

// fleetPosition is an operating round where RNC, with a station on B9,
// runs two ships (chebeks) and two carts (kars).
func fleetPosition(t testing.TB) *Game {
	t.Helper()
	g := orGame(t, stepRun)
	for _, v := range []string{"chebek", "chebek", "kar", "kar"} {
		give(t, g.st, v, "RNC")
	}
	g.st.placeStation(g.st.corp("RNC"), "B9")
	return g
}

// The route boards Menorca builds are valid for every company on the
// opening map and after the test tiles, and every route.Best answer is
// accepted by the game as it stands.
func TestSharedBestRoutesAccepted(t *testing.T) {
	g := fleetPosition(t)
	best := g.st.bestRoutes(g.st.corp("RNC"))
	if len(best) == 0 {
		t.Fatal("no best routes")
	}
	total := 0
	for _, r := range best {
		total += r.Revenue
		if len(r.Connections) == 0 || len(r.Hexes) < 2 || len(r.Nodes) < 2 {
			t.Fatalf("route %+v is not in the record format", r)
		}
	}
	run := act(g, "run_routes")
	run.Edit().Routes = best
	mustApply(t, g, run)
	if g.st.Op.Revenue != total {
		t.Fatalf("booked %d, the routes earn %d", g.st.Op.Revenue, total)
	}
}
