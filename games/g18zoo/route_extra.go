package g18zoo

import "ferro/route"

// extraStop: one S train of a run (a train counting cities only, not a
// 4J or 2J) may count one stop more, under once.
func extraStop(once *route.Once) route.Rule {
	return route.Rule{Stretch: func(t *route.Train) *route.Once {
		if t.Hexes == 0 && !t.Towns && t.Local == "" {
			return once
		}
		return nil
	}}
}
