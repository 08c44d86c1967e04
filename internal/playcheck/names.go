package playcheck

import (
	"strconv"

	"ferro/engine"
)

// NameStyles is how many ways of naming players Players knows.
const NameStyles = 6

// Players are n players with ids "1".."n", named in one of NameStyles
// ways (style mod NameStyles), so that random games meet the names people
// and attackers give: 0 "Player 1"…; 1 all the same; 2 pairs differing in
// case only ("Ann", "ann"); 3 unicode, spaces and separators; 4 each named
// after another player's id; 5 names that look like ticket references and
// id forms ("#1", "x - y"). Styles 1, 2 and 4 repeat names or clash with
// ids; a game must still keep players apart by id.
func Players(n, style int) []engine.Player {
	out := make([]engine.Player, n)
	for i := range out {
		id := strconv.Itoa(i + 1)
		var name string
		switch style % NameStyles {
		case 1:
			name = "a"
		case 2:
			name = []string{"Ann", "ann", "ANN", "Bo", "bo"}[i%5]
		case 3:
			name = []string{"Zoë", "動物園", "🦒 giraffe", " lead space", "tab\tname"}[i%5]
		case 4:
			name = strconv.Itoa((i+1)%n + 1)
		case 5:
			name = []string{"#2", "x - y", "ZOOTicket 1 - a", "#1", "-"}[i%5]
		default:
			name = "Player " + id
		}
		out[i] = engine.Player{ID: id, Name: name}
	}
	return out
}
