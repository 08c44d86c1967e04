package g1713menorca

// Tile colours, in upgrade order.
const (
	colorNone = iota
	colorYellow
	colorGreen
	colorBrown
	colorGrey
)

var colorNames = []string{"none", "yellow", "green", "brown", "grey"}

// tileDef is a route tile. Exits are edges of the unrotated tile; a tile is
// laid on a hex of its kind (plain, town or city) and may be rotated.
// A tile's revenue applies to towns and cities (plus the hex's bonus).
type tileDef struct {
	ID      string
	Color   int
	Kind    hexKind
	Exits   []int
	Revenue int
	Count   int
}

var tileDefs = []tileDef{
	{ID: "Y1", Color: colorYellow, Kind: kindPlain, Exits: []int{0, 3}, Count: 6},
	{ID: "Y2", Color: colorYellow, Kind: kindPlain, Exits: []int{0, 2}, Count: 6},
	{ID: "Y3", Color: colorYellow, Kind: kindPlain, Exits: []int{0, 1}, Count: 4},
	{ID: "YT1", Color: colorYellow, Kind: kindTown, Exits: []int{0, 3}, Revenue: 10, Count: 3},
	{ID: "YT2", Color: colorYellow, Kind: kindTown, Exits: []int{0, 2}, Revenue: 10, Count: 3},
	{ID: "YC1", Color: colorYellow, Kind: kindCity, Exits: []int{0, 3}, Revenue: 20, Count: 3},
	{ID: "YC2", Color: colorYellow, Kind: kindCity, Exits: []int{0, 2}, Revenue: 20, Count: 3},
	{ID: "YC3", Color: colorYellow, Kind: kindCity, Exits: []int{0, 1}, Revenue: 20, Count: 2},

	{ID: "G1", Color: colorGreen, Kind: kindPlain, Exits: []int{0, 2, 4}, Count: 3},
	{ID: "G2", Color: colorGreen, Kind: kindPlain, Exits: []int{0, 1, 3}, Count: 3},
	{ID: "G3", Color: colorGreen, Kind: kindPlain, Exits: []int{0, 1, 3, 4}, Count: 2},
	{ID: "G4", Color: colorGreen, Kind: kindPlain, Exits: []int{0, 2, 3}, Count: 2},
	{ID: "GT1", Color: colorGreen, Kind: kindTown, Exits: []int{0, 2, 4}, Revenue: 20, Count: 3},
	{ID: "GT2", Color: colorGreen, Kind: kindTown, Exits: []int{0, 1, 3, 4}, Revenue: 20, Count: 2},
	{ID: "GC1", Color: colorGreen, Kind: kindCity, Exits: []int{0, 2, 3, 5}, Revenue: 30, Count: 3},
	{ID: "GC2", Color: colorGreen, Kind: kindCity, Exits: []int{0, 1, 3, 4}, Revenue: 30, Count: 3},
	{ID: "GC3", Color: colorGreen, Kind: kindCity, Exits: []int{0, 1, 2, 3}, Revenue: 30, Count: 2},
	{ID: "GC4", Color: colorGreen, Kind: kindCity, Exits: []int{0, 1, 2, 4}, Revenue: 30, Count: 2},

	{ID: "B1", Color: colorBrown, Kind: kindPlain, Exits: []int{0, 1, 2, 3, 4}, Count: 2},
	{ID: "BT1", Color: colorBrown, Kind: kindTown, Exits: []int{0, 1, 2, 3, 4}, Revenue: 30, Count: 2},
	{ID: "BC1", Color: colorBrown, Kind: kindCity, Exits: []int{0, 1, 2, 3, 4}, Revenue: 40, Count: 3},
	{ID: "BC2", Color: colorBrown, Kind: kindCity, Exits: []int{0, 1, 2, 3, 4, 5}, Revenue: 40, Count: 2},

	{ID: "X1", Color: colorGrey, Kind: kindPlain, Exits: []int{0, 1, 2, 3, 4, 5}, Count: 2},
	{ID: "XT1", Color: colorGrey, Kind: kindTown, Exits: []int{0, 1, 2, 3, 4, 5}, Revenue: 40, Count: 2},
	{ID: "XC1", Color: colorGrey, Kind: kindCity, Exits: []int{0, 1, 2, 3, 4, 5}, Revenue: 60, Count: 3},
}
