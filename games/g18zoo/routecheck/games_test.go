package routecheck

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/internal/playcheck"
	"ferro/route"
)

// contextFor asks a game for corp's route context: through route.Provider,
// or else through the 18ZOO game's RouteContext(family index), trying each
// family in turn.
func contextFor(g engine.Game, corp string) (*route.Context, error) {
	if p, ok := g.(route.Provider); ok {
		return p.RouteContextFor(corp)
	}
	byIndex, ok := g.(interface {
		RouteContext(f int) (*route.Context, error)
	})
	if !ok {
		return nil, fmt.Errorf("the game offers no route contexts")
	}
	for f := 0; f < 8; f++ {
		ctx, err := func() (ctx *route.Context, err error) {
			defer func() {
				if recover() != nil {
					err = fmt.Errorf("no family %d", f)
				}
			}()
			return byIndex.RouteContext(f)
		}()
		if err == nil && ctx.Corp == corp {
			return ctx, nil
		}
	}
	return nil, fmt.Errorf("no route context for %s", corp)
}

// eachRandomRun plays seeded random 18ZOO games on every map (game k of
// n has the players and seed game(k) gives) and calls run with the route
// context just before each run_routes action and the action itself, and
// with the run_routes action the game refused where play stopped at one.
func eachRandomRun(t *testing.T, n int, game func(k int) (players int, seed int64), run func(title string, a engine.Action, ctx *route.Context)) {
	t.Helper()
	for _, title := range g18zoo.Titles() {
		for k := 0; k < n; k++ {
			players, seed := game(k)
			cfg := engine.Config{Title: title.Name(), Seed: seed}
			for i := 1; i <= players; i++ {
				cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("Player %d", i)})
			}
			p, err := playcheck.RandomGame(title, cfg, rand.New(rand.NewPCG(uint64(seed), 0)), 5000, playcheck.Checks{ReplayEvery: -1, NoClone: true})
			if err != nil {
				t.Fatal(err)
			}
			if p.Failure != nil {
				t.Logf("%s, %d players: the game broke an invariant, positions up to there only: %v", title.Name(), players, p.Failure)
			}
			g, err := title.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			eff, err := engine.Effective(p.Log)
			if err != nil {
				t.Fatal(err)
			}
			for _, i := range eff {
				a := p.Log[i]
				if a.Type == "run_routes" {
					ctx, err := contextFor(g, a.Entity)
					if err != nil {
						t.Fatalf("%s action %d: %v", title.Name(), a.ID, err)
					}
					run(title.Name(), a, ctx)
				}
				if err := g.Apply(a); err != nil {
					t.Fatalf("%s action %d: %v", title.Name(), a.ID, err)
				}
			}
			if f := p.Failure; f != nil && f.Action != nil && f.Action.Type == "run_routes" {
				ctx, err := contextFor(g, f.Action.Entity)
				if err != nil {
					t.Fatalf("%s action %d: %v", title.Name(), f.Action.ID, err)
				}
				run(title.Name(), *f.Action, ctx)
			}
		}
	}
}

// TestRandomGamePositions: in seeded random 18ZOO games on every map, at
// every run the run played is legal, the optimizer earns at least as much,
// and wherever the brute force finishes it finds exactly the optimizer's
// revenue.
func TestRandomGamePositions(t *testing.T) {
	games, seeds := []int{2, 3, 4, 5}, 3
	if testing.Short() {
		games, seeds = []int{3}, 1
	}
	positions, compared := 0, 0
	eachRandomRun(t, seeds*len(games), func(k int) (int, int64) { return games[k%len(games)], int64(7000 + k) }, func(title string, a engine.Action, ctx *route.Context) {
		positions++
		played, err := route.Check(ctx, a.Extras().Routes)
		if err != nil {
			t.Fatalf("%s action %d (%s): the run played is refused: %v", title, a.ID, a.Entity, err)
		}
		best, _, err := route.Best(ctx)
		if err != nil || best.Revenue < played.Revenue {
			t.Fatalf("%s action %d (%s): optimizer %d (%v) < played %d", title, a.ID, a.Entity, best.Revenue, err, played.Revenue)
		}
		brute, ok, err := route.BruteForce(ctx, 50000)
		if err != nil {
			t.Fatal(err)
		}
		if ok {
			compared++
			if brute != best.Revenue {
				t.Errorf("%s action %d (%s): optimizer %d, brute force %d", title, a.ID, a.Entity, best.Revenue, brute)
			}
		}
	})
	t.Logf("%d runs in random games, brute force finished on %d", positions, compared)
	if positions < 20 || compared < positions/2 {
		t.Errorf("too few positions to test anything: %d runs, %d compared", positions, compared)
	}
}

// TestBestRunsCheck: at every run of seeded random 18ZOO games on every
// map, the routes Best returns are accepted by Check with the same
// revenue and subsidy, and Check's own export of them checks again alike.
// The games are those of the 18ZOO package's TestRandomGames (2 to 5
// players, seeds 1000 × players + 0…8), which play Best's runs as the
// auto routes: Map B, 4 players, seed 4008 once stopped at action 295,
// where Check refused Best's run through both towns of N13.
func TestBestRunsCheck(t *testing.T) {
	seeds := 9
	if testing.Short() {
		seeds = 1
	}
	positions, routes := 0, 0
	eachRandomRun(t, 4*seeds, func(k int) (int, int64) { p := 2 + k/seeds; return p, int64(1000*p + k%seeds) }, func(title string, a engine.Action, ctx *route.Context) {
		best, _, err := route.Best(ctx)
		if err != nil {
			t.Fatalf("%s action %d (%s): %v", title, a.ID, a.Entity, err)
		}
		positions++
		routes += len(best.Routes)
		got, err := route.Check(ctx, best.Routes)
		if err != nil || got.Revenue != best.Revenue || got.Subsidy != best.Subsidy {
			t.Errorf("%s action %d (%s): Best's run %+v (revenue %d, subsidy %d) checks to %d, %d: %v",
				title, a.ID, a.Entity, best.Routes, best.Revenue, best.Subsidy, got.Revenue, got.Subsidy, err)
			return
		}
		again, err := route.Check(ctx, got.Routes)
		if err != nil || again.Revenue != got.Revenue || again.Subsidy != got.Subsidy {
			t.Errorf("%s action %d (%s): Check's export does not check again alike: %v", title, a.ID, a.Entity, err)
		}
	})
	t.Logf("%d runs, %d routes", positions, routes)
	if routes < 20 {
		t.Errorf("too few routes to test anything: %d runs, %d routes", positions, routes)
	}
}
