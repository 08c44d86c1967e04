package route_test

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
	"ferro/route"
)

// recordedContexts are route contexts of real positions: before every
// n-th run_routes action in effect of the recorded games in the shared
// fixtures, of whichever registered title, the context the title hands
// out for the corporation running (route.Provider, or each kind of
// route.KindsProvider). Records of titles not registered are left out.
func recordedContexts(t testing.TB, n int) ([]string, []*route.Context) {
	t.Helper()
	paths, err := playcheck.Records(testkit.FixturesDir(t))
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	var ctxs []*route.Context
	runs := 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.ParseRecord(data)
		if err != nil || rec.Title == "" {
			continue // not a game record
		}
		title, err := registry.Lookup(rec.Title)
		if err != nil {
			continue
		}
		cfg, err := rec.Config()
		if err != nil {
			t.Fatal(err)
		}
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		eff, err := engine.Effective(rec.Actions)
		if err != nil {
			t.Fatal(err)
		}
		for _, i := range eff {
			a := rec.Actions[i]
			if a.Type == "run_routes" {
				if runs%n == 0 {
					cs, err := contextsOf(g, a.Entity)
					if err != nil {
						t.Fatalf("%s action %d: %v", path, a.ID, err)
					}
					for _, c := range cs {
						names = append(names, fmt.Sprintf("%s %d", filepath.Base(path), a.ID))
						ctxs = append(ctxs, c)
					}
				}
				runs++
			}
			if err := g.Apply(a); err != nil {
				break // the fixture.s known failures are the title.s tests.
			}
		}
	}
	if len(ctxs) == 0 {
		testkit.NoFixture(t, "no recorded run_routes action of a registered title in the fixtures")
	}
	return names, ctxs
}

// contextsOf are the route contexts g hands out for corp.
func contextsOf(g engine.Game, corp string) ([]*route.Context, error) {
	if p, ok := g.(route.KindsProvider); ok {
		return p.RouteContextsFor(corp)
	}
	if p, ok := g.(route.Provider); ok {
		c, err := p.RouteContextFor(corp)
		return []*route.Context{c}, err
	}
	return nil, fmt.Errorf("the game offers no route contexts")
}

// TestCheckGraphChainsRecorded is TestCheckGraphChains on recorded
// positions.
func TestCheckGraphChainsRecorded(t *testing.T) {
	if testing.Short() {
		t.Skip("replays the recorded games")
	}
	names, ctxs := recordedContexts(t, 1)
	done := 0
	for i, ctx := range ctxs {
		if !runsOnTrack(ctx) {
			continue // possibly no track at all, which SameChains refuses
		}
		route.SameChains(t, names[i], ctx)
		done++
	}
	t.Logf("%d of %d positions have a run", done, len(ctxs))
}

// runsOnTrack reports whether the best run of ctx uses any track (not
// only local runs in one city).
func runsOnTrack(ctx *route.Context) bool {
	res, _, err := route.Best(ctx)
	if err != nil {
		return false
	}
	for _, r := range res.Routes {
		for _, c := range r.Connections {
			if len(c) > 0 && c[0] != "local" {
				return true
			}
		}
	}
	return false
}

// TestBestReachSameAsFullBoardRecorded is TestBestReachSameAsFullBoard
// on recorded positions.
func TestBestReachSameAsFullBoardRecorded(t *testing.T) {
	if testing.Short() {
		t.Skip("replays the recorded games")
	}
	_, ctxs := recordedContexts(t, 1)
	if fewer := route.ReachSameAsFull(t, ctxs); fewer == 0 {
		t.Fatalf("the reach graph never left a chain out of %d recorded positions", len(ctxs))
	}
}
