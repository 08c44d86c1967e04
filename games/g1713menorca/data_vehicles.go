package g1713menorca

// classWords are the vehicle classes (classShips, classCarts) as words.
var classWords = [2]string{"ships", "carts"}

// phaseDef is one fleet phase (4H ... 9H). A phase begins when a company
// buys the first vehicle of the next step: a ship of the next type, or a
// cart of a type that belongs to the next phase (see bankOffer).
type phaseDef struct {
	Name   string
	Limit  int // vehicles per company, ships and carts counted apart
	ORs    int // operating rounds in a set that starts in this phase
	Era    int // historical era (1-4)
	Colors int // tile colours available: 1 yellow, 2 +green, 3 +brown, 4 +grey
}

var phases = []phaseDef{
	{Name: "4H", Limit: 4, ORs: 2, Era: 1, Colors: 1},
	{Name: "5H", Limit: 4, ORs: 2, Era: 1, Colors: 2},
	{Name: "6H", Limit: 3, ORs: 2, Era: 2, Colors: 2},
	{Name: "7H", Limit: 3, ORs: 3, Era: 3, Colors: 3},
	{Name: "8H", Limit: 2, ORs: 3, Era: 3, Colors: 3},
	{Name: "9H", Limit: 2, ORs: 3, Era: 4, Colors: 4},
}

// vehicleType is a kind of ship or cart. Ranges count hexes, both ends
// included. Ships are sold by the bank in order (the next type only when
// the previous one is sold out) and the first of a type starts its phase;
// carts are sold from their phase on. Rust is the phase in which the
// type leaves the game (-1: never).
type vehicleType struct {
	ID    string
	Name  string
	Ship  bool
	Range int
	Price int
	Count int
	Phase int // ships: the phase it starts; carts: first phase on sale
	Rust  int
}

var vehicleTypes = []vehicleType{
	{ID: "chebek", Name: "Chebek 4H", Ship: true, Range: 4, Price: 80, Count: 3, Phase: 0, Rust: 1},
	{ID: "polaker", Name: "Polaker 5H", Ship: true, Range: 5, Price: 160, Count: 3, Phase: 1, Rust: 3},
	{ID: "fregat", Name: "Fregat 6H", Ship: true, Range: 6, Price: 260, Count: 2, Phase: 2, Rust: 3},
	{ID: "linieschip", Name: "Linieschip 7H", Ship: true, Range: 7, Price: 340, Count: 1, Phase: 3, Rust: -1},
	{ID: "konvooi", Name: "Konvooi 8H", Ship: true, Range: 8, Price: 420, Count: 1, Phase: 4, Rust: -1},
	{ID: "begeleid", Name: "Begeleid konvooi 9H", Ship: true, Range: 9, Price: 520, Count: 3, Phase: 5, Rust: -1},
	{ID: "kar", Name: "Kar 3H", Range: 3, Price: 60, Count: 6, Phase: 0, Rust: 3},
	{ID: "goederenkar", Name: "Goederenkar 4H", Range: 4, Price: 140, Count: 4, Phase: 3, Rust: 5},
	{ID: "wegkonvooi", Name: "Wegkonvooi 5H", Range: 5, Price: 240, Count: 3, Phase: 5, Rust: -1},
}
