package g1713menorca

import (
	"ferro/engine/view"
	"ferro/route"
)

// runStopsView is what each stop of a run earned, as the view model says it.
func runStopsView(run [][]route.StopValue) [][]view.Stop {
	if run == nil {
		return nil
	}
	out := make([][]view.Stop, len(run))
	for i, r := range run {
		for _, s := range r {
			out[i] = append(out[i], view.Stop{Hex: s.Hex, Node: s.Node, Revenue: s.Revenue})
		}
	}
	return out
}
