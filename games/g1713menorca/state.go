package g1713menorca

import (
	"slices"

	"ferro/engine/depot"
	"ferro/engine/rounds"
	"ferro/engine/shares"
	"ferro/route"
)

// cert is one certificate in play (its JSON form: holdings.go).
type cert struct {
	ID     string
	Pct    int
	Trust  bool
	Marked bool
	Issued bool          // sold by the company at least once (token placed)
	Owner  shares.Holder // a seat, the company's own supply (treasury) or the Open Market (pool)
}

// corp is a company's state.
type corp struct {
	Sym          string              `json:"sym"`
	Def          int                 `json:"def"`
	InGame       bool                `json:"in_game"`
	Floated      bool                `json:"floated"`
	Cash         int                 `json:"cash"`
	Row          int                 `json:"row"`
	Col          int                 `json:"col"`
	Certs        shares.Ledger[cert] `json:"certs"`
	Stations     []string            `json:"stations"`
	MarketTokens []string            `json:"market_tokens"`
	Director     int                 `json:"director"` // seat, -1 when none
	Bankrupt     bool                `json:"bankrupt,omitempty"`
}

func (c *corp) def() corpDef { return corpDefs[c.Def] }

// player is a seat at the table.
type player struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Cash int    `json:"cash"`
}

// heritage is a Family heritage in the game.
type heritage struct {
	ID        string `json:"id"`
	Def       int    `json:"def"`
	Price     int    `json:"price"` // current auction price
	OwnerSeat int    `json:"owner_seat"`
	OwnerCorp string `json:"owner_corp,omitempty"`
	Bid       int    `json:"bid,omitempty"`
	Bidder    int    `json:"bidder"` // seat holding the reservation token, -1 none
	Closed    bool   `json:"closed,omitempty"`
}

func (h *heritage) def() heritageDef { return heritageDefs[h.Def] }
func (h *heritage) sold() bool       { return h.OwnerSeat >= 0 || h.OwnerCorp != "" }

// vehicle is a ship or cart. Owner is "" in the bank, a company symbol, or
// "-" when out of the game.
type vehicle struct {
	ID    string `json:"id"`
	Type  int    `json:"type"`
	Owner string `json:"owner"`
}

func (v *vehicle) def() vehicleType { return vehicleTypes[v.Type] }

// goods is a goods token of a small company (later RADM) lying in a harbour.
type goods struct {
	Owner string `json:"owner"`
	Hex   string `json:"hex"`
}

// Rounds.
const (
	roundAuction = "auction"
	roundStock   = "stock"
	roundOp      = "operating"
	roundOver    = "over"
)

type auctionState struct {
	Turn       int `json:"turn"`
	Passes     int `json:"passes"`
	LastPasser int `json:"last_passer"`
	LastActor  int `json:"last_actor"`
}

type stockState struct {
	Num         int      `json:"num"`
	Turn        int      `json:"turn"`
	Passes      int      `json:"passes"`
	FirstPasser int      `json:"first_passer"`
	Bought      bool     `json:"bought"`               // this turn's one acquisition is made
	BoughtSym   string   `json:"bought_sym,omitempty"` // the company acquired this turn
	Sold        []string `json:"sold"`                 // the companies sold this turn
	// who sold and who acquired what this stock round (the optional
	// round-wide ban; random players' Undoes, revisit.go)
	SoldInRound   []sale `json:"sold_in_round,omitempty"`
	BoughtInRound []sale `json:"bought_in_round,omitempty"`
}

// sale: a seat sold (or acquired) certificates of a company in this stock
// round.
type sale struct {
	Seat int    `json:"seat"`
	Sym  string `json:"sym"`
}

type opState struct {
	Set      int      `json:"set"`
	Num      int      `json:"num"` // 1-based within the set
	Of       int      `json:"of"`
	Order    []string `json:"order"`
	Idx      int      `json:"idx"`
	Step     int      `json:"step"`
	Tiles    int      `json:"tiles"`
	Token    bool     `json:"token"`
	Revenue  int      `json:"revenue"`
	SoldOwn  bool     `json:"sold_own"`
	BuyCount int      `json:"buy_count"`
	// a vehicle offered to another director's company, awaiting the
	// answer (vehicletrade.go)
	OfferTrain string   `json:"offer_train,omitempty"`
	OfferPrice int      `json:"offer_price,omitempty"`
	Offered    []string `json:"offered,omitempty"` // vehicles offered for this turn
}

