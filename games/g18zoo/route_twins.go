package g18zoo

import "ferro/route"

// twinStops: 18xx.games pays runs that hop between two towns of one edge
// (green tiles with two towns on one edge): a route arriving at a stop
// over an edge may go on from the other stop of that tile with track to
// the same edge (route's Walk.Twins). Every 18ZOO run has it.
var twinStops = route.Rule{Walk: func(w *route.Walk) { w.Twins = true }}
