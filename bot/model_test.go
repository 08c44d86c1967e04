package bot

import (
	"context"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
)

// TestFitLearnsWinner: on made-up positions where the seat with the most
// score usually wins, the fit gives score a positive weight and names the
// winner far more often than chance on positions it was not fitted on.
func TestFitLearnsWinner(t *testing.T) {
	make := func(seed uint64, n int) []example {
		rng := rand.New(rand.NewPCG(seed, 1))
		var out []example
		for k := 0; k < n; k++ {
			fs := []engine.SeatFeatures{}
			for s := 0; s < 4; s++ {
				fs = append(fs, engine.SeatFeatures{Score: 100 + 40*rng.Float64(), RoundsLeft: 3})
			}
			m := &Model{StageRounds: 7}
			sc := []float64{}
			for _, f := range fs {
				sc = append(sc, f.Score+10*rng.NormFloat64())
			}
			out = append(out, example{x: m.expand(fs), winner: winShares(sc), at: 0.5, game: k, score: sc})
		}
		return out
	}
	m := &Model{StageRounds: 7}
	m.Fit(make(1, 400), 1e-4, 300, nil)
	if m.W[0]+m.W[len(InputNames)]*3.0/7 <= 0 {
		t.Fatalf("score's weight %v, %v: not positive", m.W[0], m.W[len(InputNames)])
	}
	pts, _ := judge(m, m, make(2, 200), []float64{0.5})
	if acc := pts[0].ModelWins / float64(pts[0].Games); acc < 0.5 {
		t.Fatalf("held-out accuracy %.2f, want well above the chance of 0.25", acc)
	}
}

// TestFitLearnsLateness: on made-up positions whose outcome is the score
// plus luck that grows like the root of the rounds left, a lead decides
// more near the end; the fit with the lateness basis says so (a fixed lead
// gets a higher chance with fewer rounds left) and predicts positions it
// was not fitted on better than the fit of the score on the first two
// bases alone.
func TestFitLearnsLateness(t *testing.T) {
	gen := func(seed uint64, n int) []example {
		rng := rand.New(rand.NewPCG(seed, 2))
		var out []example
		for k := 0; k < n; k++ {
			left := 7 * rng.Float64()
			fs := []engine.SeatFeatures{}
			sc := []float64{}
			for s := 0; s < 3; s++ {
				f := engine.SeatFeatures{Score: 100 + 30*rng.Float64(), RoundsLeft: left}
				fs = append(fs, f)
				sc = append(sc, f.Score+8*math.Sqrt(1+left)*rng.NormFloat64())
			}
			m := &Model{StageRounds: 7}
			out = append(out, example{x: m.expand(fs), winner: winShares(sc), at: 1 - left/7, game: k, score: sc})
		}
		return out
	}
	fit, held := gen(3, 3000), gen(4, 1000)
	k := len(InputNames)
	late := &Model{StageRounds: 7}
	late.Fit(fit, 1e-4, 600, []int{0, k, 2 * k})
	linear := &Model{StageRounds: 7}
	linear.Fit(fit, 1e-4, 600, []int{0, k})
	grad := make([]float64, nBases*k)
	lossLate, lossLinear := late.lossGrad(held, 0, grad), linear.lossGrad(held, 0, grad)
	if lossLate >= lossLinear {
		t.Fatalf("held-out log loss %.4f with the lateness, %.4f without: it should predict better", lossLate, lossLinear)
	}
	lead := func(left float64) float64 {
		fs := []engine.SeatFeatures{{Score: 120, RoundsLeft: left}, {Score: 110, RoundsLeft: left}, {Score: 110, RoundsLeft: left}}
		return softmax(late.seatLogits(fs))[0]
	}
	if !(lead(0) > lead(1) && lead(1) > lead(3) && lead(3) > lead(6)) {
		t.Fatalf("a lead of 10 gets %.3f, %.3f, %.3f, %.3f with 0, 1, 3, 6 rounds left: want less the more are left", lead(0), lead(1), lead(3), lead(6))
	}
}

