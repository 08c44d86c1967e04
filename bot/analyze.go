package bot

import (
	"context"
	"fmt"

	"ferro/engine"
)

// Decision is one analysed decision of a game: every seat's chance of
// winning (Model.Chances) before it, after the move played and after the
// move the bot prefers, and what the played move cost the mover in that
// chance.
type Decision struct {
	Index         int            `json:"index"`     // the action's index in the game's log
	ActionID      int            `json:"action_id"` // its id
	Seat          int            `json:"seat"`      // the seat that moved
	Type          string         `json:"type"`      // the played action's type
	Played        engine.Action  `json:"played"`
	Best          *engine.Action `json:"best"` // the bot's move (nil: the bot had none)
	Before        []float64      `json:"chances_before"`
	After         []float64      `json:"chances_after"`      // after the played move
	AfterBest     []float64      `json:"chances_after_best"` // after the bot's move
	Cost          float64        `json:"cost"`               // the mover's chance after the bot's move less after the played one
	Legal         int            `json:"legal"`              // concrete legal actions
	Same          bool           `json:"same"`               // the played move is the bot's
	SameKind      bool           `json:"same_kind"`          // of the same type
	NotComparable bool           `json:"not_comparable,omitempty"`
	// Refused are the bot's moves the seller would have refused (a trade
	// needing another seat's consent, analyze_answer.go), in the order the
	// bot chose them before Best.
	Refused []engine.Action `json:"refused,omitempty"`
}

// AnalyzeDecision asks b what it would play in g for seat (the mover) and
// judges the move played by m's chances. g is not changed. log is the
// game's actions so far (for a search's tree reuse; nil: none). The bot's
// move is one play would make: a trade its seller's judgement refuses is
// not offered, and a move that asks another seat a question (the played
// one too) is valued after the answer that seat's judgement gives
// (analyze_answer.go). hist, when not nil, holds the positions each
// seat's earlier played moves led to: b is given seat's as its memory of
// its own choices before it is asked, and the played move is added after.
func AnalyzeDecision(ctx context.Context, m *Model, b Bot, budget Budget, g engine.Game, seat int, played engine.Action, log []engine.Action, hist Histories) (Decision, error) {
	d := Decision{Seat: seat, Type: played.Type, Played: played, ActionID: played.ID}
	if hist != nil {
		hist.give(b, seat)
		defer hist.played(g, seat, played)
	}
	acts := Actions(g)
	d.Legal = len(acts)
	d.Before = m.Chances(g)
	after, err := chancesAnswered(m, g, seat, played)
	if err != nil {
		return d, fmt.Errorf("the played %s: %w", played.Type, err)
	}
	d.After = after
	d.NotComparable = true
	for i := range acts {
		if acts[i].Type == played.Type {
			d.NotComparable = false
			break
		}
	}
	best, refused, err := answeredBest(ctx, b, budget, g, seat, log, AnswerSeed(played))
	d.Refused = refused
	if err != nil {
		return d, err
	}
	d.Best = &best
	d.Same = SameChoice(g, best, played)
	d.SameKind = best.Type == played.Type
	if d.Same {
		d.AfterBest = d.After
	} else {
		ab, err := chancesAnswered(m, g, seat, best)
		if err != nil {
			return d, fmt.Errorf("the bot's %s: %w", best.Type, err)
		}
		d.AfterBest = ab
	}
	if seat >= 0 && seat < len(d.After) {
		d.Cost = d.AfterBest[seat] - d.After[seat]
	}
	return d, nil
}
