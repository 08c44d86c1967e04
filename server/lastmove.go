package server

import (
	"ferro/engine"
	"ferro/logtext"
)

// describeMove is action a as the game's log line says it, in English
// (for turn notifications, which know no reader's language), or "" for
// an undo or redo or a game that does not describe its actions. It is
// asked before a is applied.
func describeMove(g engine.Game, a engine.Action) (said string) {
	defer func() {
		if recover() != nil {
			said = "" // an action the game is about to refuse may not describe
		}
	}()
	d, ok := g.(engine.Describer)
	if !ok || a.Type == "undo" || a.Type == "redo" {
		return ""
	}
	return logtext.Render("en", d.Describe(a))
}
