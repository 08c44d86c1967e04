package bot

import (
	"math"
	"math/rand/v2"
	"testing"

	"ferro/engine"
)

// sharpExamples are made-up positions of four seats whose winner is drawn
// from softmax(truth · score/unit) exactly: a model whose logits are the
// score's, times 1, is too timid by the factor truth.
func sharpExamples(seed uint64, n int, truth float64) (*Model, []example) {
	rng := rand.New(rand.NewPCG(seed, 3))
	m := &Model{StageRounds: 7, W: make([]float64, nBases*len(InputNames))}
	m.W[0] = 1
	var out []example
	for k := 0; k < n; k++ {
		fs := make([]engine.SeatFeatures, 4)
		for s := range fs {
			fs[s] = engine.SeatFeatures{Score: 100 + 150*rng.Float64(), RoundsLeft: 3}
		}
		x := m.expand(fs)
		p := m.logits(x)
		for i := range p {
			p[i] *= truth
		}
		softmax(p)
		win := make([]float64, len(p))
		r, acc := rng.Float64(), 0.0
		for i := range p {
			acc += p[i]
			if r < acc || i == len(p)-1 {
				win[i] = 1
				break
			}
		}
		out = append(out, example{x: x, winner: win, at: 0.5, game: k})
	}
	return m, out
}

// TestFitSharpness: the temperature fitted on positions whose winners
// follow chances twice as sharp as the model's logits is 2 (within the
// sampling), 1 where they follow the logits, and the sharpened chances'
// reliability curve on other positions lies on the diagonal where the
// unsharpened one does not.
func TestFitSharpness(t *testing.T) {
	m, fit := sharpExamples(1, 6000, 2)
	k := m.FitSharpness(fit)
	if math.Abs(k-2) > 0.2 {
		t.Fatalf("sharpness %.3f fitted on winners drawn at sharpness 2", k)
	}
	m1, fit1 := sharpExamples(2, 6000, 1)
	if k1 := m1.FitSharpness(fit1); math.Abs(k1-1) > 0.12 {
		t.Fatalf("sharpness %.3f fitted on winners drawn at sharpness 1", k1)
	}
	_, held := sharpExamples(3, 6000, 2)
	gap := func(bins []Bin) float64 { // the largest |won − predicted| of a well-filled bin
		worst := 0.0
		for _, b := range bins {
			if b.N >= 300 {
				worst = math.Max(worst, math.Abs(b.Won-b.Predicted))
			}
		}
		return worst
	}
	_, before := judge(m, m, held, nil)
	m.Sharpness = k
	_, after := judge(m, m, held, nil)
	if gb, ga := gap(before), gap(after); !(ga < 0.04 && gb > 2*ga) {
		t.Fatalf("reliability off the diagonal by %.3f unsharpened and %.3f sharpened: want it on it once sharpened", gb, ga)
	}
	// the chances shown are the sharpened ones
	fs := []engine.SeatFeatures{{Score: 200, RoundsLeft: 3}, {Score: 100, RoundsLeft: 3}}
	plain := softmax(m.seatLogits(fs))
	shown := softmax(m.sharpen(m.seatLogits(fs)))
	if !(shown[0] > plain[0]) {
		t.Fatalf("the leader's chance %.3f sharpened, %.3f plain", shown[0], plain[0])
	}
}

// TestBoundTreasury: on made-up positions where a seat's family treasury
// predicts its win five times as strongly as its score, the fit gives the
// treasury more weight than the score; bounded (SelfPlay.BoundTreasury),
// at no stage more.
func TestBoundTreasury(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 5))
	var exs []example
	for n := 0; n < 3000; n++ {
		left := 7 * rng.Float64()
		fs := make([]engine.SeatFeatures, 3)
		sc := make([]float64, 3)
		for s := range fs {
			fs[s] = engine.SeatFeatures{Score: 100 + 30*rng.Float64(), Treasury: 30 * rng.Float64(), RoundsLeft: left}
			sc[s] = fs[s].Score + 5*fs[s].Treasury + 20*rng.NormFloat64()
		}
		m := &Model{StageRounds: 7}
		exs = append(exs, example{x: m.expand(fs), winner: winShares(sc), at: 1 - left/7, game: n})
	}
	k := len(InputNames)
	weight := func(m *Model, j int, left float64) float64 {
		bs := m.bases(left)
		return m.W[j] + m.W[k+j]*bs[1] + m.W[2*k+j]*bs[2]
	}
	free := &Model{StageRounds: 7}
	free.Fit(exs, 1e-4, 400, nil)
	if weight(free, treasuryInput, 3) <= weight(free, 0, 3) {
		t.Fatalf("unbounded: treasury %.3f, score %.3f: the made-up games value the treasury more", weight(free, treasuryInput, 3), weight(free, 0, 3))
	}
	bound := &Model{StageRounds: 7, boundTreasury: true}
	bound.Fit(exs, 1e-4, 400, nil)
	for left := 0.0; left <= 14; left += 0.25 {
		if tw, sw := weight(bound, treasuryInput, left), weight(bound, 0, left); tw > sw+0.05 {
			t.Fatalf("bounded, %.2f rounds left: treasury %.3f over the score's %.3f", left, tw, sw)
		}
	}
}
