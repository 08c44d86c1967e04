// Package view is the game-independent picture of a game at one moment:
// the board, the market, the players and their companies, the round and
// who acts, and the log as lines a person reads. Every title fills the
// same plain, JSON-able types (see engine.Viewer); the SVG renderer, the
// HTML pages, the web client and bots' debug output read only these.
//
// It is separate from Game.Snapshot, which stays the frozen trace format.
// Nothing here holds rules: figures are given as the game computed them.
package view

// View is a game at one point of its history.
type View struct {
	Title     string   `json:"title"`
	At        int      `json:"at"`     // number of log entries applied (undo and redo included)
	Length    int      `json:"length"` // number of entries in the whole log
	Finished  bool     `json:"finished"`
	EndReason string   `json:"end_reason,omitempty"`
	Result    []Score  `json:"result,omitempty"`
	Round     Round    `json:"round"`
	Acting    []string `json:"acting"` // player ids who must act now
	Currency  string   `json:"currency"`

	Board    *Board    `json:"board,omitempty"`
	Market   *Market   `json:"market,omitempty"`
	Players  []Player  `json:"players"`
	Families []Family  `json:"families"`
	Depot    *Depot    `json:"depot,omitempty"`
	Phases   []Phase   `json:"phases,omitempty"`
	Routes   []Route   `json:"routes,omitempty"` // the runs of the last run_routes action, if any
	Log      []LogLine `json:"log,omitempty"`

	// RunStops is what each stop of the newest run earned, route by route
	// in its run_routes action's order, as the title valued the run (see
	// Route.PriceStops); nil when the title does not say.
	RunStops [][]Stop `json:"-"`
}

// Score is one player's final score.
type Score struct {
	Player string `json:"player"`
	Name   string `json:"name"`
	Score  int    `json:"score"`
}

// Round says where the game stands.
type Round struct {
	Name   string `json:"name"`             // "SR-day", "OR(2/3)-day", "Auction"
	Kind   string `json:"kind"`             // "draft", "stock", "operating", "auction", "over"
	Step   string `json:"step,omitempty"`   // the step waited for, e.g. "lay tile"
	Turn   string `json:"turn,omitempty"`   // "Monday", "era 2" …
	Entity string `json:"entity,omitempty"` // who acts: a player id, a family or company id
	// EntityName is Entity as people read it (a player's name, a family's).
	EntityName string `json:"entity_name,omitempty"`
	// Name, Step and Turn as phrases, for the server to show them in the
	// reader's language (see Phrase).
	Say     Phrase `json:"-"`
	StepSay Phrase `json:"-"`
	TurnSay Phrase `json:"-"`
	// EntitySay is EntityName as a phrase, where the name has a
	// translation (e.g. a corporation's).
	EntitySay Phrase `json:"-"`
}

// Player is a seat.
type Player struct {
	ID       string    `json:"id"`
	Name     string    `json:"name"`
	Cash     int       `json:"cash"`
	Value    int       `json:"value"` // score if the game ended now
	Loans    int       `json:"loans,omitempty"`
	Priority bool      `json:"priority,omitempty"` // holds the priority deal
	Passed   bool      `json:"passed,omitempty"`
	Acting   bool      `json:"acting,omitempty"`
	Shares   []Holding `json:"shares,omitempty"`
	Items    []Item    `json:"items,omitempty"` // powers, tickets, heritages
	Certs    int       `json:"certs"`           // certificates counted against the limit
	CertMax  int       `json:"cert_limit,omitempty"`
}

// Holding is a player's part of one family.
type Holding struct {
	Family    string `json:"family"`
	Percent   int    `json:"percent"`
	Count     int    `json:"count"` // certificates
	President bool   `json:"president,omitempty"`
}

// Item is a private thing one holds: a power, a ticket, a heritage.
type Item struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Kind   string `json:"kind"` // "power", "ticket", "heritage"
	Value  int    `json:"value"`
	Text   string `json:"text,omitempty"`
	Status string `json:"status,omitempty"` // "used 1/2", "active", "closed"
	// Text and Status as phrases (Name is a name: shown as it is).
	TextSay   Phrase `json:"-"`
	StatusSay Phrase `json:"-"`
}

