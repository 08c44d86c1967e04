package main

import (
	"fmt"

	"ferro/bot"
	"ferro/engine"
)

// recordDecision is a position of a record at which a seat chose among
// more than one legal action.
type recordDecision struct {
	index  int           // the action's index in the record's log
	game   engine.Game   // the position before it (do not change it)
	seat   int           // the mover
	played engine.Action // what was played
	log    []engine.Action
}

// walkDecisions replays rec's effective actions from the start, calling fn
// at every decision (messages and positions with one legal action are
// passed), and returns the game at the end.
func walkDecisions(title engine.Title, cfg engine.Config, rec *engine.Record, fn func(d recordDecision) error) (engine.Game, error) {
	g, err := title.New(cfg)
	if err != nil {
		return nil, err
	}
	eff, err := engine.Effective(rec.Actions)
	if err != nil {
		return nil, err
	}
	var log []engine.Action
	for _, i := range eff {
		a := rec.Actions[i]
		if a.Type != "message" && !g.Finished() {
			if seat := bot.Mover(g); seat >= 0 && len(bot.Actions(g)) > 1 {
				if err := fn(recordDecision{index: i, game: g, seat: seat, played: a, log: log}); err != nil {
					return g, err
				}
			}
		}
		if err := g.Apply(a); err != nil {
			return g, fmt.Errorf("action %d (index %d, %s): %w", a.ID, i, a.Type, err)
		}
		log = append(log, a)
	}
	return g, nil
}

// recordWinners is which seats won rec (its result's best; nil without a result).
func recordWinners(rec *engine.Record, cfg engine.Config) []bool {
	if len(rec.Result) == 0 {
		return nil
	}
	best, first := 0, true
	for _, p := range cfg.Players {
		if v, ok := rec.Result[p.ID]; ok && (first || v > best) {
			best, first = v, false
		}
	}
	out := make([]bool, len(cfg.Players))
	for i, p := range cfg.Players {
		v, ok := rec.Result[p.ID]
		out[i] = ok && v == best
	}
	return out
}
