package g18zoo

// power is one of the twenty 18ZOO powers (private companies).
type power struct {
	Sym   string
	Name  string
	Value int
	SR    bool // used in stock rounds (else in operating rounds)
	Text  string
}

// allPowers in the order 18xx.games defines them; the deal order is drawn
// from the game's seed.
var allPowers = []power{
	{"DAYS_OFF", "Days off", 3, true, "During a stock round, move a family's share price one space right."},
	{"MIDAS", "Midas", 1, true, "Take first priority in the next stock round."},
	{"TOO_MUCH_RESPONSIBILITY", "Too much responsibility", 1, true, "The player gets 3$N at once."},
	{"LEPRECHAUN_POT_OF_GOLD", "Leprechaun pot of gold", 2, true, "The player gets 2$N now and at the start of each stock round."},
	{"IT_S_ALL_GREEK_TO_ME", "It’s all greek to me", 1, true, "After your stock round turn, take another one."},
	{"WHATSUP", "Whatsup", 3, true, "In a stock round a family buys the first available train, deactivated for its next run; its price moves right."},
	{"RABBITS", "Rabbits", 3, false, "Two bonus upgrades, even on hills, mountains and ponds, or before their phase."},
	{"MOLES", "Moles", 2, false, "Four special tiles that upgrade any plain tile, even on hills, mountains and ponds."},
	{"ANCIENT_MAPS", "Ancient maps", 2, false, "Two additional yellow tiles."},
	{"HOLE", "Hole", 2, false, "Mark two R areas; from then on they are connected to run through."},
	{"ON_A_DIET", "On a diet", 1, false, "Place a station in an extra slot of a city."},
	{"SHINING_GOLD", "Shining gold", 1, false, "Earn 2$N / 1$N when building on a hill / mountain."},
	{"THAT_S_MINE", "That's mine!", 2, false, "Reserve an open station slot anywhere until the family tokens it."},
	{"WORK_IN_PROGRESS", "Work in progress", 2, false, "Block a free station slot anywhere."},
	{"WHEAT", "Wheat", 2, false, "A city with the family's station is worth +30."},
	{"TWO_BARRELS", "Two barrels", 2, false, "Twice, double the value of O tiles for a run, without the 1$N pond subsidy."},
	{"A_SQUEEZE", "A squeeze", 3, false, "+3$N when at least one train runs through or to an O."},
	{"PATCH", "Patch", 2, false, "Save a train from rusting: it runs as a 1S."},
	{"WINGS", "Wings", 2, false, "A train may skip one tokened-out station."},
	{"A_TIP_OF_SUGAR", "A tip of sugar", 2, false, "One train runs one more stop (not 4J or 2J)."},
}

// powerIndex finds a power in allPowers by symbol.
var powerIndex = func() map[string]int {
	m := make(map[string]int, len(allPowers))
	for i, p := range allPowers {
		m[p.Sym] = i
	}
	return m
}()

// mustPower is the index of a power in allPowers.
func mustPower(sym string) int {
	k, ok := powerIndex[sym]
	if !ok {
		panic("18ZOO: no power " + sym)
	}
	return k
}