// Family is a corporation (a title may call it a family or a company).
type Family struct {
	ID        string `json:"id"`
	Name      string `json:"name"`
	Color     string `json:"color"`      // token fill, CSS colour
	TextColor string `json:"text_color"` // text on Color
	Cash      int    `json:"cash"`
	Price     int    `json:"price,omitempty"`
	// Cell is the market cell (row, column) of the price; nil until it has one.
	Cell       *[2]int  `json:"cell,omitempty"`
	Par        int      `json:"par,omitempty"`
	President  string   `json:"president,omitempty"` // player id
	Floated    bool     `json:"floated"`
	Closed     bool     `json:"closed,omitempty"`
	Operated   bool     `json:"operated,omitempty"`
	Home       string   `json:"home,omitempty"`
	Trains     []string `json:"trains"`              // trains, ships, carts
	TrainIDs   []string `json:"train_ids,omitempty"` // ids of Trains, same order, as run_routes names them
	TokensLeft int      `json:"tokens_left"`
	TokensAll  int      `json:"tokens_total"`
	// TokenCosts are the prices of the tokens still to place, in order.
	TokenCosts []int    `json:"token_costs,omitempty"`
	IPO        int      `json:"ipo_percent"`    // shares in the company's own treasury / IPO
	Market     int      `json:"market_percent"` // shares in the market (pool)
	Items      []Item   `json:"items,omitempty"`
	Marks      []string `json:"marks,omitempty"` // markers on the family's card (powers' marks)
	// Say is Name as a phrase, where the name has a translation (e.g.
	// one in each rule summary).
	Say Phrase `json:"-"`
}

// Depot is what the bank holds.
type Depot struct {
	Bank      int          `json:"bank"`                // money the bank holds
	Unlimited bool         `json:"unlimited,omitempty"` // the bank never runs out (Bank is then what it paid out, negated)
	Trains    []TrainStack `json:"trains"`
	Discarded []string     `json:"discarded,omitempty"`
	Offer     []Item       `json:"offer,omitempty"`  // privates/powers on offer now
	Future    []Item       `json:"future,omitempty"` // dealt later
}

// TrainStack is a kind of train in the depot.
type TrainStack struct {
	Name     string `json:"name"`
	Count    int    `json:"count"` // -1: unlimited
	Price    int    `json:"price"`
	Distance string `json:"distance,omitempty"`
	Rusts    string `json:"rusts,omitempty"` // e.g. "rusts on 4", "obsolete on 5D"
	RustsSay Phrase `json:"-"`               // Rusts as a phrase
}

// Phase is one step of the game's progression.
type Phase struct {
	Name       string   `json:"name"`
	Current    bool     `json:"current,omitempty"`
	Tiles      []string `json:"tiles,omitempty"` // tile colours allowed
	TrainLimit int      `json:"train_limit,omitempty"`
	Rusts      string   `json:"rusts,omitempty"` // what rusts or turns obsolete when it starts
	Text       string   `json:"text,omitempty"`
	RustsSay   Phrase   `json:"-"` // Rusts as a phrase
	TextSay    Phrase   `json:"-"` // Text as a phrase
}

// LogLine is one entry of the log as a person reads it.
type LogLine struct {
	Index  int    `json:"index"` // position in the log
	ID     int    `json:"id"`    // the action's id
	Type   string `json:"type"`
	Entity string `json:"entity,omitempty"`
	Hex    string `json:"hex,omitempty"`    // the hex the action was on (a tile, a station), if any
	Text   string `json:"text"`             // Phrase rendered in the reader's language, by whoever shows it
	Undone bool   `json:"undone,omitempty"` // taken back by a later undo
	Phrase Phrase `json:"-"`                // what the line says, before rendering
	// Head is a header shown before the line: the round (and day or era)
	// that begins with it. Notes are what followed from it: a phase
	// begun (with the trains it rusts), the payouts of a dividend. Both
	// rendered from HeadSay and NotesSay by whoever shows them.
	Head     string   `json:"head,omitempty"`
	Notes    []string `json:"notes,omitempty"`
	HeadSay  Phrase   `json:"-"`
	NotesSay []Phrase `json:"-"`
}
