package routecheck

import "ferro/engine"

// conn is one connection of a route: the hexes it runs on.
func conn(hexes ...string) []string { return hexes }

// rt is a route of train over those connections.
func rt(train string, conns ...[]string) engine.Route {
	return engine.Route{Train: train, Connections: conns}
}