// state is the whole observable game state; Snapshot is its JSON.
type state struct {
	Players   []player     `json:"players"`
	Bank      int          `json:"bank"`
	Corps     []corp       `json:"corps"`
	Heritages heritageList `json:"heritages"`
	Vehicles  fleet        `json:"vehicles"`
	// The board: tiles, supply and stations (hexboard.go). The snapshot
	// writes it as SnapHexes and SnapSupply, filled only in the copy
	// Snapshot marshals (snapshotState) and never read.
	Board      islandBoard  `json:"-"`
	SnapHexes  []hexState   `json:"hexes"`
	SnapSupply []int        `json:"tile_stock"`
	Goods      []goods      `json:"goods"`
	Phase      int          `json:"phase"`
	Era        int          `json:"era"`
	Events     []string     `json:"events"`
	MaoBonus   int          `json:"mao_bonus"`
	OffBonus   int          `json:"off_bonus"`
	Round      string       `json:"round"`
	StartSeat  int          `json:"start_seat"`
	Auction    auctionState `json:"auction"`
	Stock      stockState   `json:"stock"`
	Op         opState      `json:"op"`
	EndPending string       `json:"end_pending,omitempty"` // bank, bankruptcy or conquest
	EndReason  string       `json:"end_reason,omitempty"`
	Merged     bool         `json:"merged"`
	Over       []overLimit  `json:"over_limit,omitempty"` // holdings a market move took over a limit
	Ranking    []Rank       `json:"ranking,omitempty"`    // the final ranking, once the game is over
	// RoundBan is the optional rule no_buy_back_in_round (rules.go): a
	// player who sold a company buys none of it for the rest of the round.
	RoundBan bool `json:"round_ban,omitempty"`

	best *bestMemo // the best run the run step found (bestrun.go); not state
	// stock is the fleet as engine/depot counted it (fleetStock), nil
	// once a vehicle has moved since; not state.
	stock *depot.Stock[string]
	turn  [1]rounds.State // the round's step, as roundMachine reads it; not state

	// what each stop of the newest run earned, as route.Check valued it
	// (View's RunStops); not state
	runStops [][]route.StopValue
}

// corp finds a company by symbol (nil if unknown).
func (s *state) corp(sym string) *corp {
	return ptrAt(s.Corps, slices.IndexFunc(s.Corps, func(c corp) bool { return c.Sym == sym }))
}

// byID is the vehicle of that id, nil if none.
func (f fleet) byID(id string) *vehicle {
	return ptrAt(f, slices.IndexFunc(f, func(v vehicle) bool { return v.ID == id }))
}

// ptrAt is &list[i], nil when i < 0 (slices.IndexFunc found none).
func ptrAt[T any](list []T, i int) *T {
	if i < 0 {
		return nil
	}
	return &list[i]
}

func (s *state) seatOf(id string) int {
	return slices.IndexFunc(s.Players, func(p player) bool { return p.ID == id })
}

func (s *state) phase() phaseDef { return phases[s.Phase] }

// clone is an independent copy of s.
func (s *state) clone() *state {
	d := &state{}
	*d = *s
	d.Players = slices.Clone(s.Players)
	d.Corps = slices.Clone(s.Corps)
	for i := range d.Corps {
		c := &d.Corps[i]
		c.Certs = slices.Clone(c.Certs)
		c.Stations = slices.Clone(c.Stations)
		c.MarketTokens = slices.Clone(c.MarketTokens)
	}
	d.Heritages = slices.Clone(s.Heritages)
	d.Vehicles = slices.Clone(s.Vehicles)
	d.Board.hm = s.Board.hm.Clone()
	d.Goods = slices.Clone(s.Goods)
	d.Events = slices.Clone(s.Events)
	d.Stock.Sold = slices.Clone(s.Stock.Sold)
	d.Stock.SoldInRound = slices.Clone(s.Stock.SoldInRound)
	d.Stock.BoughtInRound = slices.Clone(s.Stock.BoughtInRound)
	d.Op.Order = slices.Clone(s.Op.Order)
	d.Op.Offered = slices.Clone(s.Op.Offered)
	d.Over = slices.Clone(s.Over)
	d.Ranking = slices.Clone(s.Ranking)
	return d
}
