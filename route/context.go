package route

// Context is everything that decides which runs are legal and what they
// pay: the board, the corporation running, its trains, the phase and the
// title's rules in effect. The game builds it; route never reads game
// state.
//
// A title fills it from its own state: Board (e.g. from FromHexmap),
// the trains that may run, the phase's newest tile colour, and in Mods
// the options its rules and powers turn on, each named as the title
// names the rule (see the titles' RouteContext). Blockers and reservations act
// through the board: a blocker fills a slot, a reservation does not.
type Context struct {
	Board  *Board
	Corp   string  // corporation symbol, as in the cities' tokens
	Trains []Train // the trains that may run, in the corporation's order
	Phase  int     // newest tile colour of the phase: Yellow, Green, Brown or Gray
	Mods   Modifiers
}

// Modifiers are the rules that change runs, as explicit options a title
// turns on. route knows each mechanism; the title decides when it holds,
// how much it pays and what its errors call it. The zero value is plain
// 18xx: no option on.
type Modifiers struct {
	// PassCity: one train of a run may pass through one city whose slots
	// are all held by others; that city neither counts nor pays.
	PassCity PassCity
	// ExtraStop: one train of a run that counts cities only (see
	// Train.stretchable) may count one stop more.
	ExtraStop ExtraStop
	// TownStopBonus: every stop on a tile with a town pays this much
	// more (not multiplied).
	TownStopBonus int
	// NoRunSubsidy: the run pays no subsidy to the treasury, though each
	// route still records its own (see NoSubsidy for none at all).
	NoRunSubsidy bool
	// BonusHex: a route stopping on this hex ("" none) pays HexBonus
	// more, times the train's multiplier.
	BonusHex string
	HexBonus int
	// Tunnel: two off-board areas joined, so that a route may run
	// through both without stopping at either.
	Tunnel Tunnel
	// SubsidyBonus: added to the run's subsidy when it has any.
	SubsidyBonus int
	// TwinStops: where a route arrives at a stop over an edge of its tile
	// and another stop of that tile has track to the same edge (and
	// lane), the route may go on from that other stop; both are stops of
	// the route, and no track joins them (e.g. green tiles with two towns
	// on one edge, paid so by 18xx.games, which reads a run_routes route
	// pair of connections by pair and does not check that a route's track
	// is connected).
	TwinStops bool
	// RepeatStops: a route may visit a stop more than once (track still
	// may not repeat); each stop pays once per route, however often it
	// is visited.
	RepeatStops bool
	// OpenCities: cities never close; tokens of other corporations block
	// nothing (e.g. ports and factories).
	OpenCities bool
	// PortEnds: a stop marked Port (a harbour) may only be a route's
	// first or last stop, only if the corporation holds a token there,
	// and a route's two ends are never two different ports.
	PortEnds bool
	// NoSubsidy: stops on town tiles pay no subsidy to the treasury.
	NoSubsidy bool
}

// Provider is what a game offers the route tools: the route context of a
// corporation in the current state. corp "" means the corporation whose
// turn it is to run trains (an error if there is none). A title
// implements it; `ferro route` uses it.
type Provider interface {
	RouteContextFor(corp string) (*Context, error)
}
