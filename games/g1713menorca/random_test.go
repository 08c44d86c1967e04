package g1713menorca

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
)

// randomGame plays a seeded game through the shared harness
// (playcheck.RandomGame), choosing only among Legal() by pick (the list's
// run_routes is the concrete best run), with the title's audit and
// check after every action. Passing is preferred with a fixed probability
// so that rounds end in a reasonable number of turns.
func randomGame(t testing.TB, players int, seed int64, check func(g *Game) error) (*Game, []engine.Action) {
	t.Helper()
	return playRandom(t, players, seed, check, true)
}

// playRandom is randomGame, with the audit after every action or without
// it (a benchmark of play alone).
func playRandom(t testing.TB, players int, seed int64, check func(g *Game) error, audit bool) (*Game, []engine.Action) {
	t.Helper()
	cfg := engine.Config{Title: Name, Seed: seed}
	for i := 1; i <= players; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("p%d", i)})
	}
	rng := engine.NewRand(seed*7919 + 17)
	checks := playcheck.Checks{ReplayEvery: -1, NoClone: true, NoAudit: !audit,
		Choose: func(g engine.Game, legal []engine.Action) int { return pick(rng, legal, g.(*Game).st.Round) }}
	if check != nil {
		checks.Each = func(g engine.Game) error { return check(g.(*Game)) }
	}
	p, err := playcheck.RandomGame(Title(), cfg, rand.New(rand.NewPCG(uint64(seed), 0)), 20000, checks)
	if err != nil {
		t.Fatal(err)
	}
	if p.Failure != nil {
		t.Fatalf("%dp seed %d: %v", players, seed, p.Failure)
	}
	return p.Game.(*Game), p.Log
}

// pick chooses an action, by its index in legal: a pass with a
// probability that depends on the round, otherwise a weighted choice by
// action type.
func pick(rng *engine.Rand, legal []engine.Action, round string) int {
	pass := -1
	others := 0
	for i := range legal {
		if legal[i].Type == "pass" {
			pass = i
		} else {
			others++
		}
	}
	passPct := map[string]int{roundAuction: 30, roundStock: 50, roundOp: 15}[round]
	if pass >= 0 && (others == 0 || rng.Intn(100) < passPct) {
		return pass
	}
	weight := func(a engine.Action) int {
		switch {
		case a.Type == "sell_shares" && a.EntityType == "corporation":
			return 1
		case a.Type == "sell_shares":
			return 3
		case a.Type == "dividend" && a.Extras().Kind == "payout":
			return 30
		}
		return 10
	}
	total := 0
	for i := range legal {
		if legal[i].Type != "pass" {
			total += weight(legal[i])
		}
	}
	r := rng.Intn(total)
	last := -1
	for i := range legal {
		if legal[i].Type == "pass" {
			continue
		}
		if last = i; r-weight(legal[i]) < 0 {
			return last
		}
		r -= weight(legal[i])
	}
	return last
}

// Seeded random full games, 2 and 3 players, driven only by Legal(): each
// ends by one of the three end conditions with the invariants holding after
// every action, and replays from its exported record to the same state.
func TestRandomGamesEndAndReplay(t *testing.T) {
	const perCount = 100
	reasons := map[string]int{}
	for _, players := range []int{2, 3} {
		for seed := int64(1); seed <= perCount; seed++ {
			g, log := randomGame(t, players, seed, auditAndClone())
			switch g.EndReason() {
			case endBank, endBankruptcy, endConquest:
				reasons[g.EndReason()]++
			default:
				t.Fatalf("%dp seed %d ended with %q", players, seed, g.EndReason())
			}
			checkReplay(t, g, log)
		}
	}
	t.Logf("end reasons over %d games: %v", 2*perCount, reasons)
	for _, r := range []string{endBank, endBankruptcy, endConquest} {
		if reasons[r] == 0 {
			t.Errorf("no random game ended by %s", r)
		}
	}
}

// auditAndClone checks the invariants after every action and, every
// cloneEvery actions, that a clone has the same snapshot and that the
// previous clone did not change when the game moved on.
func auditAndClone() func(g *Game) error {
	const cloneEvery = 7
	var prev engine.Game
	var prevSnap string
	n := 0
	return func(g *Game) error {
		if err := g.Audit(); err != nil {
			return err
		}
		if n++; n%cloneEvery != 0 {
			return nil
		}
		if prev != nil && string(prev.Snapshot()) != prevSnap {
			return fmt.Errorf("a clone changed when the game applied an action")
		}
		prev = g.Clone()
		prevSnap = string(g.Snapshot())
		if string(prev.Snapshot()) != prevSnap {
			return fmt.Errorf("a clone differs from the game")
		}
		return nil
	}
}

// checkReplay exports the game's record as JSON, parses it back and
// replays it: the snapshot must be equal.
func checkReplay(t *testing.T, g *Game, log []engine.Action) {
	t.Helper()
	rec := engine.NewRecord(g.Config(), log, g, "test")
	data, err := json.Marshal(rec)
	if err != nil {
		t.Fatal(err)
	}
	back, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := back.Config()
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.Replay(Title(), cfg, back.Actions)
	if err != nil {
		t.Fatalf("seed %d: replay: %v", g.Config().Seed, err)
	}
	if string(r.Snapshot()) != string(g.Snapshot()) {
		t.Fatalf("seed %d: replayed snapshot differs", g.Config().Seed)
	}
	if !r.Finished() || r.EndReason() != g.EndReason() {
		t.Fatalf("seed %d: replay did not finish the same way", g.Config().Seed)
	}
}

// An action of the wrong entity or of a wrong type is refused and changes
// nothing, at every point of a random game; Legal() never lists an action
// twice.
func TestRandomGamesRefuseIllegalActionsUnchanged(t *testing.T) {
	for seed := int64(1); seed <= 10; seed++ {
		randomGame(t, 3, seed, func(g *Game) error {
			seen := map[string]bool{}
			for _, a := range g.Legal() {
				if seen[a.Key()] {
					return fmt.Errorf("Legal() lists %s twice", a.Key())
				}
				seen[a.Key()] = true
			}
			before := g.Snapshot()
			bad := []engine.Action{
				{Type: "pass", Entity: "nobody"},
				{Type: "teleport", Entity: func() string { e, _ := g.st.actingEntity(); return e }()},
			}
			for _, a := range bad {
				if g.Finished() {
					break
				}
				if err := g.Apply(a); err == nil {
					return fmt.Errorf("illegal %s accepted", a.Type)
				}
				if string(g.Snapshot()) != string(before) {
					return fmt.Errorf("refused %s changed the state", a.Type)
				}
			}
			return nil
		})
	}
}
