package bot

import (
	"embed"
	"encoding/json"
	"fmt"
	"math"
	"slices"
	"sync"

	"ferro/engine"
)

// Model is the learned evaluation: every seat's chance of winning from its
// features (engine.SeatFeatures), a conditional logit (a softmax over the
// seats of one linear score per seat), fitted on self-play games by
// Fit (see ferro train). A seat's inputs are its features in units of the
// table's mean score (counts as they are), each times every stage basis
// (Bases: 1, the stage RoundsLeft/StageRounds at most 1, and the lateness
// 1/√(1+RoundsLeft)), so that how much a feature says can change as the
// game goes on:
//
//	logit(seat) = Σ_k (W[k] + W[K+k]·stage + W[2K+k]·late) · input_k(seat)
//	chance(seat) = exp(logit(seat)) / Σ_s exp(logit(s))
//
// The lateness is there for the end: a lead of the same size decides more
// the fewer rounds are left to change it (as a random walk's spread grows
// with the root of its steps), which a weight linear in the stage cannot
// follow.
//
// A finished game's chances are its winners' (ties share). The weights are
// data: bot/models/*.json, embedded, one file per family of titles
// (Titles names the titles it serves).
type Model struct {
	Titles      []string  `json:"titles"`       // the titles it was fitted on and serves
	Inputs      []string  `json:"inputs"`       // the input names (InputNames), checked when loaded
	StageRounds float64   `json:"stage_rounds"` // RoundsLeft at which the stage is 1
	Bases       []string  `json:"bases"`        // the stage bases (Bases); a model without them has the first two
	W           []float64 `json:"weights"`      // len(Bases) × len(Inputs): every input's weight on the first basis, then on the second …
	ScoreOnly   []float64 `json:"score_only"`   // the plain-score model's weights on the score times each basis, fitted on the same positions: the baseline the model is judged against
	// Sharpness multiplies the logits of the chances shown (Chances; 0
	// reads as 1): a temperature fitted after the weights, on the same
	// positions, so that a chance of 0.8 is won four times in five
	// (FitSharpness). The search's values do not use it (Evaluate divides
	// the logits by the score's weight, which it would scale alike).
	Sharpness float64   `json:"sharpness,omitempty"`
	Trained   TrainInfo `json:"trained"` // how it was fitted (for ferro train's report and the docs)

	// boundTreasury: the fit keeps a treasury's weight at most the
	// score's at every stage (SelfPlay.BoundTreasury, boundPenalty).
	boundTreasury bool
	// capTreasury: a treasury's weight is at most the score's at every
	// stage (an experiment of the search, MCTS.CapTreasury).
	capTreasury bool
}

// TrainInfo says how a model was fitted, so that it can be fitted again.
type TrainInfo struct {
	Seed          uint64  `json:"seed"`
	Games         int     `json:"games"`
	Examples      int     `json:"examples"`
	L2            float64 `json:"l2"`
	Iters         int     `json:"iters"`
	LogLoss       float64 `json:"log_loss"`                 // on the examples it was fitted on
	Rounds        int     `json:"rounds,omitempty"`         // self-play rounds (TrainRounds); 0: one, by the hand-set weights
	Search        int     `json:"search,omitempty"`         // the self-play seats' mcts simulations (SelfPlay.Search); 0: the heuristic
	SearchLearned bool    `json:"search_learned,omitempty"` // the searching seats evaluated by the learned model (SelfPlay.SearchLearned)
	// Calibrate: the sharpness was fitted on this many games played
	// after the held-out ones (SelfPlay.Calibrate; 0: on the fitting
	// games).
	Calibrate int `json:"calibrate,omitempty"`
	// BoundTreasury: the treasury's weight was held at most the score's
	// at every stage (SelfPlay.BoundTreasury).
	BoundTreasury bool `json:"bound_treasury,omitempty"`
}

