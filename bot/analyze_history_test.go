package bot

import (
	"context"
	"math/rand/v2"
	"testing"
)

// TestAnalysisRemembersPlayedMoves: an analysis asks one bot at every
// decision, and the bot keeps a memory of the positions its choices led
// to (repeats). Given the seat's history (Histories), the bot remembers
// the moves played and not its own unplayed answers: asked twice at one
// decision, its random draws the same both times, it answers the same.
// Without the history its second answer avoids the position of its first,
// a move that was never played (18ZOO Map A, 4 players, moves played by a
// random-by-type bot; the bots as the analyses make them, from a spec).
func TestAnalysisRemembersPlayedMoves(t *testing.T) {
	m := ModelFor("18ZOO - Map A")
	if m == nil {
		t.Fatal("no 18ZOO model")
	}
	for _, kind := range []string{"heuristic", "heuristic-learned", "mcts-learned@30"} {
		t.Run(kind, func(t *testing.T) { testAnalysisRemembers(t, m, kind) })
	}
}

// reseed sets b's random draws from s.
func reseed(t *testing.T, b Bot, s uint64) {
	switch b := b.(type) {
	case fixedBudget:
		reseed(t, b.Bot, s)
	case *Heuristic:
		b.rng = rand.New(rand.NewPCG(s, 3))
	case *MCTS:
		b.rng = rand.New(rand.NewPCG(s, 4))
		reseed(t, b.heur, s)
	default:
		t.Fatalf("cannot reseed %T", b)
	}
}

func testAnalysisRemembers(t *testing.T, m *Model, kind string) {
	sp, err := ParseSpec(kind)
	if err != nil {
		t.Fatal(err)
	}
	run := func(hist Histories) (decisions, samePosition int) {
		g := newTitleGame(t, "18ZOO - Map A", 4, 5)
		driver := NewRandomByType(9)
		analyst := sp.NewTuned(3, 1, Analysis)
		for steps := 0; decisions < 40 && !g.Finished() && steps < 600; steps++ {
			seat := Mover(g)
			played, err := driver.Act(context.Background(), Position{Game: g, Seat: seat}, Budget{})
			if err != nil {
				t.Fatal(err)
			}
			if len(Actions(g)) > 1 {
				var after [2]uint64
				for k := range after {
					reseed(t, analyst, uint64(steps)) // the same draws both times
					h := hist
					if k == 0 && hist != nil {
						h = Histories{} // the first ask adds the played move to a copy
						for s, seen := range hist {
							h[s] = map[uint64]bool{}
							for p := range seen {
								h[s][p] = true
							}
						}
					}
					d, err := AnalyzeDecision(context.Background(), m, analyst, Budget{}, g, seat, played, nil, h)
					if err != nil {
						t.Fatal(err)
					}
					after[k] = positionAfter(g, *d.Best)
				}
				decisions++
				if after[0] == after[1] {
					samePosition++
				}
			}
			if err := g.Apply(played); err != nil {
				t.Fatal(err)
			}
		}
		return decisions, samePosition
	}
	n, same := run(Histories{})
	nNil, sameNil := run(nil)
	t.Logf("asked twice at %d decisions: the same position %d times with the history, %d of %d without", n, same, sameNil, nNil)
	if n < 40 || nNil < 40 {
		t.Fatalf("only %d and %d decisions", n, nNil)
	}
	if same != n {
		t.Fatalf("with the history the two answers led to one position at only %d of %d decisions", same, n)
	}
	if sameNil > nNil/4 {
		t.Fatalf("without the history the second answer led where the first did %d times of %d: the test does not see the memory", sameNil, nNil)
	}
}
