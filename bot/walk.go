package bot

import (
	"fmt"

	"ferro/engine"
)

// Point is a decision of a game's log: a position whose mover chose among
// more than one legal action.
type Point struct {
	K      int           // the action's index in the list walked
	Game   engine.Game   // the position before it (do not change it)
	Seat   int           // the mover
	Played engine.Action // what was played
	Log    []engine.Action
}

// WalkDecisions applies actions (a log's effective actions, undo and redo
// resolved) to g in turn, calling fn at every decision (messages, a
// finished game and positions with one legal action are passed), and
// returns g at the end.
func WalkDecisions(g engine.Game, actions []engine.Action, fn func(p Point) error) (engine.Game, error) {
	var log []engine.Action
	for k, a := range actions {
		if a.Type != "message" && !g.Finished() {
			if seat := Mover(g); seat >= 0 && len(Actions(g)) > 1 {
				if err := fn(Point{K: k, Game: g, Seat: seat, Played: a, Log: log}); err != nil {
					return g, err
				}
			}
		}
		if err := g.Apply(a); err != nil {
			return g, fmt.Errorf("action %d (%s): %w", a.ID, a.Type, err)
		}
		log = append(log, a)
	}
	return g, nil
}
