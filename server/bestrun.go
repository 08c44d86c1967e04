package server

import "ferro/engine"

// completer is a game whose legal list holds templates (a run_routes
// with no routes, where the routes cannot be listed) that it can fill
// with the best choice, such as the optimizer's best run.
type completer interface {
	AutoAction(a engine.Action) (engine.Action, bool)
}

// withBestRuns adds, after each run_routes template of legal, the run
// the game completes it to (its best run), so that a client can offer
// the best run without computing routes. The template stays listed.
// legal itself is not changed (it may be the game's own slice).
func withBestRuns(g engine.Game, legal []engine.Action) []engine.Action {
	c, ok := g.(completer)
	if !ok {
		return legal
	}
	var out []engine.Action // nil until a run is added
	for i, a := range legal {
		if out != nil {
			out = append(out, a)
		}
		if a.Type != "run_routes" || len(a.Extras().Routes) > 0 {
			continue
		}
		best, ok := c.AutoAction(a)
		if !ok || len(best.Extras().Routes) == 0 {
			continue
		}
		if out == nil {
			out = append(make([]engine.Action, 0, len(legal)+1), legal[:i+1]...)
		}
		out = append(out, best)
	}
	if out == nil {
		return legal
	}
	return out
}