// InputNames are the model's inputs in order: money features are divided
// by the table's mean score (unit), Income is multiplied by the rounds left.
// Cash is not one: it is in the score already, and fitted on its own it
// took a weight of its own (players who kept cash won more often), with
// which a search sold shares for cash where people passed (agreement with
// people's moves 15.0% against the hand-set evaluation's 22.0%). The
// score counts Rise, what the seat's holdings will still gain by the end
// on their own (18ZOO's ZOOTickets): fitted on its own, its weight came
// out negative on some seeds, and selling a ticket (the same score, less
// rise) looked better than keeping it.
var InputNames = []string{"score", "pending", "income_left", "treasury", "train_gap", "danger",
	"at_risk", "presidency", "dump", "cert_slack", "priority", "reach"}

// inputs fills x with seat's inputs (len(InputNames)).
func inputs(f *engine.SeatFeatures, unit float64, x []float64) {
	x[0] = (f.Score + f.Rise) / unit
	x[1] = f.Pending / unit
	x[2] = f.Income * f.RoundsLeft / unit
	x[3] = f.Treasury / unit
	x[4] = f.TrainGap / unit
	x[5] = f.Danger / unit
	x[6] = f.AtRisk
	x[7] = f.Presidency
	x[8] = f.Dump
	x[9] = f.CertSlack
	x[10] = f.Priority
	x[11] = f.Reach / unit
}

// Bases are the stage bases every input is multiplied by, in order.
var Bases = []string{"one", "stage", "late"}

// nBases is len(Bases).
const nBases = 3

// bases are the values of the stage bases with left rounds to go: 1; the
// stage, 1 early and 0 at the end; the lateness, 1 at the end and
// 1/√(1+left) before.
func (m *Model) bases(left float64) [nBases]float64 {
	st := 0.0
	if m.StageRounds > 0 {
		st = math.Min(1, math.Max(0, left/m.StageRounds))
	}
	return [nBases]float64{1, st, 1 / math.Sqrt(1+math.Max(0, left))}
}

// example is one position's inputs: per seat, the inputs and the stage
// (features already expanded, see expand).
type example struct {
	x      [][]float64 // per seat, nBases·K expanded inputs
	winner []float64   // per seat, its share of the win (sums to 1)
	at     float64     // how far into its game the position is, 0..1
	game   int         // the game it comes from
	score  []float64   // the seats' scores (the plain-score predictor)
}

// expand turns features into the model's expanded inputs, per seat.
func (m *Model) expand(fs []engine.SeatFeatures) [][]float64 {
	k := len(InputNames)
	unit := meanUnit(fs)
	out := make([][]float64, len(fs))
	for i := range fs {
		x := make([]float64, nBases*k)
		inputs(&fs[i], unit, x[:k])
		bs := m.bases(fs[i].RoundsLeft)
		for b := nBases - 1; b >= 0; b-- {
			for j := 0; j < k; j++ {
				x[b*k+j] = x[j] * bs[b]
			}
		}
		out[i] = x
	}
	return out
}

// logits are the per-seat linear scores of expanded inputs.
func (m *Model) logits(x [][]float64) []float64 {
	out := make([]float64, len(x))
	for i, xi := range x {
		s := 0.0
		for j, v := range xi {
			s += m.W[j] * v
		}
		out[i] = s
	}
	return out
}

// softmax of v, in place.
func softmax(v []float64) []float64 {
	mx := slices.Max(v)
	sum := 0.0
	for i := range v {
		v[i] = math.Exp(v[i] - mx)
		sum += v[i]
	}
	for i := range v {
		v[i] /= sum
	}
	return v
}

// features are every seat's features in g (nil for a game without
// features: every seat's are zero, as a game made for a test gives them).
func features(g engine.Game) []engine.SeatFeatures {
	fs := make([]engine.SeatFeatures, len(g.Config().Players))
	some := false
	for i := range fs {
		fs[i] = g.Features(i)
		some = some || fs[i] != (engine.SeatFeatures{})
	}
	if !some {
		return nil
	}
	return fs
}

// Chances are every seat's chances of winning g: the winners' shares when
// it is over; else the model's (a softmax of the plain scores for a title
// without features).
func (m *Model) Chances(g engine.Game) []float64 {
	if g.Finished() {
		return winShares(Scores(g))
	}
	fs := features(g)
	if fs == nil {
		return winShares(Scores(g))
	}
	return softmax(m.sharpen(m.seatLogits(fs)))
}

