package g18zoo

import "ferro/route"

// townStopBonus: every stop on a tile with a town pays n more (the
// train's multiplier does not apply).
func townStopBonus(n int) route.Rule {
	return route.Rule{Stop: func(h *route.Hex, j int, s *route.Stop) {
		if s.TownTile {
			s.Bonus += n
		}
	}}
}

// hexBonus: a route stopping on hex pays n more, times the train's
// multiplier (counted at its first stop there).
func hexBonus(hex string, n int) route.Rule {
	return route.Rule{Route: func(r *route.RouteView) error {
		for i := 0; i < r.Len(); i++ {
			if r.Hex(i) == hex {
				r.Pay(i, n)
				break
			}
		}
		return nil
	}}
}
