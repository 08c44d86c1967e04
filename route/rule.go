package route

// Rule is one title rule that changes runs, as hooks the search and the
// check call. A hook left nil changes nothing; a Context's Rules compose,
// each hook called in the order of the rules. route knows the mechanisms
// (how routes walk, count and pay); the title decides which of its rules
// hold, what they pay and what their errors say, in its own files.
type Rule struct {
	// Walk shapes how routes walk the board (see Walk): called once per
	// search or check.
	Walk func(w *Walk)
	// Stop is how the corporation sees stop j of hex h (see Stop): called
	// once per stop when the board is compiled.
	Stop func(h *Hex, j int, s *Stop)
	// Stretch is the allowance under which train t may count one stop
	// more (nil: none): called once per train when the board is compiled.
	Stretch func(t *Train) *Once
	// Visit judges stop i of a route, a stop some Stop hook marked
	// Watch, in route order as the route's stops are read. Every Visit
	// hook sees every watched stop: each judges only its own.
	Visit func(r *RouteView, i int) error
	// Route judges a route once its stops and track are read: it may
	// refuse it, make a stop pay more or add a stop passed (RouteView).
	Route func(r *RouteView) error
	// Subsidy is the treasury's share of a whole run from sum, the
	// subsidies of its routes (or what the rules before made of them).
	Subsidy func(sum int) int

	// shape is the walk mechanism the rule turns on (RevisitStops,
	// TwinHops); plain for every other rule.
	shape walkShape
}

// Walk is how routes may walk the board, as Rule.Walk hooks set it. The
// zero value is plain 18xx.
//
// How chains follow each other (a stop visited again, a hop to a twin
// stop) is not the Walk's: a title lists RevisitStops or TwinHops among
// its Rules.
type Walk struct {
	// Areas are hexes (at most 2) compiled even when the routes checked
	// name none, whose track on each a route's Route hook can count
	// (RouteView.Crossed); e.g. the two areas a tunnel joins.
	Areas []string
}

// Stop is how the corporation sees one stop, as Rule.Stop hooks change
// it. The hooks find it preset as plain 18xx has it.
type Stop struct {
	// Closed: a city whose slots are all held by others (preset
	// Node.Blocks): a route cannot run through it, unless Pass.
	Closed bool
	// Pass is the allowance under which a route may run through the
	// closed stop; it then neither counts nor pays.
	Pass *Once
	// Rule and Why are the error of a route running through the closed
	// stop without Pass ("" and "": "not connected", tokened out).
	Rule, Why string
	// End: a route never runs on through the stop, so the search does not
	// try (a Visit hook refuses it).
	End bool
	// Watch: the Visit hooks judge the stop wherever a route visits it.
	Watch bool
	// Bonus is paid once per route stopping here (the multiplier does not
	// apply).
	Bonus int
	// TownTile: the stop is on a tile with a town (read only).
	TownTile bool
	// Subsidy is paid to the treasury once per route stopping here; preset
	// 1 on a tile with a town.
	Subsidy int
}

// Once is an allowance that one route of a run may use, once: pass a
// closed city, count one stop more. Rule names it in errors; Twice is
// the error of a route using it twice, Again of a second route using it.
type Once struct {
	Rule, Twice, Again string
}

// maxOnces is the most allowances a search tells apart (bits of a mask).
const maxOnces = 32

// ErrRefused is what a Visit or Route hook returns while Best lists
// routes (RouteView.Quiet), where only whether a route is legal matters.
var ErrRefused = errListing

// RouteView is one route as the Visit and Route hooks see it: its stops
// in order (a stop visited again is listed again), the track it crosses
// on the Walk's areas, and what the hooks add to what it pays.
type RouteView struct {
	g *graph
	f *facts // the graph's facts being read (factsInto)
}

// Quiet reports that the reason a route is refused is not written: a hook
// returns ErrRefused rather than building an error.
func (r *RouteView) Quiet() bool { return r.g.listing }

// Corp is the corporation running.
func (r *RouteView) Corp() string { return r.g.ctx.Corp }

// Phase is the newest tile colour of the phase.
func (r *RouteView) Phase() int { return r.g.ctx.Phase }

// Len is the number of the route's stops.
func (r *RouteView) Len() int { return len(r.f.stops) }

// Hex is the hex of stop i.
func (r *RouteView) Hex(i int) string { return r.g.hexes[r.g.nodes[r.f.stops[i]].hex].ID }

// Node is stop i.
func (r *RouteView) Node(i int) *Node { return r.g.nodes[r.f.stops[i]].n }

