package route

import (
	"fmt"
	"strconv"
	"strings"
)

// Train is one train (or vehicle) of the corporation as route sees it.
type Train struct {
	ID         string // what run_routes names it by, e.g. "3S-0"
	Name       string // its type, e.g. "3S", "3S Long", "4J", "1S"
	Stops      int    // how many stops it counts at most (unused with Hexes)
	Towns      bool   // towns count as stops (J trains); otherwise they ride free
	Multiplier int    // revenue multiplier; 0 means 1
	Patch      bool   // the 1S: at most one city or paying off-board, any towns
	Hexes      int    // reach in hexes, both end hexes included (range-limited vehicles)
}

func (t *Train) mult() int {
	if t.Multiplier == 0 {
		return 1
	}
	return t.Multiplier
}

// sugarable reports whether A tip of sugar can lengthen the train: S
// trains only, not J trains nor the 1S.
func (t *Train) sugarable() bool { return t.Hexes == 0 && !t.Towns && !t.Patch }

// sameRules reports whether two trains run and pay alike, so that their
// candidate routes and revenues are the same.
func (t *Train) sameRules(u *Train) bool {
	return t.Stops == u.Stops && t.Towns == u.Towns && t.mult() == u.mult() && t.Patch == u.Patch && t.Hexes == u.Hexes
}

// ZooTrain builds the 18ZOO train with that id and type name: "nS" (also
// "3S Long", "4S Perm"), "nJ" and "1S" (a train with the Patch).
func ZooTrain(id, name string) (Train, error) {
	t := Train{ID: id, Name: name}
	base := name
	if i := strings.IndexByte(name, ' '); i >= 0 {
		base = name[:i]
		if rest := name[i+1:]; rest != "Long" && rest != "Perm" {
			return t, fmt.Errorf("unknown 18ZOO train %q", name)
		}
	}
	if len(base) < 2 {
		return t, fmt.Errorf("unknown 18ZOO train %q", name)
	}
	n, err := strconv.Atoi(base[:len(base)-1])
	if err != nil || n < 1 {
		return t, fmt.Errorf("unknown 18ZOO train %q", name)
	}
	switch base[len(base)-1] {
	case 'S':
		t.Stops = n
		t.Patch = n == 1 && base == name
	case 'J':
		t.Stops, t.Towns, t.Multiplier = n, true, 2
	default:
		return t, fmt.Errorf("unknown 18ZOO train %q", name)
	}
	return t, nil
}

// ZooTrainID builds the train from a run_routes train id such as
// "3S Long-0" or "4J-1": the type is the text before the last '-'.
func ZooTrainID(id string) (Train, error) {
	i := strings.LastIndexByte(id, '-')
	if i <= 0 {
		return Train{}, fmt.Errorf("train id %q has no type", id)
	}
	return ZooTrain(id, id[:i])
}

// ZooPhase is the newest tile colour of an 18ZOO phase, for
// Context.Phase: 2S yellow; 3S and 4S green; 4S Perm and 5S brown; 4J
// gray.
func ZooPhase(name string) (int, error) {
	switch name {
	case "2S":
		return Yellow, nil
	case "3S", "4S":
		return Green, nil
	case "4S Perm", "5S":
		return Brown, nil
	case "4J":
		return Gray, nil
	}
	return 0, fmt.Errorf("unknown 18ZOO phase %q", name)
}
