package bot

import (
	"context"
	"fmt"
	"math/rand/v2"

	"ferro/engine"
)

// SelfPlay describes the games a model is fitted on: seeded, so that the
// same description gives the same games (and examples) again.
type SelfPlay struct {
	Titles  []engine.Title // played in turn: game k is Titles[k mod len], its player counts in turn
	Seed    uint64         // game k draws from Seed+k alone
	Every   int            // a position is kept every Every actions (default 3)
	Explore float64        // chance a heuristic seat plays a move drawn by type instead (default 0.05)
	Random  float64        // chance a seat is random-by-type for the whole game (default 0.1)
	Max     int            // actions after which a game is given up (default 5000)
	Policy  *Model         // the heuristic seats evaluate by this model (nil: the hand-set weights)
	// Search, when above 0, seats the non-random players as mcts at this
	// many simulations (hand-set weights, one worker) instead of the
	// heuristic, so that the positions are those searches reach; Policy
	// is then unused.
	Search int
	// SearchLearned: the searching seats evaluate by the title's learned
	// model (ModelFor), so that the model is fitted on the games of the
	// bot that plays by it (mcts-learned). It is the committed model in
	// every round of TrainRounds: a later round does not search by the
	// model the round before fitted (Policy is for the heuristic seats).
	SearchLearned bool
	// Parallel is how many games are played at once (default 1). The
	// games and their examples do not depend on it: each game draws from
	// its own seed, and they are collected in order.
	Parallel int
	// FitBases, when above 0, lets the fit weigh only the first FitBases
	// stage bases (Bases); the others keep 0 and are left out of the
	// model written (Model.Trim). 1713 Menorca's model is fitted on two:
	// with the lateness it predicted better but played worse (docs/bots.md,
	// 6 December 2026).
	FitBases int
	// Calibrate is how many games, played after the held-out ones, the
	// model's sharpness is fitted on (Model.FitSharpness; 0: on the
	// fitting games' positions, which the weights were fitted on too).
	Calibrate int
	// BoundTreasury holds the fitted treasury's weight at most the
	// score's at every stage (Model.boundPenalty).
	BoundTreasury bool
}

// GameSpec is game k's title and player count.
func (sp *SelfPlay) GameSpec(k int) (engine.Title, int) {
	t := sp.Titles[k%len(sp.Titles)]
	lo, hi := t.Players()
	n := lo + (k/len(sp.Titles))%(hi-lo+1)
	return t, n
}

// exploring is a heuristic that sometimes plays a move drawn by type, so
// that the games visit positions the heuristic alone would not.
type exploring struct {
	b   Bot // the heuristic, or a search (SelfPlay.Search)
	r   *RandomByType
	eps float64
	rng *rand.Rand
}

func (e *exploring) Name() string { return "heuristic-exploring" }

func (e *exploring) Act(ctx context.Context, pos Position, b Budget) (engine.Action, error) {
	if e.rng.Float64() < e.eps {
		return e.r.Act(ctx, pos, b)
	}
	return e.b.Act(ctx, pos, b)
}

// Play plays game k of the self-play and returns its examples: every
// Every-th position's features with the game's final winners.
func (sp *SelfPlay) Play(ctx context.Context, k int, m *Model) ([]example, error) {
	every := sp.Every
	if every <= 0 {
		every = 3
	}
	maxA := sp.Max
	if maxA <= 0 {
		maxA = 5000
	}
	title, n := sp.GameSpec(k)
	rng := rand.New(rand.NewPCG(sp.Seed+uint64(k), 0x5e1f))
	cfg := engine.Config{Title: title.Name(), Seed: int64(rng.Uint32())}
	bots := make([]Bot, n)
	for s := 0; s < n; s++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(s + 1), Name: fmt.Sprint("P", s+1)})
		if rng.Float64() < frac(sp.Random, 0.1) {
			bots[s] = NewRandomByType(rng.Uint64())
		} else {
			var b Bot
			if sp.Search > 0 {
				m := NewMCTS(rng.Uint64())
				m.Sims = sp.Search
				m.Learned = sp.SearchLearned
				b = m
			} else {
				h := NewHeuristic(rng.Uint64())
				h.Model = sp.Policy
				b = h
			}
			bots[s] = &exploring{b: b, r: NewRandomByType(rng.Uint64()), eps: frac(sp.Explore, 0.05), rng: rand.New(rand.NewPCG(rng.Uint64(), 1))}
		}
	}
	g, err := title.New(cfg)
	if err != nil {
		return nil, err
	}
	var fs [][]engine.SeatFeatures
	var scores [][]float64
	var at []int
	played := 0
	for i := 0; i < maxA && !g.Finished(); i++ {
		if i%every == 0 {
			if f := features(g); f != nil {
				fs, scores, at = append(fs, f), append(scores, Scores(g)), append(at, i)
			}
		}
		seat := Mover(g)
		if seat < 0 {
			return nil, fmt.Errorf("self-play game %d: nobody acts", k)
		}
		a, err := consentedAct(ctx, bots[seat], Position{Game: g, Seat: seat}, Budget{}, ConsentSeed(cfg.Seed, i))
		if err != nil {
			return nil, fmt.Errorf("self-play game %d: %w", k, err)
		}
		a.ID = i + 1
		if err := g.Apply(a); err != nil {
			return nil, fmt.Errorf("self-play game %d: %w", k, err)
		}
		played++
	}
	if !g.Finished() {
		return nil, nil // given up: no outcome to learn from
	}
	win := winShares(Scores(g))
	out := make([]example, len(fs))
	for i := range fs {
		out[i] = example{x: m.expand(fs[i]), winner: win, at: float64(at[i]) / float64(max(played, 1)), game: k, score: scores[i]}
	}
	return out, nil
}

func frac(v, def float64) float64 {
	if v == 0 {
		return def
	}
	return max(v, 0)
}
