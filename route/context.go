package route

// Context is everything that decides which runs are legal and what they
// pay: the board, the corporation running, its trains, the phase and the
// title's rules in effect. The game builds it; route never reads game
// state.
//
// A title fills it from its own state: Board (e.g. from FromHexmap),
// the trains that may run, the phase's newest tile colour, and in Rules
// the hooks of its rules and powers in effect, which name the rules as
// the title does (see the titles' route_*.go). Blockers and reservations
// act through the board: a blocker fills a slot, a reservation does not.
// With no Rules a run is plain 18xx.
type Context struct {
	Board  *Board
	Corp   string  // corporation symbol, as in the cities' tokens
	Trains []Train // the trains that may run, in the corporation's order
	Phase  int     // newest tile colour of the phase: Yellow, Green, Brown or Gray
	Rules  []Rule
}

// Provider is what a game offers the route tools: the route context of a
// corporation in the current state. corp "" means the corporation whose
// turn it is to run trains (an error if there is none). A title
// implements it; `ferro route` uses it.
type Provider interface {
	RouteContextFor(corp string) (*Context, error)
}
