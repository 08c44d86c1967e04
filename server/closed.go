package server

import "ferro/store"

// closedGame reports whether an admin closed g (admin.go) before its end.
func closedGame(g *store.Game) bool { return false }
