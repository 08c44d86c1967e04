package g18zoo

import (
	"math"
	"math/rand/v2"
	"testing"

	"ferro/engine"
)

// TestPendingPayout: a payout moves money from a seat's Pending feature to
// its Score, so Score + Pending hardly moves when a family pays out (the
// estimate of the run may differ from the run chosen), while Score alone
// jumps; outside an operating round nothing is pending.
func TestPendingPayout(t *testing.T) {
	var scoreJump, valueJump float64
	payouts := 0
	for seed := int64(1); seed <= 6; seed++ {
		g := newMapAGame(t, seed)
		rng := rand.New(rand.NewPCG(uint64(seed), 7))
		for step := 0; !g.Finished() && step < 4000; step++ {
			feats := func() []engine.SeatFeatures {
				var out []engine.SeatFeatures
				for seat := range g.players {
					out = append(out, g.Features(seat))
				}
				return out
			}
			before := feats()
			if g.round == nil || g.round.Kind != rOperating {
				for seat, f := range before {
					if f.Pending != 0 {
						t.Fatalf("seed %d step %d: seat %d has %.0f pending outside an operating round", seed, step, seat, f.Pending)
					}
				}
			}
			real := playable(g)
			a := real[rng.IntN(len(real))]
			// runs are the best run, and dividends are paid out: the families
			// pay as players would have them
			if a.Type == "run_routes" {
				full, ok := g.AutoAction(a)
				if !ok {
					continue
				}
				a = full
			}
			for _, d := range real {
				if d.Type == "dividend" && d.Extras().Kind == "payout" {
					a = d
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			if a.Type != "dividend" {
				continue
			}
			payouts++
			for seat, f := range feats() {
				scoreJump += math.Abs(f.Score - before[seat].Score)
				valueJump += math.Abs(f.Score + f.Pending - before[seat].Score - before[seat].Pending)
			}
		}
	}
	t.Logf("%d payouts: |Δ score| %.0f, |Δ score + pending| %.0f", payouts, scoreJump, valueJump)
	if payouts < 20 || scoreJump == 0 {
		t.Fatalf("only %d payouts (score moved %.0f): the test saw too few", payouts, scoreJump)
	}
	if valueJump > 0.3*scoreJump {
		t.Errorf("Score + Pending moved %.0f over %d payouts, Score alone %.0f: the payout was not pending before it", valueJump, payouts, scoreJump)
	}
}
