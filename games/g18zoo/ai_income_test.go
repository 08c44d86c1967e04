package g18zoo

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"ferro/engine"
)

// TestIncomeIsPayout: a seat's Income feature is what one operating round
// of payouts can bring it (shares pay the market cell's fixed dividend,
// the president a bonus, and the shares rise a cell), not the families'
// revenue, which is tens of times more and made the evaluation swing by a
// whole game's worth whenever a family bought or lost its trains; and a
// floated family without trains is counted with the train it must buy, so
// the purchase does not make Income jump from nothing.
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
	title := Titles()[0]
	cfg := engine.Config{Title: title.Name(), Seed: 9}
	for i := 1; i <= 4; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprint("Player ", i)})
	}
	eg, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	rng := rand.New(rand.NewPCG(3, 3))
	trainless := 0
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
		for fi := range g.fams {
			fm := &g.fams[fi]
			if fm.Floated && !fm.Closed && len(g.trains.of(fi)) == 0 && g.percentOf(fm.President, fi) > 0 && len(g.trains.onSale(g.phase)) > 0 {
				if g.runEstimate(fi, g.trains.onSale(g.phase)[0]) > 0 && g.Features(fm.President).Income == 0 {
					t.Fatalf("step %d: family %d has no train and its president no income: the train it must buy is not counted", step, fi)
				}
				trainless++
			}
		}
		acts := g.Legal()
		var real []engine.Action
		for _, a := range acts {
			if a.Type != "message" {
				real = append(real, a)
			}
		}
		a := real[rng.IntN(len(real))]
		if a.Type == "run_routes" && len(a.Extras().Routes) == 0 {
			full, ok := g.AutoAction(a)
			if !ok {
				continue
			}
			a = full
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if trainless == 0 {
		t.Fatal("no position with a floated family without trains: the second check did not run")
	}
}
