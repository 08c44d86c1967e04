package g18zoo

import (
	"slices"
	"strings"

	"ferro/engine"
	"ferro/engine/shares"
	"ferro/route"
)

// Holders of money, shares, powers and trains are engine/shares holders:
// players by seat (shares.Player), families by index (shares.Corp), the
// bank, the market (pool), the depot, the discard pile, and a train set
// aside under a Patch (shares.SetAside); shares.None is out of play.

// Player is a seat.
type Player struct {
	ID      string
	Name    string
	Cash    int
	Penalty int // bank loans: twice what the bank paid, taken at the end
	Passed  bool
}

// Family is a corporation in play.
type Family struct {
	Sym         string
	Name        string
	Home        string
	Cash        int
	Price       pos // valid when IPOed
	PriceSeq    int // order of arrival on the price's cell (first arrived operates first)
	IPOed       bool
	Floated     bool
	President   int           // player seat, -1 none
	Shares      shares.Shares // the certificates (shareCerts): holder, percentage, when each last changed hands
	CousinOK    bool          // the sixth share is buyable
	TokensUsed  int
	TokenPrices []int
	Operated    bool
	Closed      bool

	shareIDs []string // "SYM_n" for each certificate n (never changes)
}

// Company is a power or a ZOOTicket.
type Company struct {
	Sym    string
	Name   string
	Value  int
	Ticket bool
	Owner  shares.Holder // a player, a family, the bank; shares.None: not in play
	Closed bool
	SR     bool
	Used   int  // ability uses
	Active bool // a triggered effect waiting (Midas, Greek)
	Seq    int  // when its owner got it

	power int8 // 1 + its index in allPowers (its rules: rulesOf); 0 for a ZOOTicket

	TicketOf int // a ticket's player (seat), whoever holds it now
	TicketNo int // a ticket's number, 1–3
}

// Train is one squirrel.
type Train struct {
	Type      int // index into trainTypes
	Name      string
	ID        string // "2S-0"
	Owner     shares.Holder
	Operated  bool
	Obsolete  bool
	Rusted    bool
	RustsIn   int // the phase in which it rusts (depot.None: never): its type's, or sooner (rust.go)
	Variant   string
	WhatsupBy shares.Holder // shares.Corp(f): bought with Whatsup by family f, which has not started a turn since (shares.None: none)
	Unbuyable bool          // the train behind a Patch
	Seq       int
}

func (t *Train) kind() trainType { return trainTypes[t.Type] }

// Game is an 18ZOO game. All references are indices, so a copy of the
// slices is a full clone.
type Game struct {
	cfg   engine.Config
	spec  *mapSpec
	rules map[string]bool

	players   []Player
	order     []int // seats in priority order (18xx.games' @players)
	fams      families
	companies []Company
	trains    fleet

	issued int // money the bank has paid out, net

	phase               int
	opRounds            int
	seq                 int // acquisition counter for companies and trains
	turn                int // day: 1 Monday, 2 Tuesday, 3 Wednesday
	ticketDay, ticketOR int

	available []int    // powers on offer (company indices)
	future    []int    // powers in the future deck
	deck      [4][]int // ISR, Monday, Tuesday, Wednesday

	near neighbours // the neighbour rule (neighbours.go)

	priceSeq int

	firstTrainOfPhase bool
	powerAt           []int16 // company index of each of allPowers (fixed at setup, shared by clones)
	powerState        []any   // each power's own state, by its slot (powerstate.go)

	sale *fleetView // the fleet as the depot counted it (fleet_view.go); not state

	round *round

	runStops [][]route.StopValue // what each stop of the newest run earned (View's RunStops)

	finished   bool
	lastEntity string         // who acted last (shown as current once the game is over)
	runValued  []engine.Route // the run being applied, as route.Check valued it (see settle)
	endReason  string
	endTrigger string // pending game end reason
	endTiming  string

	board *boardState

	// applied lists the actions applied so far. The game is their replay,
	// so Apply restores a game an action failed in by replaying them
	// rather than copying the state before every action.
	applied engine.Journal
}

type nearChoice struct {
	Direction string
	Fam       int
}

// seatOf is the seat of the player with that id among ps, or -1.
func seatOf(ps []Player, id string) int {
	return slices.IndexFunc(ps, func(p Player) bool { return p.ID == id })
}

// anyOf reports whether ok holds for any index below n (of the families,
// the companies, the trains).
func anyOf(n int, ok func(i int) bool) bool {
	for i := range n {
		if ok(i) {
			return true
		}
	}
	return false
}

// idx is the index of the family with that symbol, or -1.
func (fs families) idx(sym string) int {
	return slices.IndexFunc(fs, func(f Family) bool { return f.Sym == sym })
}

func (g *Game) companyIdx(sym string) int {
	if k, ok := powerIndex[sym]; ok {
		return int(g.powerAt[k]) // powers are asked for by name everywhere: no search
	}
	if strings.HasPrefix(sym, ticketPrefix) {
		return ticketByRef(g.companies, g.players, sym)
	}
	return slices.IndexFunc(g.companies, func(c Company) bool { return c.Sym == sym })
}

// powerIdx is the company index of power k of allPowers.
func (g *Game) powerIdx(k int) int { return int(g.powerAt[k]) }

// percentOf returns player p's percentage of a family.
func (g *Game) percentOf(p, fam int) int {
	return g.fams[fam].Shares.PercentOf(shares.Player(p))
}

// pay moves cash between holders; the bank has unlimited money.
func (g *Game) pay(from, to shares.Holder, amount int) {
	if amount == 0 {
		return
	}
	for _, h := range [2]shares.Holder{from, to} {
		amount = -amount // from pays, to gets
		switch h.Kind {
		case shares.Bank:
			g.issued -= amount
		case shares.Treasury:
			g.fams[h.Index].Cash += amount
		case shares.Seat:
			g.players[h.Index].Cash += amount
		default:
			panic("money to a holder that cannot hold money")
		}
	}
}
