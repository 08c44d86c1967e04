package bot

import (
	"math"
)

// Fit fits m's weights to the examples by full-batch gradient descent
// (Adam, fixed steps, no randomness: the same examples give the same
// weights) on the mean log loss of the winners under the model's chances,
// plus l2 times the squared weights. only, when not nil, names the weights
// that may be non-zero (the plain-score model fits the score's two alone).
func (m *Model) Fit(exs []example, l2 float64, iters int, only []int) float64 {
	d := nBases * len(InputNames)
	if len(m.W) != d {
		m.W = make([]float64, d)
	}
	free := make([]bool, d)
	for j := range free {
		free[j] = only == nil
	}
	for _, j := range only {
		free[j] = true
	}
	mom, vel := make([]float64, d), make([]float64, d)
	grad := make([]float64, d)
	const lr, b1, b2, eps = 0.05, 0.9, 0.999, 1e-8
	loss := 0.0
	for it := 1; it <= iters; it++ {
		loss = m.lossGrad(exs, l2, grad)
		for j := range m.W {
			if !free[j] {
				m.W[j] = 0
				continue
			}
			mom[j] = b1*mom[j] + (1-b1)*grad[j]
			vel[j] = b2*vel[j] + (1-b2)*grad[j]*grad[j]
			mh := mom[j] / (1 - math.Pow(b1, float64(it)))
			vh := vel[j] / (1 - math.Pow(b2, float64(it)))
			m.W[j] -= lr * mh / (math.Sqrt(vh) + eps)
		}
	}
	return loss
}

// lossGrad is the mean log loss (with the l2 term) and its gradient.
func (m *Model) lossGrad(exs []example, l2 float64, grad []float64) float64 {
	for j := range grad {
		grad[j] = 2 * l2 * m.W[j]
	}
	loss := 0.0
	for j := range m.W {
		loss += l2 * m.W[j] * m.W[j]
	}
	if m.boundTreasury {
		loss += m.boundPenalty(grad)
	}
	if len(exs) == 0 {
		return loss
	}
	inv := 1 / float64(len(exs))
	for e := range exs {
		ex := &exs[e]
		p := softmax(m.logits(ex.x))
		for i, xi := range ex.x {
			if ex.winner[i] > 0 {
				loss -= inv * ex.winner[i] * math.Log(math.Max(p[i], 1e-12))
			}
			r := (p[i] - ex.winner[i]) * inv
			if r == 0 {
				continue
			}
			for j, v := range xi {
				grad[j] += r * v
			}
		}
	}
	return loss
}

// boundPenalty is the penalty that holds the treasury's weight at most the
// score's at every stage (Model.boundTreasury): μ·excess² summed over a grid
// of rounds left, 0 to 14 by halves, with its gradient added to grad. A
// family's money is worth no more to its president than the same money
// in his score: the fitted weights valued it up to seven times more early
// on (players who kept treasuries won more often in the self-play), and a
// search that believed it kept treasuries instead of buying trains.
func (m *Model) boundPenalty(grad []float64) float64 {
	const mu = 10.0
	k := len(InputNames)
	loss := 0.0
	for h := 0; h <= 28; h++ {
		bs := m.bases(float64(h) / 2)
		d := 0.0
		for b := range nBases {
			d += (m.W[b*k+treasuryInput] - m.W[b*k]) * bs[b]
		}
		if d <= 0 {
			continue
		}
		loss += mu * d * d
		for b := range nBases {
			grad[b*k+treasuryInput] += 2 * mu * d * bs[b]
			grad[b*k] -= 2 * mu * d * bs[b]
		}
	}
	return loss
}

// chances are a model's chances for an example.
func (m *Model) chancesOf(ex *example) []float64 { return softmax(m.sharpen(m.logits(ex.x))) }

