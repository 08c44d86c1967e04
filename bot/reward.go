package bot

import "math"

// baseline is what a search's rewards are measured from: every seat's
// margin (its value less the best other seat's) at the root, and the scale
// of a margin's change that is worth a lot.
type baseline struct {
	margin []float64
	scale  float64
}

// newBaseline is the baseline of the root's values, with a scale of frac
// times the mean absolute value (at least 0.5).
func newBaseline(vals []float64, frac float64) baseline {
	b := baseline{margin: make([]float64, len(vals))}
	sum := 0.0
	for i, v := range vals {
		b.margin[i] = margin(vals, i)
		sum += math.Abs(v)
	}
	b.scale = 0.5
	if len(vals) > 0 {
		b.scale = math.Max(0.5, frac*sum/float64(len(vals)))
	}
	return b
}

// reward is one seat's reward in [0, 1] for a margin m: 1/2 when it is the
// root's, towards 1 (0) as it gains (loses) several scales. Unlike a
// softmax of the values, it does not saturate for a seat that leads or
// trails by far: every seat's own gains and losses count, whatever the
// standing (a search whose rewards were all ≈0 or ≈1 only explored, and
// chose by noise).
func (b *baseline) reward(seat int, m float64) float64 {
	return 0.5 + 0.5*math.Tanh((m-b.margin[seat])/b.scale)
}

// rewards are every seat's rewards for the values vals.
func (b *baseline) rewards(vals []float64, out []float64) []float64 {
	out = out[:0]
	for i := range vals {
		out = append(out, b.reward(i, margin(vals, i)))
	}
	return out
}
