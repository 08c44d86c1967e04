package bot

import (
	"context"
	"fmt"
	"io"
	"sync"
)

// Training is a fitted model and how it did on games it was not fitted on.
type Training struct {
	Model       *Model
	Base        *Model       // the plain-score model (score and score×stage alone), fitted on the same examples
	Points      []PointScore // held-out winner prediction at 25/50/75% of the games
	Reliability []Bin        // held-out reliability curve of the model's chances
	Unsharp     []Bin        // the same before the sharpness was fitted (Model.Sharpness 1)
	HeldSharp   float64      // the sharpness the held-out positions would have given (for the report; not used)
	Held        int          // held-out games
	HeldEx      int          // held-out positions
	Skipped     int          // games given up (no end within the action limit)
}

// TrainRounds is Train played rounds times: round 1 as sp says, and each
// later round's heuristic seats evaluating by the model the round before
// fitted (SelfPlay.Policy), so that the model learns what wins among
// players who play by it rather than by the hand-set weights. Every round
// plays the same seeds; the last round's training is returned. The same
// arguments give the same model.
func TrainRounds(ctx context.Context, sp SelfPlay, rounds int, titles []string, games, holdout int, l2 float64, iters int, stageRounds float64, progress io.Writer) (*Training, error) {
	var tr *Training
	for r := 1; r <= max(rounds, 1); r++ {
		if r > 1 {
			sp.Policy = tr.Model
			if progress != nil {
				fmt.Fprintf(progress, "  round %d: the heuristic seats play by round %d's model\n", r, r-1)
			}
		}
		var err error
		if tr, err = Train(ctx, sp, titles, games, holdout, l2, iters, stageRounds, progress); err != nil {
			return nil, err
		}
		if rounds > 1 {
			tr.Model.Trained.Rounds = rounds
		}
	}
	return tr, nil
}

// Train plays sp's games 0..games-1 and fits a model on their positions,
// then plays games games..games+holdout-1 and judges it on them. The same
// arguments give the same model: every game draws from its own seed, and
// the fit has no randomness. progress, when not nil, gets a line every 50
// games.
func Train(ctx context.Context, sp SelfPlay, titles []string, games, holdout int, l2 float64, iters int, stageRounds float64, progress io.Writer) (*Training, error) {
	m := &Model{Titles: titles, Inputs: InputNames, Bases: Bases, StageRounds: stageRounds}
	tr := &Training{}
	collect := func(from, to int) ([]example, error) {
		got := make([][]example, to-from)
		errs := make([]error, to-from)
		next := make(chan int)
		var wg sync.WaitGroup
		for range max(1, sp.Parallel) {
			wg.Add(1)
			go func() {
				defer wg.Done()
				for k := range next {
					got[k-from], errs[k-from] = sp.Play(ctx, k, m)
				}
			}()
		}
		for k := from; k < to; k++ {
			next <- k
			if progress != nil && (k+1-from)%50 == 0 {
				fmt.Fprintf(progress, "  %d/%d games started\n", k+1-from, to-from)
			}
		}
		close(next)
		wg.Wait()
		var out []example
		for i := range got {
			if errs[i] != nil {
				return nil, errs[i]
			}
			if got[i] == nil {
				tr.Skipped++
			}
			out = append(out, got[i]...)
		}
		return out, nil
	}
	fitEx, err := collect(0, games)
	if err != nil {
		return nil, err
	}
	nb := len(Bases)
	if sp.FitBases > 0 {
		nb = min(nb, sp.FitBases)
	}
	var free []int // the weights the fit may move: every input on the first nb bases
	if nb < len(Bases) {
		for j := range nb * len(InputNames) {
			free = append(free, j)
		}
	}
	m.boundTreasury = sp.BoundTreasury
	loss := m.Fit(fitEx, l2, iters, free)
	m.boundTreasury = false
	m.Trained = TrainInfo{Seed: sp.Seed, Search: sp.Search, SearchLearned: sp.SearchLearned, Games: games, Examples: len(fitEx), L2: l2, Iters: iters, LogLoss: loss, BoundTreasury: sp.BoundTreasury}
	base := &Model{Titles: titles, Inputs: InputNames, Bases: Bases, StageRounds: stageRounds}
	var scoreW []int // the score (input 0) times each basis
	for b := range nb {
		scoreW = append(scoreW, b*len(InputNames))
	}
	base.Fit(fitEx, l2, iters, scoreW)
	for _, j := range scoreW {
		m.ScoreOnly = append(m.ScoreOnly, base.W[j])
	}
	m.ScoreOnly = append(m.ScoreOnly, make([]float64, len(Bases)-nb)...)
	heldEx, err := collect(games, games+holdout)
	if err != nil {
		return nil, err
	}
	tr.Model, tr.Base = m, base
	calEx := fitEx
	if sp.Calibrate > 0 {
		if calEx, err = collect(games+holdout, games+holdout+sp.Calibrate); err != nil {
			return nil, err
		}
		m.Trained.Calibrate = sp.Calibrate
	}
	sharp := m.FitSharpness(calEx)
	_, tr.Unsharp = judge(m, base, heldEx, nil)
	tr.HeldSharp = m.FitSharpness(heldEx)
	m.Sharpness = sharp
	tr.Points, tr.Reliability = judge(m, base, heldEx, []float64{0.25, 0.5, 0.75})
	tr.Held, tr.HeldEx = holdout, len(heldEx)
	return tr, nil
}