// FitSharpness is the multiplier k of the model's logits under which the
// examples' winners are likeliest (the mean log loss of softmax(k·logit)
// least), searched by golden section over k in [1/4, 4]: a temperature,
// one number fitted after the weights. A fixed number of steps and no
// randomness: the same examples give the same k.
func (m *Model) FitSharpness(exs []example) float64 {
	lgs := make([][]float64, len(exs))
	for i := range exs {
		lgs[i] = m.logits(exs[i].x)
	}
	loss := func(logK float64) float64 {
		k := math.Exp(logK)
		sum := 0.0
		p := make([]float64, 0, 8)
		for i := range exs {
			p = p[:0]
			for _, v := range lgs[i] {
				p = append(p, k*v)
			}
			softmax(p)
			for s, w := range exs[i].winner {
				if w > 0 {
					sum -= w * math.Log(math.Max(p[s], 1e-12))
				}
			}
		}
		return sum / float64(max(1, len(exs)))
	}
	lo, hi := math.Log(0.25), math.Log(4)
	g := (math.Sqrt(5) - 1) / 2
	a, b := hi-g*(hi-lo), lo+g*(hi-lo)
	fa, fb := loss(a), loss(b)
	for range 60 {
		if fa < fb {
			hi, b, fb = b, a, fa
			a = hi - g*(hi-lo)
			fa = loss(a)
		} else {
			lo, a, fa = a, b, fb
			b = lo + g*(hi-lo)
			fb = loss(b)
		}
	}
	return math.Exp((lo + hi) / 2)
}

// PointScore is how well a predictor named the winners at one point of the
// games (a fraction of each game's actions).
type PointScore struct {
	At         float64 `json:"at"`          // fraction of the game
	Games      int     `json:"games"`       // games judged
	ModelWins  float64 `json:"model_wins"`  // games whose winner the model ranked first (ties split)
	ScoreWins  float64 `json:"score_wins"`  // the same for the plain current score
	ModelBrier float64 `json:"model_brier"` // mean Brier score of the model's chances (sum over seats)
	ScoreBrier float64 `json:"score_brier"` // mean Brier score of the plain score's chances (a softmax of score/unit fitted alone)
}

// Bin is one bar of a reliability curve: the positions whose predicted
// chance for a seat fell in [Lo, Hi), their mean prediction and how often
// that seat won.
type Bin struct {
	Lo, Hi    float64
	N         int
	Predicted float64
	Won       float64
}

// judge scores the model (and the plain-score model base) on held-out
// examples at the points ats, and draws the model's reliability curve in
// bins of width 0.1 over every held-out position and seat.
func judge(m, base *Model, exs []example, ats []float64) ([]PointScore, []Bin) {
	byGame := map[int][]int{}
	var games []int
	for i := range exs {
		g := exs[i].game
		if _, ok := byGame[g]; !ok {
			games = append(games, g)
		}
		byGame[g] = append(byGame[g], i)
	}
	var pts []PointScore
	for _, at := range ats {
		ps := PointScore{At: at}
		for _, g := range games {
			best, bestD := -1, math.Inf(1)
			for _, i := range byGame[g] {
				if d := math.Abs(exs[i].at - at); d < bestD {
					best, bestD = i, d
				}
			}
			ex := &exs[best]
			pm := m.chancesOf(ex)
			pb := base.chancesOf(ex)
			ps.Games++
			ps.ModelWins += TopShare(pm, ex.winner)
			ps.ScoreWins += TopShare(ex.score, ex.winner)
			ps.ModelBrier += Brier(pm, ex.winner)
			ps.ScoreBrier += Brier(pb, ex.winner)
		}
		if ps.Games > 0 {
			ps.ModelBrier /= float64(ps.Games)
			ps.ScoreBrier /= float64(ps.Games)
		}
		pts = append(pts, ps)
	}
	bins := make([]Bin, 10)
	for b := range bins {
		bins[b].Lo, bins[b].Hi = float64(b)/10, float64(b+1)/10
	}
	for i := range exs {
		p := m.chancesOf(&exs[i])
		for s, v := range p {
			b := min(int(v*10), 9)
			bins[b].N++
			bins[b].Predicted += v
			bins[b].Won += exs[i].winner[s]
		}
	}
	for b := range bins {
		if bins[b].N > 0 {
			bins[b].Predicted /= float64(bins[b].N)
			bins[b].Won /= float64(bins[b].N)
		}
	}
	return pts, bins
}

// TopShare is the winners' share among the seats pred ranks first (1 when
// it names the one winner alone, 1/2 when it ties him with another …).
func TopShare(pred, winner []float64) float64 {
	best := math.Inf(-1)
	for _, v := range pred {
		best = math.Max(best, v)
	}
	k, got := 0, 0.0
	for i, v := range pred {
		if v == best {
			k++
			if winner[i] > 0 {
				got += 1
			}
		}
	}
	if k == 0 {
		return 0
	}
	return got / float64(k)
}

// Brier is Σ_seats (p − won)².
func Brier(p, winner []float64) float64 {
	s := 0.0
	for i := range p {
		d := p[i] - winner[i]
		s += d * d
	}
	return s
}
