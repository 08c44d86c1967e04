package g18zoo

import (
	"math/rand/v2"
	"slices"

	"ferro/engine"
	"ferro/engine/shares"
	"ferro/route"
)

// What 18ZOO offers computer players (engine.Scorer, engine.Featurer,
// engine.Determinizer, engine.SearchTuner; Legal already lists the
// optimizer's run, and AutoAction in routes.go completes a template for
// tests). Its features count each family's best run on the board as it is. All of it only reads the game,
// except Determinize, which changes its own copy.

// totalORs is the number of operating rounds of a game that runs to its
// fixed end (OR 3.3): two on Monday and Tuesday, three on Wednesday.
const totalORs = 7

// Exploration is the UCB1 constant 18ZOO's searches do best with
// (engine.SearchTuner): 0.6. Map A, mcts@2000 against three mcts@500, 100
// games, seeds 2000-2024: 30.5% (24.0-37.0) at 0.6, 18.8-20.3% at 0.3; and
// mcts@500 against three heuristics, 200 games: 51.0% at 0.6, 49.8% at 0.3
// (docs/bots.md, "Search work, session 5").
func (g *Game) Exploration() float64 { return 0.6 }

// Scores is every seat's value now: cash, shares at their price and
// ZOOTickets at their value, less the loan penalty (the final score rule).
func (g *Game) Scores() []int { return engine.ScoresOf(len(g.players), g.playerValue) }

// Features are the seat's evaluation features (engine.SeatFeatures).
func (g *Game) Features(seat int) engine.SeatFeatures {
	f := engine.BaseFeatures(g.playerValue(seat), g.players[seat].Cash, g.roundsLeft(), len(g.order) > 0 && g.order[0] == seat,
		g.fams.certCount(seat), g.certLimit())
	f.Rise = float64(g.ticketRise(seat))
	pending := g.yetToPay()
	bigger := g.trains.dearestNew(g.fleetView().onSale)
	next := ""
	if g.phase+1 < len(phases) {
		next = phases[g.phase+1].On
	}
	for fi := range g.fams {
		fm := &g.fams[fi]
		if !fm.IPOed || fm.Closed {
			continue
		}
		held := fm.held(len(g.players))
		pct := held[seat]
		trains, atRisk := 0, 0
		for _, ti := range g.trains.of(fi) {
			t := &g.trains[ti]
			if t.Rusted {
				continue
			}
			k := t.kind()
			trains++
			if next != "" && (k.RustsOn == next || k.ObsoleteOn == next) {
				atRisk++
			}
		}
		// (a floated family without trains counted with the depot train it
		// must buy, its run and its price, lost test positions: the
		// heuristic no longer bought before a rust; 72% against 88%)
		share := float64(pct) / 100
		now := 0
		if pct > 0 && trains > 0 {
			now = g.runEstimate(fi, -1)
			gain := float64(g.payoutGain(fi, seat, pct, now))
			f.Income += gain
			if pending&(1<<fi) != 0 {
				f.Pending += gain
			}
		}
		if pct > 0 && fm.Floated && bigger >= 0 {
			f.Reach += share * float64(max(g.runEstimate(fi, bigger)-now, 0))
		}
		f.Treasury += share * float64(fm.Cash)
		if fm.President == seat {
			if trains == 0 || atRisk == trains {
				f.AtRisk++
			}
			if trains == 0 && fm.Floated {
				if gap := max(g.trains.cheapestNew(g.fleetView().onSale), 0) - fm.Cash; gap > 0 {
					f.TrainGap += float64(gap)
				}
			}
		}
		f.Control(seat, held[:len(g.players)], fm.President, 20, trains == 0 && fm.Floated)
	}
	return f
}

// ticketRise is what the seat's ZOOTickets will still gain by the end,
// where each is worth ticketValue(4, 0) (selling one now gives up its rise).
func (g *Game) ticketRise(seat int) int {
	end := ticketValue(4, 0)
	rise := 0
	for _, c := range g.companies {
		if c.Ticket && !c.Closed && c.Owner.IsPlayer(seat) && c.Value < end {
			rise += end - c.Value
		}
	}
	return rise
}

// yetToPay is the set (bits by family index) of the families still to pay
// in the operating round under way: those after the one operating, and that
// one until its dividend step is behind it (none outside an operating round).
func (g *Game) yetToPay() uint64 {
	r := g.round
	if r == nil || r.Kind != rOperating || r.Index >= len(r.Entities) {
		return 0
	}
	var out uint64
	for k := r.Index; k < len(r.Entities); k++ {
		out |= 1 << r.Entities[k]
	}
	if s := r.step(stDividend); s != nil && (s.Passed || s.Acted) {
		out &^= 1 << r.Entities[r.Index]
	}
	return out
}

