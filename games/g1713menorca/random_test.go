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
	others := 0
	for i := range legal {
		if legal[i].Type == "pass" {
			pass = &legal[i]
		} else {
			others++
		}
	}
	passPct := map[string]int{roundAuction: 30, roundStock: 50, roundOp: 15}[round]
	if pass != nil && (others == 0 || rng.Intn(100) < passPct) {
		return *pass
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
	var last engine.Action
	for i := range legal {
		if legal[i].Type == "pass" {
			continue
		}
		if last = legal[i]; r-weight(last) < 0 {
			return last
		}
		r -= weight(last)
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
