package bot

import (
	"math"

	"ferro/engine"
)

// The heuristic evaluation: a seat's value is its score now plus what the
// features say about the rest of the game, in the title's money. Terms in
// money are weighed as they are; terms that count things (companies at
// risk, presidency margins, slots) are weighed in units of the table's mean
// score, so one table serves titles whose money differs in scale. Terms
// about the future fade as the rounds run out: at the end only the score
// counts (pay out in the last round).
//
//	value = Score
//	      + Pending  × Pending                            payouts still due in this operating round
//	      + Income   × Income × horizon                   future payouts
//	      + Treasury × Treasury × fade(3)                 cash the companies will spend on the seat's behalf
//	      − TrainGap × TrainGap × fade(1)                 forced train buys the seat pays itself
//	      − Danger   × Danger                             shares about to be worth nothing
//	      + unit × fade(2) × ( −AtRisk × AtRisk           companies about to lose their trains
//	                         + Presidency × Presidency    margins that keep presidencies
//	                         − Dump × Dump                presidencies that could be dumped on the seat
//	                         + CertSlack × CertSlack      room to buy
//	                         + Priority × Priority )
//
// fade(k) = min(1, RoundsLeft/k); unit = mean Score of the seats (at least 1);
// horizon = (1 − Discount^RoundsLeft)/(1 − Discount), the rounds left
// discounted for the chance that the game ends sooner or goes otherwise.
// Pending keeps a position's value from jumping when a company pays: its
// payout was due since the round began, and Score gains what Pending loses.
// (Without it, the search preferred any line that reached a payout within
// its depth: in an 18ZOO operating turn, passing on a tile lay came out far
// ahead of any lay, whose payout came a few actions later, beyond the leaf.)

// Weights is the evaluation's one table of weights.
type Weights struct {
	Pending, Income, Treasury, TrainGap, Danger float64
	AtRisk, Presidency, Dump, CertSlack, Pri    float64
	Discount                                    float64
}

// DefaultWeights are the weights the heuristic and mcts bots use.
var DefaultWeights = Weights{
	Pending:    1,
	Income:     0.5,
	Treasury:   0.3,
	TrainGap:   0.8,
	Danger:     0.5,
	AtRisk:     0.06,
	Presidency: 0.02,
	Dump:       0.08,
	CertSlack:  0.02,
	Pri:        0.005,
	Discount:   0.85,
}

// fade is min(1, left/k).
func fade(left, k float64) float64 { return math.Min(1, left/k) }

// horizon is the rounds left, discounted.
func (w *Weights) horizon(left float64) float64 {
	if w.Discount <= 0 || w.Discount >= 1 {
		return left
	}
	return (1 - math.Pow(w.Discount, left)) / (1 - w.Discount)
}

// Value is the evaluation of one seat's features.
func (w *Weights) Value(f engine.SeatFeatures, unit float64) float64 {
	v := f.Score + w.Pending*f.Pending +
		w.Income*f.Income*w.horizon(f.RoundsLeft) +
		w.Treasury*f.Treasury*fade(f.RoundsLeft, 3) -
		w.TrainGap*f.TrainGap*fade(f.RoundsLeft, 1) -
		w.Danger*f.Danger
	v += unit * fade(f.RoundsLeft, 2) * (-w.AtRisk*f.AtRisk + w.Presidency*f.Presidency -
		w.Dump*f.Dump + w.CertSlack*f.CertSlack + w.Pri*f.Priority)
	return v
}

// Evaluate is every seat's value in g: the final scores when the game is
// over, else the weighted features (the scores alone for a game without
// features, see features).
func (w *Weights) Evaluate(g engine.Game) []float64 {
	n := len(g.Config().Players)
	if g.Finished() {
		return Scores(g)
	}
	fs := features(g)
	if fs == nil {
		return Scores(g)
	}
	unit := 0.0
	for i := range fs {
		unit += fs[i].Score
	}
	unit = math.Max(1, unit/float64(n))
	out := make([]float64, n)
	for i := range fs {
		out[i] = w.Value(fs[i], unit)
	}
	return out
}

// margin is seat's value less the best of the others'.
func margin(vals []float64, seat int) float64 {
	best := math.Inf(-1)
	for i, v := range vals {
		if i != seat && v > best {
			best = v
		}
	}
	if math.IsInf(best, -1) {
		return vals[seat]
	}
	return vals[seat] - best
}