// payoutGain is what seat, holding pct of family fi, gains in one
// operating round in which the family runs for revenue and pays out: the
// market cell's fixed dividend per share (not the revenue: 18ZOO pays
// shares by the cell), the president's bonus, and the rise in its shares'
// value when the run reaches the cell's threshold. (Counting the revenue
// itself, as before, made income tens of times the scores: the evaluation
// swung by more than a whole game's worth whenever a family bought or lost
// its trains.)
func (g *Game) payoutGain(fi, seat, pct, revenue int) int {
	n := pct / 20
	up := g.updatedPrice(fi, revenue)
	gain := n * (cellAt(up).Gain + cellAt(up).Price - g.fams[fi].price())
	if g.fams[fi].President == seat {
		gain += presidentBonus(up)
	}
	return gain
}

// roundsLeft counts the operating rounds left to the fixed end (the
// current one counted as half done).
func (g *Game) roundsLeft() float64 {
	if g.finished {
		return 0
	}
	before := [4]int{0, 0, 2, 4}
	day := min(max(g.turn, 1), 3)
	done := float64(before[day])
	if g.round != nil && g.round.Kind == rOperating {
		done += float64(g.round.Num) - 0.5
	}
	return max(totalORs-done, 0)
}

// Determinize deals the powers nobody has seen again: those not on offer,
// not in the visible future deck and owned by nobody are shuffled among
// the places of the deck they hold. Seats see the same powers, so seat
// does not matter. The game's copy gets its own index of powers.
func (g *Game) Determinize(seat int, seed uint64) engine.Game {
	c := g.clone()
	var hidden []int
	for i := 0; i < len(allPowers) && i < len(c.companies); i++ {
		co := &c.companies[i]
		if !slices.Contains(c.available, i) && !slices.Contains(c.future, i) && !co.Ticket && co.Owner == shares.None && !co.Closed && co.Used == 0 && !co.Active {
			hidden = append(hidden, i)
		}
	}
	if len(hidden) < 2 {
		return c
	}
	rng := rand.New(rand.NewPCG(seed, 0x18200))
	perm := append([]int(nil), hidden...)
	rng.Shuffle(len(perm), func(a, b int) { perm[a], perm[b] = perm[b], perm[a] })
	c.powerAt = append([]int16(nil), g.powerAt...)
	for k, i := range hidden { // (g's companies are as they were)
		c.companies[i] = g.companies[perm[k]]
		c.powerAt[c.companies[i].power-1] = int16(i)
	}
	return c
}

// Every title gives all the engine asks of one (engine.Game and its parts).
var _ engine.Game = (*Game)(nil)

// runEstimate is what family f's best run would earn with all its trains
// (whether or not they ran this turn) and train extra (-1: none) on the
// board as it is: the optimizer's revenue and subsidy.
func (g *Game) runEstimate(f, extra int) int {
	ctx, key, ok := g.estimateContext(f, extra)
	if !ok {
		return 0
	}
	return runMemo.Value(key, func() int { return bestValue(ctx) })
}

// estimateContext is runEstimate's route context and its key in runMemo;
// false when the family has no train to run.
func (g *Game) estimateContext(f, extra int) (*route.Context, route.Digest, bool) {
	ctx, err := g.routeContext(f, nil)
	if err != nil {
		return nil, route.Digest{}, false
	}
	ctx.Trains = ctx.Trains[:0]
	var names []byte
	owned := g.trains.of(f)
	if extra >= 0 {
		owned = append(owned, extra)
	}
	for _, ti := range owned {
		t := &g.trains[ti]
		if t.Rusted {
			continue
		}
		if rt, err := RouteTrain(t.ID, t.Name); err == nil {
			ctx.Trains = append(ctx.Trains, rt)
			names = append(append(names, t.Name...), ',')
		}
	}
	if len(ctx.Trains) == 0 {
		return nil, route.Digest{}, false
	}
	var buf [128]byte
	k := route.NewRunKey(buf[:]).Digest(g.board.routeDigest()).String(ctx.Corp).Int(ctx.Phase).Bytes(names)
	return ctx, g.routePowers(f).key(k).Sum(), true
}

// bestValue is the revenue and subsidy of the best run in ctx.
func bestValue(ctx *route.Context) int {
	res, _, err := route.Best(ctx)
	if err != nil {
		return 0
	}
	return res.Revenue + res.Subsidy
}

// runMemo remembers best runs (route.RunMemo) for the bots' evaluation:
// one memo for every game and every search in the process, keyed by the
// content of the board, the family, its trains, the phase and its powers
// in effect, so that it serves the copies of one position, the
// determinizations of one decision and the decisions of one game alike.
var runMemo = route.NewRunMemo(runMemoSize)

// runMemoSize bounds runMemo: about 50 bytes a key.
const runMemoSize = 1 << 16