// sharpen multiplies logits by the model's Sharpness, in place.
func (m *Model) sharpen(lg []float64) []float64 {
	if m.Sharpness > 0 {
		for i := range lg {
			lg[i] *= m.Sharpness
		}
	}
	return lg
}

// seatLogits are the seats' logits straight from their features (the same
// as logits(expand(fs)), without building the expanded inputs: the
// searches call it at every leaf).
func (m *Model) seatLogits(fs []engine.SeatFeatures) []float64 {
	k := len(InputNames)
	unit := meanUnit(fs)
	var buf [32]float64
	x := buf[:k]
	out := make([]float64, len(fs))
	for i := range fs {
		inputs(&fs[i], unit, x)
		bs := m.bases(fs[i].RoundsLeft)
		s, scoreW := 0.0, 0.0
		for j, v := range x {
			w := m.W[j] + m.W[k+j]*bs[1] + m.W[2*k+j]*bs[2]
			if j == 0 {
				scoreW = w
			} else if m.capTreasury && j == treasuryInput {
				w = min(w, max(scoreW, 0))
			}
			s += w * v
		}
		out[i] = s
	}
	return out
}

// ScoreChances are the plain score's chances: the softmax of the seats'
// scores (in units of the table's mean) by the score-only weights fitted
// with the model, or the winners' when g is over.
func (m *Model) ScoreChances(g engine.Game) []float64 {
	fs := features(g)
	if g.Finished() || fs == nil || len(m.ScoreOnly) != nBases {
		return winShares(Scores(g))
	}
	b := &Model{StageRounds: m.StageRounds, W: make([]float64, nBases*len(InputNames))}
	for j, w := range m.ScoreOnly {
		b.W[j*len(InputNames)] = w
	}
	return softmax(b.logits(b.expand(fs)))
}

// winShares gives the best scores' seats equal shares of 1.
func winShares(scores []float64) []float64 {
	out := make([]float64, len(scores))
	if len(scores) == 0 {
		return out
	}
	best := slices.Max(scores)
	k := 0
	for _, s := range scores {
		if s == best {
			k++
		}
	}
	for i, s := range scores {
		if s == best {
			out[i] = 1 / float64(k)
		}
	}
	return out
}

// Evaluate is every seat's value in the title's money, as the searches
// use it (the Evaluator of Heuristic and MCTS): the model's logit divided by
// what one unit of score is worth in it at this stage, times the unit, so
// that a value differs from another by what the model says the difference
// is worth in score. A finished game's values are its scores.
func (m *Model) Evaluate(g engine.Game) []float64 {
	fs := features(g)
	if g.Finished() || fs == nil {
		return Scores(g)
	}
	lg := m.seatLogits(fs)
	unit, slope := meanUnit(fs), m.scoreSlope(fs[0].RoundsLeft)
	for i := range lg {
		lg[i] = unit * lg[i] / slope
	}
	return lg
}

// Evaluator gives every seat's value in a position, in the title's money
// (*Weights, the hand-set evaluation, and *Model, the learned one).
type Evaluator interface {
	Evaluate(g engine.Game) []float64
}

//go:generate go run ../cmd/ferro train --family 18zoo --games 1200 --iters 3000 --calibrate 150 --out models
//go:generate go run ../cmd/ferro train --family menorca --games 800 --holdout 200 --calibrate 200 --bases 2 --out models

//go:embed models/*.json
var modelFiles embed.FS

var (
	modelsOnce sync.Once
	models     []*Model
	modelsErr  error
)

// loadModels reads the embedded models.
func loadModels() ([]*Model, error) {
	modelsOnce.Do(func() {
		ents, err := modelFiles.ReadDir("models")
		if err != nil {
			modelsErr = err
			return
		}
		for _, e := range ents {
			data, err := modelFiles.ReadFile("models/" + e.Name())
			if err != nil {
				modelsErr = err
				return
			}
			m, err := ParseModel(data)
			if err != nil {
				modelsErr = fmt.Errorf("bot/models/%s: %w", e.Name(), err)
				return
			}
			models = append(models, m)
		}
	})
	return models, modelsErr
}

