package routecheck

import (
	"bufio"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"
	"time"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/internal/testkit"
	"ferro/route"
)

var update = flag.Bool("update", false, "rewrite golden files")

// position is one line of route-positions.jsonl.
type position struct {
	Fixture       string   `json:"fixture"`
	ActionID      int      `json:"action_id"`
	Corp          string   `json:"corp"`
	Phase         string   `json:"phase"`
	Trains        []string `json:"trains"`
	PlayerRevenue int      `json:"player_revenue"`
	ReferenceBest *int     `json:"reference_best"`
	WingsOwned    bool     `json:"wings_owned"`
	SugarOwner    *string  `json:"sugar_owner"`
}

func (p position) target() int {
	t := p.PlayerRevenue
	if p.ReferenceBest != nil && *p.ReferenceBest > t {
		t = *p.ReferenceBest
	}
	return t
}

// loadPositions reads every position and the route context just before
// its run_routes action, rebuilt from its fixture.
func loadPositions(t testing.TB) ([]position, []*route.Context) {
	t.Helper()
	dir := testkit.FixturesDir(t)
	f, err := os.Open(filepath.Join(dir, "18zoo", "route-positions.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var ps []position
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		var p position
		if err := json.Unmarshal(sc.Bytes(), &p); err != nil {
			t.Fatal(err)
		}
		ps = append(ps, p)
	}
	ctxs := make([]*route.Context, len(ps))
	for i, p := range ps {
		// the state just before the action, which may have been undone
		// later: replay the log up to it
		z := loadZoo(t, p.Fixture)
		idx := slices.IndexFunc(z.rec.Actions, func(a engine.Action) bool { return a.ID == p.ActionID && a.Type == "run_routes" })
		if idx < 0 {
			continue
		}
		z.runLog(t, z.rec.Actions[:idx+1], func(a engine.Action) {
			if a.ID != p.ActionID {
				return
			}
			fx := p.Fixture
			if a.Entity != p.Corp {
				t.Fatalf("%s action %d is %s's run, the position says %s", fx, a.ID, a.Entity, p.Corp)
			}
			if z.before.Phase != p.Phase {
				t.Fatalf("%s action %d: phase %s, the position says %s", fx, a.ID, z.before.Phase, p.Phase)
			}
			ctxs[i] = z.context(p.Corp, positionTrains(t, p, a))
			pw := z.powers(p.Corp)
			if wings := pw.Wings; wings != p.WingsOwned {
				t.Fatalf("%s action %d: Wings %v, the position says %v", fx, a.ID, wings, p.WingsOwned)
			}
			if sugar := p.SugarOwner != nil && *p.SugarOwner == p.Corp; pw.Sugar != sugar {
				t.Fatalf("%s action %d: sugar %v, the position says owner %v", fx, a.ID, pw.Sugar, *p.SugarOwner)
			}
		})
	}
	for i, c := range ctxs {
		if c == nil {
			t.Fatalf("position %s %d: no such run_routes action", ps[i].Fixture, ps[i].ActionID)
		}
	}
	return ps, ctxs
}

// positionTrains names the position's trains by the ids the recorded run
// used, and the others NAME-k.
func positionTrains(t testing.TB, p position, a engine.Action) []route.Train {
	var ids []string
	for _, r := range a.Extras().Routes {
		ids = append(ids, r.Train)
	}
	var out []route.Train
	taken := map[string]bool{}
	for k, name := range p.Trains {
		id := fmt.Sprintf("%s-%d", name, 10+k)
		for _, rid := range ids {
			if !taken[rid] && strings.HasPrefix(rid, name+"-") && !strings.Contains(rid[len(name)+1:], " ") {
				id = rid
				break
			}
		}
		taken[id] = true
		tr, err := g18zoo.RouteTrain(id, name)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, tr)
	}
	return out
}

// belowPlayer lists the positions whose recorded run earned more than any
// legal run can, and why (none since TwinStops: 18ZOOMapC/5774.json 516,
// where 18xx.games paid LI's 5S for both towns of F6, is such a run).
var belowPlayer = map[string]string{}

