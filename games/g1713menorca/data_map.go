package g1713menorca

// The map of Menorca and its sea (all values provisional, see
// docs/games/1713-menorca.md). Hex ids are a column letter (A at the west)
// and a row number (1 at the north); a hex exists where the column index
// (A=0) plus the row is even. Hexes are flat-topped: the six edges are
// numbered clockwise from the south.

// hexKind says what a hex holds.
type hexKind int

const (
	kindPlain    hexKind = iota // land without a revenue node
	kindTown                    // small revenue node, no station slots
	kindCity                    // revenue node with slots for ports or factories
	kindSea                     // sea hex: part of the printed sea lanes
	kindOffboard                // destination beyond the board
)

// Edges of a flat-topped hex, clockwise from the south.
const (
	edgeS = iota
	edgeSW
	edgeNW
	edgeN
	edgeNE
	edgeSE
)

// hexDef is one printed hex.
type hexDef struct {
	ID       string
	Name     string
	Kind     hexKind
	Harbour  bool   // a port city: ships call here, carts only start here
	Terrain  int    // cost of the first tile laid here
	Slots    int    // port or factory places (cities only)
	Bonus    int    // added to the revenue of the tile laid here
	Printed  int    // revenue before any tile is laid (towns and cities)
	PreExits []int  // printed road exits (a printed yellow tile)
	PreRev   int    // revenue of the printed yellow tile
	Offboard [4]int // off-board revenue in eras 1-4
}

// hexDefs lists every hex of the board. Land first, then sea, then off-board.
var hexDefs = []hexDef{
	// Land of Menorca, west to east.
	{ID: "B9", Name: "Ciutadella", Kind: kindCity, Harbour: true, Slots: 2, Bonus: 10, Printed: 20, PreExits: []int{edgeNE}, PreRev: 20},
	{ID: "C8", Kind: kindPlain},
	{ID: "C10", Kind: kindPlain},
	{ID: "D7", Kind: kindPlain, Terrain: 20},
	{ID: "D9", Kind: kindPlain},
	{ID: "E8", Name: "Ferreries", Kind: kindCity, Slots: 2, Printed: 20},
	{ID: "E10", Kind: kindPlain},
	{ID: "F7", Kind: kindPlain, Terrain: 20},
	{ID: "F9", Name: "Es Migjorn Gran", Kind: kindTown, Printed: 10},
	{ID: "G6", Name: "Fornells", Kind: kindCity, Harbour: true, Slots: 2, Printed: 20, PreExits: []int{edgeS}, PreRev: 20},
	{ID: "G8", Name: "Es Mercadal", Kind: kindCity, Slots: 2, Printed: 20},
	{ID: "H7", Kind: kindPlain, Terrain: 20},
	{ID: "H9", Name: "El Toro", Kind: kindPlain, Terrain: 60},
	{ID: "I8", Name: "Alaior", Kind: kindCity, Slots: 2, Printed: 20},
	{ID: "I10", Name: "Sant Climent", Kind: kindTown, Printed: 10, PreExits: []int{edgeSE, edgeN}, PreRev: 10},
	{ID: "J7", Kind: kindPlain},
	{ID: "J9", Kind: kindPlain, Terrain: 20},
	{ID: "J11", Name: "Sant Lluís", Kind: kindTown, Printed: 10, PreExits: []int{edgeNE, edgeNW}, PreRev: 10},
	{ID: "K8", Kind: kindPlain},
	{ID: "K10", Name: "Maó", Kind: kindCity, Harbour: true, Slots: 3, Bonus: 20, Printed: 20, PreExits: []int{edgeSW, edgeSE, edgeNW}, PreRev: 20},
	{ID: "L11", Name: "Es Castell", Kind: kindTown, Printed: 10, PreExits: []int{edgeNW}, PreRev: 10},

	// Sea hexes carrying the printed lanes.
	{ID: "K12", Kind: kindSea}, {ID: "K14", Kind: kindSea}, {ID: "J13", Kind: kindSea},
	{ID: "I12", Kind: kindSea}, {ID: "H13", Kind: kindSea}, {ID: "G12", Kind: kindSea},
	{ID: "F13", Kind: kindSea}, {ID: "E12", Kind: kindSea}, {ID: "D13", Kind: kindSea},
	{ID: "C12", Kind: kindSea}, {ID: "B11", Kind: kindSea}, {ID: "B13", Kind: kindSea},
	{ID: "B7", Kind: kindSea}, {ID: "C6", Kind: kindSea}, {ID: "C4", Kind: kindSea},
	{ID: "D5", Kind: kindSea}, {ID: "E6", Kind: kindSea}, {ID: "F5", Kind: kindSea},
	{ID: "G4", Kind: kindSea}, {ID: "F3", Kind: kindSea}, {ID: "E4", Kind: kindSea},
	{ID: "D3", Kind: kindSea}, {ID: "H3", Kind: kindSea}, {ID: "I2", Kind: kindSea},
	{ID: "J3", Kind: kindSea}, {ID: "L9", Kind: kindSea}, {ID: "L7", Kind: kindSea},
	{ID: "L5", Kind: kindSea}, {ID: "L3", Kind: kindSea},

	// Off-board destinations around the western Mediterranean.
	{ID: "C2", Name: "Barcelona", Kind: kindOffboard, Offboard: [4]int{50, 50, 60, 70}},
	{ID: "F1", Name: "Marseille", Kind: kindOffboard, Offboard: [4]int{40, 40, 50, 60}},
	{ID: "K2", Name: "Toulon", Kind: kindOffboard, Offboard: [4]int{30, 30, 40, 50}},
	{ID: "J15", Name: "València", Kind: kindOffboard, Offboard: [4]int{40, 40, 50, 60}},
	{ID: "F15", Name: "Alger", Kind: kindOffboard, Offboard: [4]int{20, 30, 40, 50}},
	{ID: "A12", Name: "Palma", Kind: kindOffboard, Offboard: [4]int{30, 30, 40, 50}},
	{ID: "A14", Name: "Gibraltar", Kind: kindOffboard, Offboard: [4]int{20, 30, 40, 60}},
}

// seaLanes are the printed sea routes, each a chain of adjacent hexes.
var seaLanes = [][]string{
	{"K10", "K12", "K14", "J15"}, // Maó - València
	{"K12", "J13", "I12", "H13", "G12", "F13", "E12", "D13", "C12", "B11", "B9"}, // south coast to Ciutadella
	{"J13", "J15"},                        // south lane - València
	{"F13", "F15"},                        // south lane - Alger
	{"B11", "A12"},                        // Palma
	{"C12", "B13", "A14"},                 // Gibraltar
	{"B9", "B7", "C6", "C4", "C2"},        // Ciutadella - Barcelona
	{"C6", "D5", "E6", "F5", "G6"},        // north coast to Fornells
	{"G6", "G4", "F3", "F1"},              // Fornells - Marseille
	{"F5", "E4", "D3", "C2"},              // north lane - Barcelona
	{"G4", "H3", "I2", "J3", "K2"},        // Fornells - Toulon
	{"K10", "L9", "L7", "L5", "L3", "K2"}, // Maó - Toulon
}
