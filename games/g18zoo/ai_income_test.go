package g18zoo

import (
	"math/rand/v2"
	"testing"
)

// TestIncomeIsPayout: a seat's Income feature is what one operating round
// of payouts can bring it (shares pay the market cell's fixed dividend,
// the president a bonus, and the shares rise a cell), not the families'
// revenue, which is tens of times more and made the evaluation swing by a
// whole game's worth whenever a family bought or lost its trains.
func TestIncomeIsPayout(t *testing.T) {
	// the most one share can bring in a round: dividend and a cell's rise
	perShare, bonus := 0, 0
	for r, row := range marketCells {
		for c := range row {
			p := pos{Row: r, Col: c}
			right := stockMarket.Right(p)
			perShare = max(perShare, cellAt(right).Gain+cellAt(right).Price-cellAt(p).Price)
		}
	}
	for _, b := range presidentGain {
		bonus = max(bonus, b)
	}
	g := newMapAGame(t, 9)
	rng := rand.New(rand.NewPCG(3, 3))
	for step := 0; !g.Finished() && step < 4000; step++ {
		for seat := range g.players {
			f := g.Features(seat)
			limit := 0
			for fi := range g.fams {
				if g.fams[fi].IPOed && !g.fams[fi].Closed {
					limit += g.percentOf(seat, fi) / 20 * perShare
					if g.fams[fi].President == seat {
						limit += bonus
					}
				}
			}
			if f.Income > float64(limit) {
				t.Fatalf("step %d seat %d: Income %.0f, more than a round of payouts can bring (%d)", step, seat, f.Income, limit)
			}
		}
		a, ok := randomMove(g, rng)
		if !ok {
			continue
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}
