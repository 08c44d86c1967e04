package g1713menorca

import (
	"encoding/json"
	"fmt"
	"testing"

	"ferro/engine"
)

// randomGame plays a seeded game choosing only among Legal() (completing
// the run_routes template with AutoAction). Passing is preferred with a
// fixed probability so that rounds end in a reasonable number of turns.
func randomGame(t testing.TB, players int, seed int64, check func(g *Game) error) (*Game, []engine.Action) {
	cfg := engine.Config{Title: Name, Seed: seed}
	for i := 1; i <= players; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("p%d", i)})
	}
	eg, err := Title().New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	rng := engine.NewRand(seed*7919 + 17)
	var log []engine.Action
	for step := 0; !g.Finished(); step++ {
		if step > 20000 {
			t.Fatalf("seed %d: game did not end after %d actions (round %s)", seed, step, g.st.Round)
		}
		legal := g.Legal()
		if len(legal) == 0 {
			t.Fatalf("seed %d: no legal action in round %s step %d", seed, g.st.Round, g.st.Op.Step)
		}
		a := pick(rng, legal, g.st.Round)
		if a.Type == "run_routes" {
			a, _ = g.AutoAction(a)
		}
		a.ID = len(log) + 1
		if err := g.Apply(a); err != nil {
			b, _ := json.Marshal(a)
			t.Fatalf("seed %d: listed action %s refused: %v", seed, b, err)
		}
		log = append(log, a)
		if check != nil {
			if err := check(g); err != nil {
				t.Fatalf("seed %d after action %d (%s): %v", seed, a.ID, a.Type, err)
			}
		}
	}
	return g, log
}

// pick chooses an action: a pass with a probability that depends on the
// round, otherwise a weighted choice by action type.
func pick(rng *engine.Rand, legal []engine.Action, round string) engine.Action {
	var pass *engine.Action
	var rest []engine.Action
	for i := range legal {
		if legal[i].Type == "pass" {
			pass = &legal[i]
		} else {
			rest = append(rest, legal[i])
		}
	}
	passPct := map[string]int{roundAuction: 30, roundStock: 50, roundOp: 15}[round]
	if pass != nil && (len(rest) == 0 || rng.Intn(100) < passPct) {
		return *pass
	}
	weight := func(a engine.Action) int {
		switch {
		case a.Type == "sell_shares" && a.EntityType == "corporation":
			return 1
		case a.Type == "sell_shares":
			return 3
		case a.Type == "dividend" && a.Kind == "payout":
			return 30
		}
		return 10
	}
	total := 0
	for _, a := range rest {
		total += weight(a)
	}
	r := rng.Intn(total)
	for _, a := range rest {
		if r -= weight(a); r < 0 {
			return a
		}
	}
	return rest[len(rest)-1]
}

func TestRandomGamesSmoke(t *testing.T) {
	for seed := int64(1); seed <= 40; seed++ {
		g, log := randomGame(t, 2+int(seed%2), seed, func(g *Game) error { return g.Audit() })
		t.Logf("seed %d: %d actions, end %s, phase %s, result %v", seed, len(log), g.EndReason(), g.st.phase().Name, g.Result())
	}
}
