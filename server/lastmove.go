package server

import (
	"ferro/engine"
	"ferro/logtext"
)

// describeMove is action a as the game's log line says it, in English
// (for turn notifications, which know no reader's language), or "" for
// an undo or redo or a game that does not describe its actions. It is
// asked before a is applied.
// The phrase is given too (nil when there is none), for the game's history.
func describeMove(g engine.Game, a engine.Action) (line *engine.Phrase, said string) {
	defer func() {
		if recover() != nil {
			line, said = nil, "" // an action the game is about to refuse may not describe
		}
	}()
	if a.Type == "undo" || a.Type == "redo" {
		return nil, ""
	}
	p := g.Describe(a)
	if p.Key == "" {
		return nil, "" // a game with no words of its own (engine.Describer)
	}
	return &p, logtext.Render("en", p)
}
