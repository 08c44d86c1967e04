package route

// Context is everything that decides which runs are legal and what they
// pay: the board, the corporation running, its trains, the phase and the
// powers in effect. The game builds it; route never reads game state.
//
// 18ZOO fills it so: Board from FromHexmap(board); Trains from ZooTrainID
// of each train the family holds (the Patch's 1S included); Phase from
// ZooPhase; Wings when the family has been assigned Wings; Sugar and
// Squeeze when the family owns A tip of sugar / A squeeze; TwoBarrels
// when it used Two barrels this operating round; WheatHex the hex of its
// Wheat; Holes the two R areas once the Hole has joined them (the board
// already carries the Hole's tiles); TwinStops always. Work in progress
// and That's mine act through the board: a blocker fills a slot, a
// reservation does not.
//
// 1713 Menorca fills it once per kind of vehicle (ships sail the sea
// lanes, carts drive the roads; see games/g1713menorca RouteContext):
// Trains with Hexes set, Phase Yellow with every node's revenue already
// the company's value, and Mods RepeatStops, OpenCities and NoSubsidy,
// plus PortEnds for carts.
type Context struct {
	Board  *Board
	Corp   string  // corporation symbol, as in the cities' tokens
	Trains []Train // the trains that may run, in the corporation's order
	Phase  int     // newest tile colour of the phase: Yellow, Green, Brown or Gray
	Mods   Modifiers
}

// Modifiers are the powers that change runs, as explicit options.
type Modifiers struct {
	// Wings: one train may pass through one city whose slots are all held
	// by others; that city neither counts nor pays.
	Wings bool
	// Sugar (A tip of sugar): one S train may count one stop more.
	Sugar bool
	// TwoBarrels: used this operating round; every stop on a tile with a
	// town pays 10 more and no subsidy is paid.
	TwoBarrels bool
	// WheatHex: the hex holding the corporation's Wheat token, "" if none;
	// a route stopping there pays 30 more (times the train's multiplier).
	WheatHex string
	// Holes: the two R areas joined by the Hole, once both are chosen, in
	// the order chosen (running through pays the first one's revenue).
	Holes [2]string
	// Squeeze (A squeeze): 3 more subsidy when the routes earn any.
	Squeeze bool
	// TwinStops: where a route arrives at a stop over an edge of its tile
	// and another stop of that tile has track to the same edge (and
	// lane), the route may go on from that other stop; both are stops of
	// the route, and no track joins them (18ZOO's green tiles X23–X31,
	// two towns on one edge). 18xx.games pays such runs in 18ZOO: it
	// reads a run_routes route pair of connections by pair, and 18ZOO
	// does not check that a route's track is connected.
	TwinStops bool

	// The options below are 1713 Menorca's rules (18ZOO uses none of them).

	// RepeatStops: a route may visit a stop more than once (track still
	// may not repeat); each stop pays once per route, however often it
	// is visited.
	RepeatStops bool
	// OpenCities: cities never close; tokens of other corporations block
	// nothing (Menorca's ports and factories).
	OpenCities bool
	// PortEnds: a stop marked Port (a harbour) may only be a route's
	// first or last stop, only if the corporation holds a token there,
	// and a route's two ends are never two different ports (Menorca's
	// carts).
	PortEnds bool
	// NoSubsidy: stops on town tiles pay no subsidy to the treasury.
	NoSubsidy bool
}

func (m *Modifiers) holes() bool { return m.Holes[0] != "" && m.Holes[1] != "" }

// Provider is what a game offers the route tools: the route context of a
// corporation in the current state. corp "" means the corporation whose
// turn it is to run trains (an error if there is none). The 18ZOO game
// implements it (over its RouteContext(family index)); `ferro route` uses it.
type Provider interface {
	RouteContextFor(corp string) (*Context, error)
}
