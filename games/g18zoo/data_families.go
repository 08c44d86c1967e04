package g18zoo

// family is an 18ZOO corporation.
type family struct {
	Sym    string
	Name   string
	Tokens []int // price of each station; the first is the home station
}

var allFamilies = []family{
	{Sym: "CR", Name: "(H1) CROCODILES", Tokens: []int{0, 2, 4, 4}},
	{Sym: "GI", Name: "(H2) GIRAFFES", Tokens: []int{0, 2}},
	{Sym: "PB", Name: "(H3) POLAR BEARS", Tokens: []int{0, 2, 4, 4}},
	{Sym: "PE", Name: "(H4) PENGUINS", Tokens: []int{0, 2, 4, 4}},
	{Sym: "LI", Name: "(H5) LIONS", Tokens: []int{0, 2, 4}},
	{Sym: "TI", Name: "(H6) TIGERS", Tokens: []int{0, 2}},
	{Sym: "BB", Name: "(H7) BROWN BEAR", Tokens: []int{0, 2, 4}},
	{Sym: "EL", Name: "(H8) ELEPHANT", Tokens: []int{0, 2, 4}},
}

// shareCerts are every family's certificates: the 40% president's
// certificate and four 20% shares (120%), the last of them (the "cousin")
// buyable only from Wednesday's stock round.
var shareCerts = []int{40, 20, 20, 20, 20}

// mapSpec is what differs between the six maps apart from the board (the
// families and their homes are zoomap's data).
type mapSpec struct {
	Letter       string
	StartingCash map[int]int // by player count
	Big          bool        // 7 families (certificate limits differ)
}

var maps = []mapSpec{
	{Letter: "A",
		StartingCash: map[int]int{2: 40, 3: 28, 4: 27, 5: 22}},
	{Letter: "B",
		StartingCash: map[int]int{2: 40, 3: 28, 4: 23, 5: 22}},
	{Letter: "C",
		StartingCash: map[int]int{2: 40, 3: 28, 4: 23, 5: 22}},
	{Letter: "D", Big: true,
		StartingCash: map[int]int{2: 48, 3: 32, 4: 27, 5: 22}},
	{Letter: "E", Big: true,
		StartingCash: map[int]int{2: 48, 3: 32, 4: 27, 5: 22}},
	{Letter: "F", Big: true,
		StartingCash: map[int]int{2: 48, 3: 32, 4: 27, 5: 22}},
}

// certLimit is the certificate limit by player count, for 5- and 7-family maps.
func certLimit(players int, big bool) int {
	if big {
		return certLimits7[players]
	}
	return certLimits5[players]
}

// Certificate limits by player count (index), on 5- and 7-family maps.
var (
	certLimits5 = [6]int{2: 10, 3: 7, 4: 5, 5: 6}
	certLimits7 = [6]int{2: 12, 3: 9, 4: 7, 5: 6}
)

// ticketValue is a ZOOTicket's value by day (1–3, 4 = game end) and
// operating round (0 = the stock round).
func ticketValue(day, or int) int {
	switch day {
	case 1:
		return []int{4, 5, 6}[or]
	case 2:
		return []int{7, 8, 9}[or]
	case 3:
		return []int{10, 12, 15, 18}[or]
	}
	return 20
}

// cousinCert is the last 20% certificate: it joins the family on Wednesday.
const cousinCert = 4
