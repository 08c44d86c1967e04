package g18zoo

import (
	"ferro/engine"
	"ferro/route"
)

// tunnelText names a tunnel's rule and words its errors: Reused for an
// area that is both a terminus and a tunnel or a tunnel twice, SameArea
// for a route going in and out of one area, BothEnds for a route ending
// at both areas.
type tunnelText struct {
	Rule, Reused, SameArea, BothEnds string
}

// tunnel joins two off-board areas (in the order chosen): a route running
// through both without stopping at either counts one stop more, worth
// the first area's revenue, times the train's multiplier.
func tunnel(areas [2]string, tx *tunnelText) route.Rule {
	return route.Rule{
		Walk: func(w *route.Walk) { w.Areas = areas[:] },
		Route: func(r *route.RouteView) error {
			stopsAt := [2]bool{}
			for i := 0; i < r.Len(); i++ {
				for k := range stopsAt {
					if r.OnArea(i, k) {
						stopsAt[k] = true
					}
				}
			}
			in := [2]int{r.Crossed(0), r.Crossed(1)}
			switch {
			case in[0]+in[1] > 2:
				return engine.Illegal(tx.Rule, "%s", tx.Reused)
			case in[0] == 2 || in[1] == 2:
				return engine.Illegal(tx.Rule, "%s", tx.SameArea)
			case stopsAt[0] && stopsAt[1]:
				return engine.Illegal(tx.Rule, "%s", tx.BothEnds)
			}
			if in[0] > 0 && in[1] > 0 && !stopsAt[0] && !stopsAt[1] {
				area, at, rev := r.Area(0), 0, 0
				for j := range area.Nodes {
					if area.Nodes[j].Kind == route.Offboard {
						at, rev = j, area.Nodes[j].Revenue[r.Phase()]
						break
					}
				}
				r.PassStop(area, at, rev)
			}
			return nil
		},
	}
}