// ParseModel reads a model's JSON and checks it fits this code's inputs.
func ParseModel(data []byte) (*Model, error) {
	var m Model
	if err := json.Unmarshal(data, &m); err != nil {
		return nil, err
	}
	if len(m.Bases) == 0 { // fitted before the lateness: its weights on it are 0
		m.Bases = Bases[:2]
	}
	if len(m.W) != len(m.Bases)*len(m.Inputs) {
		return nil, fmt.Errorf("model has %d weights for %d inputs and %d bases, want %d", len(m.W), len(m.Inputs), len(m.Bases), len(m.Bases)*len(m.Inputs))
	}
	if !slices.Equal(m.Bases, Bases[:len(m.Bases)]) {
		return nil, fmt.Errorf("model bases %v are not the first of this code's %v: retrain (ferro train)", m.Bases, Bases)
	}
	if n := len(m.ScoreOnly); n > 0 {
		if n != len(m.Bases) {
			return nil, fmt.Errorf("model has %d score-only weights for %d bases", n, len(m.Bases))
		}
		m.ScoreOnly = append(m.ScoreOnly, make([]float64, nBases-n)...)
	}
	if !slices.Equal(m.Inputs, InputNames) || len(m.Bases) != nBases {
		if err := m.widen(); err != nil {
			return nil, err
		}
	}
	return &m, nil
}

// widen puts m's weights in this code's input order and bases, giving an
// input or a basis m was fitted without no weight (a title whose features
// never fill it, as 1713 Menorca and Reach, loses nothing). An input m has
// that the code does not is an error: retrain.
func (m *Model) widen() error {
	k, have := len(InputNames), len(m.Inputs)
	w := make([]float64, nBases*k)
	for i, name := range m.Inputs {
		j := slices.Index(InputNames, name)
		if j < 0 {
			return fmt.Errorf("model input %q is not one of this code's %v: retrain (ferro train)", name, InputNames)
		}
		for b := range m.Bases {
			w[b*k+j] = m.W[b*have+i]
		}
	}
	m.Inputs, m.Bases, m.W = InputNames, Bases, w
	return nil
}

// Trim is m without its last stage bases while all their weights are 0
// (a fit held them there: SelfPlay.FitBases), as a model fitted before
// them was written; ParseModel reads it back with those weights 0.
func (m *Model) Trim() *Model {
	k := len(m.Inputs)
	nb := len(m.Bases)
	for nb > 1 && k > 0 && len(m.W) == nb*k {
		zero := len(m.ScoreOnly) < nb || m.ScoreOnly[nb-1] == 0
		for _, w := range m.W[(nb-1)*k:] {
			zero = zero && w == 0
		}
		if !zero {
			break
		}
		nb--
	}
	out := *m
	out.Bases = m.Bases[:nb]
	out.W = m.W[:nb*k]
	if len(m.ScoreOnly) > nb {
		out.ScoreOnly = m.ScoreOnly[:nb]
	}
	return &out
}

// meanUnit is the table's mean score (at least 1): the unit the model's
// money inputs are measured in.
func meanUnit(fs []engine.SeatFeatures) float64 {
	unit := 0.0
	for i := range fs {
		unit += fs[i].Score
	}
	return math.Max(1, unit/float64(max(1, len(fs))))
}

// scoreSlope is the score's weight in a seat's logit with left rounds to
// go (score is input 0), at least 0.5: what one unit of score is worth.
func (m *Model) scoreSlope(left float64) float64 {
	k := len(InputNames)
	bs := m.bases(left)
	return math.Max(m.W[0]+m.W[k]*bs[1]+m.W[2*k]*bs[2], 0.5)
}

// treasuryInput is the treasury's index in InputNames.
var treasuryInput = slices.Index(InputNames, "treasury")

// ModelFor is the embedded model that serves title (nil when none does).
func ModelFor(title string) *Model {
	ms, err := loadModels()
	if err != nil {
		panic(err) // the embedded data is part of the build
	}
	for _, m := range ms {
		if slices.Contains(m.Titles, title) {
			return m
		}
	}
	return nil
}