// TestTrainReproducible: the same self-play seed gives the same weights,
// another seed other weights.
func TestTrainReproducible(t *testing.T) {
	tt, err := registry.Lookup("1713 Menorca")
	if err != nil {
		t.Fatal(err)
	}
	train := func(seed uint64) []float64 {
		tr, err := Train(context.Background(), SelfPlay{Titles: []engine.Title{tt}, Seed: seed, Every: 10}, []string{tt.Name()}, 2, 1, 1e-4, 50, 8, nil)
		if err != nil {
			t.Fatal(err)
		}
		return tr.Model.W
	}
	a, b, c := train(3), train(3), train(4)
	if !slices.Equal(a, b) {
		t.Fatalf("seed 3 twice: %v and %v", a, b)
	}
	if slices.Equal(a, c) {
		t.Fatal("seeds 3 and 4 gave the same weights")
	}
}

// TestChances: a model's chances sum to 1 before the end, and a finished
// game's are its winners'.
func TestChances(t *testing.T) {
	for _, title := range []string{"18ZOO - Map A", "1713 Menorca"} {
		m := ModelFor(title)
		if m == nil {
			t.Fatalf("no model serves %s", title)
		}
		g := newTitleGame(t, title, 3, 11)
		h := NewHeuristic(1)
		for k := 0; !g.Finished() && k < 5000; k++ {
			if k%50 == 0 {
				sum := 0.0
				for _, c := range m.Chances(g) {
					sum += c
				}
				if math.Abs(sum-1) > 1e-9 {
					t.Fatalf("%s action %d: chances sum to %v", title, k, sum)
				}
			}
			a, err := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
		if !g.Finished() {
			t.Fatalf("%s: not over", title)
		}
		if got, want := m.Chances(g), winShares(Scores(g)); !slices.Equal(got, want) {
			t.Fatalf("%s finished: chances %v, want the winners' %v", title, got, want)
		}
	}
}

// TestParseModelChecksInputs: a model with an input this code does not
// know, or with weights that do not fit its inputs, is refused with a
// message that says to retrain; a model fitted without some of this
// code's inputs gives them no weight and keeps its own where they are now.
func TestParseModelChecksInputs(t *testing.T) {
	for _, bad := range []string{`{"inputs":["score","luck"],"weights":[1,2,3,4]}`, `{"inputs":["score","reach"],"weights":[1,2,3]}`,
		`{"inputs":["score"],"bases":["one","late"],"weights":[1,2]}`, `{"inputs":["score"],"bases":["one","stage","late"],"weights":[1,2]}`} {
		if _, err := ParseModel([]byte(bad)); err == nil {
			t.Fatalf("%s was accepted", bad)
		}
	}
	m, err := ParseModel([]byte(`{"inputs":["reach","score"],"weights":[1,2,3,4]}`))
	if err != nil {
		t.Fatal(err)
	}
	k := len(InputNames)
	r, s := slices.Index(InputNames, "reach"), slices.Index(InputNames, "score")
	for j := range m.W {
		want := 0.0
		switch j {
		case r, s, k + r, k + s:
			want = map[int]float64{r: 1, s: 2, k + r: 3, k + s: 4}[j]
		}
		if m.W[j] != want {
			t.Fatalf("weight %d is %v, want %v (weights %v)", j, m.W[j], want, m.W)
		}
	}
	// with the lateness: its weights go to the third basis
	m, err = ParseModel([]byte(`{"inputs":["reach","score"],"bases":["one","stage","late"],"weights":[1,2,3,4,5,6],"score_only":[7,8,9]}`))
	if err != nil {
		t.Fatal(err)
	}
	for j, want := range map[int]float64{r: 1, s: 2, k + r: 3, k + s: 4, 2*k + r: 5, 2*k + s: 6} {
		if m.W[j] != want {
			t.Fatalf("weight %d is %v, want %v (weights %v)", j, m.W[j], want, m.W)
		}
	}
	if !slices.Equal(m.ScoreOnly, []float64{7, 8, 9}) || !slices.Equal(m.Bases, Bases) {
		t.Fatalf("score-only weights %v, bases %v", m.ScoreOnly, m.Bases)
	}
}

// TestSeatLogitsAsExpanded: the searches' logits (seatLogits) are the
// fitted form's (logits of the expanded inputs).
func TestSeatLogitsAsExpanded(t *testing.T) {
	m := ModelFor("18ZOO - Map A")
	g := newTitleGame(t, "18ZOO - Map A", 4, 3)
	h := NewHeuristic(2)
	for k := 0; k < 200 && !g.Finished(); k++ {
		fs := features(g)
		a, b := m.seatLogits(fs), m.logits(m.expand(fs))
		for i := range a {
			if math.Abs(a[i]-b[i]) > 1e-9 {
				t.Fatalf("action %d seat %d: %v against %v", k, i, a[i], b[i])
			}
		}
		act, err := h.Act(context.Background(), Position{Game: g, Seat: Mover(g)}, Budget{})
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(act); err != nil {
			t.Fatal(err)
		}
	}
}

// TestTrainRoundsPlaysByTheModel: a second round's self-play is played by
// the first round's model (SelfPlay.Policy): TrainRounds with 2 rounds is
// Train with that policy, its games differ from the first round's, and it
// is reproducible.
func TestTrainRoundsPlaysByTheModel(t *testing.T) {
	tt, err := registry.Lookup("18ZOO - Map A")
	if err != nil {
		t.Fatal(err)
	}
	sp := SelfPlay{Titles: []engine.Title{tt}, Seed: 5, Every: 10, Random: -1}
	names := []string{tt.Name()}
	one, err := Train(context.Background(), sp, names, 2, 1, 1e-4, 50, 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	two, err := TrainRounds(context.Background(), sp, 2, names, 2, 1, 1e-4, 50, 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	byPolicy := sp
	byPolicy.Policy = one.Model
	want, err := Train(context.Background(), byPolicy, names, 2, 1, 1e-4, 50, 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(two.Model.W, want.Model.W) || two.Model.Trained.Rounds != 2 {
		t.Fatalf("round 2 (%d rounds): %v, want the fit of games played by round 1's model %v", two.Model.Trained.Rounds, two.Model.W, want.Model.W)
	}
	if two.Model.Trained.Examples == one.Model.Trained.Examples && slices.Equal(two.Model.W, one.Model.W) {
		t.Fatal("round 2's games are round 1's: the policy was not played")
	}
	again, err := TrainRounds(context.Background(), sp, 2, names, 2, 1, 1e-4, 50, 7, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(two.Model.W, again.Model.W) {
		t.Fatal("two rounds twice gave other weights")
	}
}

// TestTrainParallelAndSearch: games played at once give the same model as
// one after another; seats that search (SelfPlay.Search) play other games
// than the heuristic (and seats that search by the learned model others
// again), the same ones again from the same seed, and the
// model says how it was fitted.
func TestTrainParallelAndSearch(t *testing.T) {
	tt, err := registry.Lookup("18ZOO - Map A")
	if err != nil {
		t.Fatal(err)
	}
	names := []string{tt.Name()}
	train := func(sp SelfPlay) *Model {
		t.Helper()
		tr, err := Train(context.Background(), sp, names, 3, 1, 1e-4, 50, 7, nil)
		if err != nil {
			t.Fatal(err)
		}
		return tr.Model
	}
	sp := SelfPlay{Titles: []engine.Title{tt}, Seed: 5, Every: 10, Random: -1}
	one := train(sp)
	sp.Parallel = 3
	if three := train(sp); !slices.Equal(one.W, three.W) || one.Trained.Examples != three.Trained.Examples {
		t.Fatalf("three games at once: %v (%d examples), one by one %v (%d)", three.W, three.Trained.Examples, one.W, one.Trained.Examples)
	}
	sp.Search = 8
	searched := train(sp)
	if slices.Equal(searched.W, one.W) && searched.Trained.Examples == one.Trained.Examples {
		t.Fatal("seats that search played the heuristic's games")
	}
	if searched.Trained.Search != 8 || one.Trained.Search != 0 {
		t.Fatalf("fitted with search %d and %d, want 8 and 0", searched.Trained.Search, one.Trained.Search)
	}
	if again := train(sp); !slices.Equal(again.W, searched.W) {
		t.Fatal("the same searched self-play twice gave other weights")
	}
	sp.SearchLearned = true
	learned := train(sp)
	if slices.Equal(learned.W, searched.W) && learned.Trained.Examples == searched.Trained.Examples {
		t.Fatal("seats that search by the learned model played the hand-set searches' games")
	}
	if !learned.Trained.SearchLearned || searched.Trained.SearchLearned {
		t.Fatalf("fitted by the learned model's searches: said %v, by the hand-set ones: said %v", learned.Trained.SearchLearned, searched.Trained.SearchLearned)
	}
}

// TestTrimDropsZeroBases: a model whose last basis has no weight is
// written without it and reads back with the same chances; one with a
// weight on it keeps it.
func TestTrimDropsZeroBases(t *testing.T) {
	m := ModelFor("18ZOO - Map A")
	if m == nil {
		t.Fatal("no 18ZOO model")
	}
	k := len(InputNames)
	if got := m.Trim(); len(got.Bases) != nBases || len(got.W) != nBases*k {
		t.Fatalf("a model with lateness weights trimmed to %v", got.Bases)
	}
	z := *m
	z.W = append([]float64(nil), m.W...)
	z.ScoreOnly = append([]float64(nil), m.ScoreOnly...)
	for j := 2 * k; j < 3*k; j++ {
		z.W[j] = 0
	}
	z.ScoreOnly[2] = 0
	tr := z.Trim()
	if len(tr.Bases) != 2 || len(tr.W) != 2*k || len(tr.ScoreOnly) != 2 {
		t.Fatalf("trimmed to bases %v, %d weights, %d score-only", tr.Bases, len(tr.W), len(tr.ScoreOnly))
	}
	data, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseModel(data)
	if err != nil {
		t.Fatal(err)
	}
	g := newTitleGame(t, "18ZOO - Map A", 4, 9)
	for i := 0; i < 60 && !g.Finished(); i++ {
		if err := g.Apply(Actions(g)[0]); err != nil {
			t.Fatal(err)
		}
	}
	if a, b := fmt.Sprint(z.Chances(g)), fmt.Sprint(back.Chances(g)); a != b {
		t.Fatalf("chances %s before the trim, %s after", a, b)
	}
}

// TestCapTreasury: with the treasury capped at the score's weight, a
// seat's logit gains no more from a treasury than from as much score at
// any stage, and early in 18ZOO (where the fitted treasury weight is above
// the score's) the capped logits differ from the fitted ones.
func TestCapTreasury(t *testing.T) {
	m := ModelFor("18ZOO - Map A")
	capped := *m
	capped.capTreasury = true
	for _, left := range []float64{7, 5, 3, 1, 0} {
		one := func(f engine.SeatFeatures) float64 {
			return capped.seatLogits([]engine.SeatFeatures{f, {Score: 100, RoundsLeft: left}})[0]
		}
		base := engine.SeatFeatures{Score: 100, RoundsLeft: left}
		rich := base
		rich.Treasury = 50
		scored := base
		scored.Score = 150
		// the unit is the table's mean score: compare gains at the same unit
		gainT := one(rich) - one(base)
		gainS := capped.seatLogits([]engine.SeatFeatures{scored, {Score: 50, RoundsLeft: left}})[0] - capped.seatLogits([]engine.SeatFeatures{base, {Score: 100, RoundsLeft: left}})[0]
		if gainT > gainS+1e-9 {
			t.Fatalf("%v rounds left: 50 in a treasury gains %.3f, 50 of score %.3f", left, gainT, gainS)
		}
	}
	early := []engine.SeatFeatures{{Score: 100, Treasury: 80, RoundsLeft: 7}, {Score: 100, RoundsLeft: 7}}
	if a, b := fmt.Sprint(m.seatLogits(early)), fmt.Sprint(capped.seatLogits(early)); a == b {
		t.Fatalf("capping changed nothing early: %s", a)
	}
}
