package g1713menorca_test

import (
	"bytes"
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/g1713menorca"
)

// TestBotInterfaces plays random games and checks what Menorca offers
// bots: Determinize is a copy equal to the game (nothing is hidden) that
// leaves it untouched, features stay in range, CompanyRun agrees with the
// run the game lists, and at the end Scores is Result.
func TestBotInterfaces(t *testing.T) {
	for seed := int64(1); seed <= 4; seed++ {
		players := 2 + int(seed)%2
		cfg := engine.Config{Title: g1713menorca.Name, Seed: seed}
		for i := 1; i <= players; i++ {
			cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("p%d", i)})
		}
		g, err := g1713menorca.Title().New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(seed), 9))
		for step := 0; !g.Finished(); step++ {
			if step > 20000 {
				t.Fatal("no end")
			}
			if step%25 == 0 {
				before := g.Snapshot()
				d := g.(engine.Determinizer).Determinize(0, uint64(step))
				if !bytes.Equal(before, d.Snapshot()) || !bytes.Equal(before, g.Snapshot()) {
					t.Fatalf("seed %d step %d: the determinized copy differs", seed, step)
				}
				for s := 0; s < players; s++ {
					f := g.(engine.Featurer).Features(s)
					if f.RoundsLeft < 0 || f.CertSlack > 1 || math.IsNaN(f.Income) || f.TrainGap < 0 {
						t.Fatalf("seed %d step %d seat %d: features out of range: %+v", seed, step, s, f)
					}
				}
			}
			acts := bot.Actions(g)
			if len(acts) == 0 {
				t.Fatalf("seed %d step %d: no action", seed, step)
			}
			a := acts[rng.IntN(len(acts))]
			if a.Type == "run_routes" {
				want := 0
				for _, r := range a.Extras().Routes {
					want += r.Revenue
				}
				if got, _ := g.(*g1713menorca.Game).CompanyRun(a.Entity); got != want {
					t.Fatalf("seed %d step %d: CompanyRun %d, the listed run earns %d", seed, step, got, want)
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		res, sc := g.Result(), g.(engine.Scorer).Scores()
		for i, p := range cfg.Players {
			if res[p.ID] != sc[i] {
				t.Fatalf("seed %d seat %d: Scores %d, Result %d", seed, i, sc[i], res[p.ID])
			}
		}
	}
}

// TestHeuristicsStartCompanies: a company just started has its money but
// no vehicle yet, and its features count the run it will make with the
// vehicle it can afford (prospectiveRun): its director's Income is above
// nothing and it is not "at risk". Valued as a company that could never
// run (no income, bankruptcy near), starting one looked like a loss, and
// three heuristics played the auction and then passed to the end of
// every game. Now they start companies in the first stock round.
func TestHeuristicsStartCompanies(t *testing.T) {
	cfg := engine.Config{Title: g1713menorca.Name, Seed: 6004, Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}, {ID: "3", Name: "c"}}}
	g, err := g1713menorca.Title().New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	bots := []bot.Bot{bot.NewHeuristic(1), bot.NewHeuristic(2), bot.NewHeuristic(3)}
	for n := 0; n < 120 && !g.Finished(); n++ {
		s := bot.Mover(g)
		a, err := bots[s].Act(context.Background(), bot.Position{Game: g, Seat: s}, bot.Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if a.Type == "par" {
			f := g.(engine.Featurer).Features(s)
			if f.Income <= 0 || f.AtRisk != 0 {
				t.Fatalf("after starting %s the director's features count no run: %+v", a.Corporation, f)
			}
			return
		}
	}
	t.Fatal("three heuristics started no company in 120 actions")
}
