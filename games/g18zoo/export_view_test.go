package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
)

// BoardOf is the game's hexmap board, for the view tests to compare the
// view with.
func BoardOf(eg engine.Game) *hexmap.Board { return eg.(*Game).board.b }
