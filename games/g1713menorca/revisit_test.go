package g1713menorca

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
)

// Undoes: buying back a company the player sold this stock round, or
// selling one he acquired in it, takes back his move; the same actions by
// another player, or in the next stock round, do not.
func TestUndoes(t *testing.T) {
	g := holdingRNC(t)
	mustApply(t, g, sell(g, "RNC_6"))
	mustApply(t, g, buy(g, "RCC_6", ""))
	mustApply(t, g, act(g, "pass")) // seat 0 done
	if g.Undoes(buy(g, "RNC_6", "")) {
		t.Fatal("seat 1 buying RNC counted as taking back a move")
	}
	mustApply(t, g, act(g, "pass")) // seat 1 passes
	if !g.Undoes(buy(g, "RNC_6", "")) {
		t.Fatal("seat 0 buying back RNC is not an undo")
	}
	if !g.Undoes(sell(g, "RCC_6")) {
		t.Fatal("seat 0 selling the RCC it bought is not an undo")
	}
	(stockRound{}).start(g.st)
	g.st.Stock.Turn = 0
	if g.Undoes(buy(g, "RNC_6", "")) || g.Undoes(sell(g, "RCC_6")) {
		t.Fatal("a move of the last stock round counted in the next")
	}
}

// Every random game ends: uniformly random players (ferro simulate's) that
// never take back their own move in a round (testkit, engine.Revisiter)
// finish every game by one of the end conditions. Players that may take
// moves back (Checks.Undoes) can sell and buy round a stock round for ever
// under the summary's rule: some of the same games do not end.
func TestUniformRandomGamesEnd(t *testing.T) {
	const games, maxActions = 40, 5000
	looped := 0
	for _, players := range []int{2, 3} {
		for seed := int64(1); seed <= games; seed++ {
			cfg := engine.Config{Title: Name, Seed: seed, Players: playcheck.Players(players, 0)}
			for _, undoes := range []bool{false, true} {
				if undoes && looped > 0 {
					continue
				}
				p, err := playcheck.RandomGame(Title(), cfg, rand.New(rand.NewPCG(uint64(seed), 0)), maxActions,
					playcheck.Checks{ReplayEvery: -1, NoClone: true, Undoes: undoes})
				if err != nil {
					t.Fatal(err)
				}
				switch {
				case undoes && p.Failure != nil && p.Failure.Check == "cap":
					looped++
				case p.Failure != nil:
					t.Fatalf("%dp seed %d (undoes %v): %v", players, seed, undoes, p.Failure)
				case !undoes && !p.Game.Finished():
					t.Fatalf("%dp seed %d did not end", players, seed)
				}
			}
		}
	}
	if looped == 0 {
		t.Errorf("no random game with players taking moves back went on for %d actions: the test no longer shows why they must not", maxActions)
	}
}
