package view

// PriceStops sets what r's stops earn from values, the title's own
// valuation of the run (every bonus and power included) rather than the
// printed tile values RouteFromConnections starts from. A stop takes the
// value of the same node, else of another node of its hex; a stop no value
// names earns 0; a value no stop takes (a bonus counted as a stop without
// stopping, such as a tunnel's) becomes a stop of its own. The stops then
// sum to what the values do.
func (r *Route) PriceStops(values []Stop) {
	used := make([]bool, len(values))
	take := func(s *Stop, sameNode bool) bool {
		for j, v := range values {
			if !used[j] && v.Hex == s.Hex && (!sameNode || v.Node == s.Node) {
				used[j] = true
				s.Revenue = v.Revenue
				return true
			}
		}
		return false
	}
	priced := make([]bool, len(r.Stops))
	for i := range r.Stops {
		priced[i] = take(&r.Stops[i], true)
	}
	for i := range r.Stops {
		if !priced[i] && !take(&r.Stops[i], false) {
			r.Stops[i].Revenue = 0
		}
	}
	for j, v := range values {
		if !used[j] {
			r.Stops = append(r.Stops, v)
		}
	}
}