// TestPositions: at every position the optimizer earns at least what the
// player ran and what the 18xx.games router found, and its run checks.
// Where it earns more than both, the golden file says so and why.
func TestPositions(t *testing.T) {
	ps, ctxs := loadPositions(t)
	var beats []string
	for i, p := range ps {
		res, st, err := route.Best(ctxs[i])
		if err != nil {
			t.Fatalf("%s %d: %v", p.Fixture, p.ActionID, err)
		}
		key := fmt.Sprintf("%s %d", p.Fixture, p.ActionID)
		if why, ok := belowPlayer[key]; ok {
			// the player's revenue is out of reach of any legal run
			if p.ReferenceBest == nil || res.Revenue < *p.ReferenceBest || res.Revenue >= p.PlayerRevenue {
				t.Errorf("%s: expected optimum ≥ reference and < player (%s); got %d", key, why, res.Revenue)
			}
			beats = append(beats, fmt.Sprintf("%s %s: %d < player %d, = reference %s: %s\n  %s",
				key, p.Corp, res.Revenue, p.PlayerRevenue, refText(p.ReferenceBest), why, runText(res)))
		} else if res.Revenue < p.target() {
			t.Errorf("%s %d %s: optimizer %d < max(player %d, reference %v)", p.Fixture, p.ActionID, p.Corp, res.Revenue, p.PlayerRevenue, p.ReferenceBest)
		}
		got, err := route.Check(ctxs[i], res.Routes)
		if err != nil || got.Revenue != res.Revenue {
			t.Errorf("%s %d: the optimizer's run does not check: %v", p.Fixture, p.ActionID, err)
		}
		if res.Revenue > p.target() {
			beats = append(beats, fmt.Sprintf("%s %d %s: %d > player %d, reference %s (%s)\n  %s",
				p.Fixture, p.ActionID, p.Corp, res.Revenue, p.PlayerRevenue, refText(p.ReferenceBest), why(ctxs[i], res), runText(res)))
		}
		_ = st
	}
	golden := filepath.Join("testdata", "beats.golden")
	text := "# Positions of route-positions.jsonl where the optimizer beats both the player and the\n" +
		"# 18xx.games router, and where it is below the player, with the reason\n" +
		"# (TestPositions; go test ./route -run Positions -update rewrites it).\n" +
		strings.Join(beats, "\n") + "\n"
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if string(want) != text {
		t.Errorf("beats differ from %s (run with -update after checking):\n%s", golden, text)
	}
	t.Logf("%d positions: the optimizer beats both player and router at %d, is below the player at %d (see %s)",
		len(ps), len(beats)-len(belowPlayer), len(belowPlayer), golden)
}

func refText(r *int) string {
	if r == nil {
		return "none legal"
	}
	return fmt.Sprint(*r)
}

func runText(res route.Result) string {
	var parts []string
	for _, r := range res.Routes {
		parts = append(parts, fmt.Sprintf("%s:%s=%d", r.Train, r.RevenueStr, r.Revenue))
	}
	return strings.Join(parts, " ")
}

// why names what the optimum uses that the 18xx.games router never tries.
func why(ctx *route.Context, res route.Result) string {
	uses, err := route.RouteUses(ctx, res.Routes)
	if err != nil {
		return err.Error()
	}
	var reasons []string
	for _, u := range uses {
		if u.Passes {
			reasons = append(reasons, "Wings skips a tokened-out city")
		}
		for _, h := range u.Hops {
			reasons = append(reasons, "hops between the towns of "+h+" (TwinStops)")
		}
		if u.Extra {
			reasons = append(reasons, "A tip of sugar")
		}
	}
	if len(reasons) == 0 {
		return "a route set the router missed"
	}
	return strings.Join(reasons, ", ")
}

// BenchmarkPositions times route.Best over every position; it reports the
// median, 95th percentile and worst time per position.
func BenchmarkPositions(b *testing.B) {
	_, ctxs := loadPositions(b)
	times := make([][]time.Duration, len(ctxs))
	b.ResetTimer()
	for n := 0; n < b.N; n++ {
		for i, c := range ctxs {
			start := time.Now()
			if _, _, err := route.Best(c); err != nil {
				b.Fatal(err)
			}
			times[i] = append(times[i], time.Since(start))
		}
	}
	b.StopTimer()
	per := make([]time.Duration, len(ctxs))
	for i, ts := range times {
		slices.Sort(ts)
		per[i] = ts[len(ts)/2]
	}
	sort.Slice(per, func(i, j int) bool { return per[i] < per[j] })
	b.ReportMetric(float64(per[len(per)/2].Microseconds()), "median-µs")
	b.ReportMetric(float64(per[len(per)*95/100].Microseconds()), "p95-µs")
	b.ReportMetric(float64(per[len(per)-1].Microseconds()), "max-µs")
}

// TestPositionsBruteForce: on every position small enough for it, the
// brute-force search (every walk from every stop, every assignment)
// agrees with the optimizer.
func TestPositionsBruteForce(t *testing.T) {
	if testing.Short() {
		t.Skip("brute force over the fixture positions takes seconds")
	}
	ps, ctxs := loadPositions(t)
	done := 0
	for i, p := range ps {
		want, ok, err := route.BruteForce(ctxs[i], 200000)
		if err != nil {
			t.Fatal(err)
		}
		if !ok {
			continue
		}
		done++
		res, _, err := route.Best(ctxs[i])
		if err != nil || res.Revenue != want {
			t.Errorf("%s %d: optimizer %d (%v), brute force %d", p.Fixture, p.ActionID, res.Revenue, err, want)
		}
	}
	t.Logf("brute force finished on %d of %d positions", done, len(ps))
	if done < len(ps)/2 {
		t.Errorf("brute force finished on only %d of %d positions", done, len(ps))
	}
}
