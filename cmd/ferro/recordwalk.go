package main

import (
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
// at every decision (bot.WalkDecisions), and returns the game at the end.
func walkDecisions(title engine.Title, cfg engine.Config, rec *engine.Record, fn func(d recordDecision) error) (engine.Game, error) {
	g, err := title.New(cfg)
	if err != nil {
		return nil, err
	}
	eff, err := engine.Effective(rec.Actions)
	if err != nil {
		return nil, err
	}
	acts := make([]engine.Action, len(eff))
	for k, i := range eff {
		acts[k] = rec.Actions[i]
	}
	return bot.WalkDecisions(g, acts, func(p bot.Point) error {
		return fn(recordDecision{index: eff[p.K], game: p.Game, seat: p.Seat, played: p.Played, log: p.Log})
	})
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