// Same reports whether stops i and j are the same stop.
func (r *RouteView) Same(i, j int) bool { return r.f.stops[i] == r.f.stops[j] }

// Tokened reports whether stop i holds the corporation's token.
func (r *RouteView) Tokened(i int) bool { return r.g.nodes[r.f.stops[i]].tokened }

// Crossed is the number of the route's paths on the Walk's area k.
func (r *RouteView) Crossed(k int) int { return int(r.f.areas[k]) }

// OnArea reports whether stop i is on the Walk's area k.
func (r *RouteView) OnArea(i, k int) bool { return int(r.g.nodes[r.f.stops[i]].hex) == r.g.areaHex[k] }

// Area is the Walk's area k.
func (r *RouteView) Area(k int) *Hex { return r.g.hexes[r.g.areaHex[k]] }

// Pay makes stop i pay amount more, times the train's multiplier.
func (r *RouteView) Pay(i, amount int) {
	r.g.addPay(r.f, pay{hex: r.g.nodes[r.f.stops[i]].hex, node: r.g.nodes[r.f.stops[i]].idx, amount: amount})
}

// PassStop adds a stop the route passes without stopping there, node j
// of hex: every train counts it and it pays amount, times the train's
// multiplier (e.g. running through a tunnel).
func (r *RouteView) PassStop(hex *Hex, j, amount int) {
	hi, _ := r.g.hexIdx.get(hex.ID)
	r.f.more++
	r.g.addPay(r.f, pay{hex: int32(hi), node: int32(j), amount: amount, own: true})
}

// pay is what a hook added to a route: amount (times the multiplier) at
// node node of the graph's hex hex, listed as a StopValue of its own if
// own, else added to that stop's.
type pay struct {
	hex, node int32
	amount    int
	own       bool
}

// addPay adds p to the route f being read. The
// payments of routes read one after the other follow each other in
// payBuf, emptied where no route read before is needed any more
// (listed, check, best).
func (g *graph) addPay(f *facts, p pay) {
	g.payBuf = append(g.payBuf, p)
	f.pay1 = int32(len(g.payBuf))
	f.paid += p.amount
}

// ruleSet is a Context's rules compiled for one search or check.
type ruleSet struct {
	walk    Walk
	shape   walkShape // the Rules' walk mechanism (walk.go)
	revisit bool      // shape == revisitWalk, for the search's hot checks
	// next goes on from stop at without track (the twins of TwinHops);
	// nil for the other shapes
	next    func(e *enumerator, at int32, head bool)
	visit   []func(*RouteView, int) error
	route   []func(*RouteView) error
	subsidy []func(int) int
	onces   []*Once // the allowances met, by bit
	stretch []int8  // per train of the Context: its allowance's bit, -1 none
}

// once is the bit of allowance o (-1 for nil), numbering it if new.
func (rs *ruleSet) once(o *Once) int8 {
	if o == nil {
		return -1
	}
	for i, p := range rs.onces {
		if p == o {
			return int8(i)
		}
	}
	if len(rs.onces) == maxOnces {
		panic("route: more than 32 allowances")
	}
	rs.onces = append(rs.onces, o)
	return int8(len(rs.onces) - 1)
}

// setRules compiles ctx's rules into g.rules (keeping its memory), the
// trains' allowances first. Rules asking for two walk mechanisms are
// refused.
func (g *graph) setRules(ctx *Context) error {
	g.view = RouteView{g: g}
	rs := &g.rules
	rs.walk = Walk{}
	if err := rs.setShape(ctx.Rules); err != nil {
		return err
	}
	rs.visit, rs.route, rs.subsidy, rs.onces = rs.visit[:0], rs.route[:0], rs.subsidy[:0], rs.onces[:0]
	for _, r := range ctx.Rules {
		if r.Walk != nil {
			r.Walk(&rs.walk)
		}
		if r.Visit != nil {
			rs.visit = append(rs.visit, r.Visit)
		}
		if r.Route != nil {
			rs.route = append(rs.route, r.Route)
		}
		if r.Subsidy != nil {
			rs.subsidy = append(rs.subsidy, r.Subsidy)
		}
	}
	rs.stretch = grow(rs.stretch, len(ctx.Trains))
	for i := range ctx.Trains {
		rs.stretch[i] = -1
		for _, r := range ctx.Rules {
			if r.Stretch != nil {
				if o := r.Stretch(&ctx.Trains[i]); o != nil {
					rs.stretch[i] = rs.once(o)
				}
			}
		}
	}
	return nil
}
