package g1713menorca

// corpKind says how a company is founded and what it may own.
type corpKind int

const (
	maritime corpKind = iota // RNC, RCC, CCM: ports, ships and carts, Trust Family certificate
	small                    // the local small companies: five 20% certificates, carts
	merged                   // RADM: factories and carts, formed by the merger
)

// certDef is one certificate of a company.
type certDef struct {
	Pct    int
	Trust  bool // the Trust Family (president's) certificate
	Marked bool // places a market token when first bought from the company
}

// corpDef is a company. Home is the hex of its home port (maritime), of
// its workshop (small) or empty (RADM). Era is the first era in which it
// may be founded. MinSold is the percentage that must be sold before it
// operates.
type corpDef struct {
	Sym      string
	Name     string
	Kind     corpKind
	Home     string
	Goods    string
	Era      int
	MinSold  int
	Stations int // ports or factories it owns, the home one included
}

var maritimeCerts = []certDef{
	{Pct: 20, Trust: true},
	{Pct: 20, Marked: true},
	{Pct: 10, Marked: true},
	{Pct: 10, Marked: true},
	{Pct: 10, Marked: true},
	{Pct: 10, Marked: true},
	{Pct: 10},
	{Pct: 10},
}

var smallCerts = []certDef{{Pct: 20}, {Pct: 20}, {Pct: 20}, {Pct: 20}, {Pct: 20}}

var radmCerts = []certDef{{Pct: 10}, {Pct: 10}, {Pct: 10}, {Pct: 10}, {Pct: 10}, {Pct: 10}, {Pct: 10}, {Pct: 10}, {Pct: 10}, {Pct: 10}}

// corpDefs lists every company in operating tie-break order. The three
// small companies are all listed; two take part in a game.
var corpDefs = []corpDef{
	{Sym: "RNC", Name: "Reial Navegació Comercial", Kind: maritime, Home: "K10", Era: 1, Stations: 3},
	{Sym: "RCC", Name: "Reial Companyia de Ciutadella", Kind: maritime, Home: "B9", Era: 1, Stations: 3},
	{Sym: "CCM", Name: "Companyia de Comerç de Menorca", Kind: maritime, Home: "G6", Era: 3, MinSold: 60, Stations: 3},
	{Sym: "RADM", Name: "Reial Associació de Manufactures", Kind: merged, Era: 3, Stations: 4},
	{Sym: "RAM", Name: "Ramaders", Kind: small, Home: "G8", Goods: "cheese", Era: 1, Stations: 1},
	{Sym: "ART", Name: "Artesans", Kind: small, Home: "E8", Goods: "footwear", Era: 1, Stations: 1},
	{Sym: "DES", Name: "Destil·ladors", Kind: small, Home: "I8", Goods: "gin", Era: 1, Stations: 1},
}

func certDefsFor(k corpKind) []certDef {
	switch k {
	case maritime:
		return maritimeCerts
	case small:
		return smallCerts
	}
	return radmCerts
}

// Setup figures.
const (
	bankTotal        = 10000
	stationPrice     = 40 // a port or factory after the home one
	goodsEarly       = 10 // bank pays RADM per goods token, eras 1-2
	goodsLate        = 20 // eras 3-4
	marketToken      = 10 // per own market token at a destination reached
	marketMax        = 5  // certificates of one company in the Open Market
	holdLimitPct     = 60
	tokensPerCompany = 5
	auctionStep      = 5
	bidIncrement     = 5
)

// startCash and certLimit by player count.
var startCash = map[int]int{2: 420, 3: 380}
var certLimit = map[int]int{2: 15, 3: 13}
