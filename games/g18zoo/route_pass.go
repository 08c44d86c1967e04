package g18zoo

import (
	"fmt"

	"ferro/route"
)

// passClosed: one route of a run may pass through one city whose slots
// are all held by others (under once); that city neither counts nor pays.
// Not a city whose only slot holds a blocking token: passing it is
// refused under the rule blocker.
func passClosed(once *route.Once, blocker string) route.Rule {
	return route.Rule{Stop: func(h *route.Hex, j int, s *route.Stop) {
		switch {
		case !s.Closed:
		case h.Nodes[j].OnlyBlockingSlot():
			s.Rule, s.Why = blocker, fmt.Sprintf("the city on %s has only a %s slot and cannot be skipped", h.ID, blocker)
		default:
			s.Pass = once
		}
	}}
}
