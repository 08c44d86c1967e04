package g1713menorca

// Abilities a Family heritage gives the company that owns it.
const (
	abilityNone      = ""
	abilityExtraTile = "extra_tile" // lay a second tile each operating round
	abilityNoTerrain = "no_terrain" // pay no terrain costs
)

// heritageDef is a Family heritage (the game's private companies). Price is
// the auction's minimum price and the price a company pays its director for
// it; Income is paid at the start of every operating round until the
// heritage closes at the start of era Closes.
type heritageDef struct {
	ID      string
	Name    string
	Price   int
	Income  int
	Ability string
	Closes  int
}

var heritageDefs = []heritageDef{
	{ID: "SAU", Name: "Família Saura", Price: 20, Income: 5, Closes: 3},
	{ID: "OLI", Name: "Família Olivar", Price: 30, Income: 5, Closes: 3},
	{ID: "SQU", Name: "Família Squella", Price: 40, Income: 10, Closes: 3},
	{ID: "MRT", Name: "Família Martorell", Price: 55, Income: 10, Ability: abilityExtraTile, Closes: 4},
	{ID: "ORF", Name: "Família Orfila", Price: 70, Income: 15, Closes: 4},
	{ID: "SAL", Name: "Família Salort", Price: 85, Income: 15, Ability: abilityNoTerrain, Closes: 4},
	{ID: "VIV", Name: "Família Vivó", Price: 100, Income: 20, Closes: 4},
	{ID: "PON", Name: "Família Pons", Price: 120, Income: 20, Closes: 4},
	{ID: "CAR", Name: "Família Cardona", Price: 140, Income: 25, Closes: 4},
}

// heritageSalePhase is the first phase in which a company may buy a
// heritage from its director.
const heritageSalePhase = 1
