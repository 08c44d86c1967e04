package g18zoo

import (
	"fmt"
	"strconv"
	"strings"

	"ferro/route"
)

// RouteTrain builds the route.Train of the 18ZOO train with that id and type name: "nS" (also
// "3S Long", "4S Perm"), "nJ" and "1S" (a train with the Patch).
func RouteTrain(id, name string) (route.Train, error) {
	t := route.Train{ID: id, Name: name}
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
		if n == 1 && base == name {
			t.Local = patchLocal
		}
	case 'J':
		t.Stops, t.Towns, t.Multiplier = n, true, 2
	default:
		return t, fmt.Errorf("unknown 18ZOO train %q", name)
	}
	return t, nil
}

// RouteTrainID builds the route.Train from a run_routes train id such as
// "3S Long-0" or "4J-1": the type is the text before the last '-'.
func RouteTrainID(id string) (route.Train, error) {
	i := strings.LastIndexByte(id, '-')
	if i <= 0 {
		return route.Train{}, fmt.Errorf("train id %q has no type", id)
	}
	return RouteTrain(id, id[:i])
}

// RoutePhase is the newest tile colour of the 18ZOO phase of that name,
// for route.Context.Phase (routeColour): 2S yellow; 3S and 4S green;
// 4S Perm and 5S brown; 4J gray.
func RoutePhase(name string) (int, error) {
	if p := phaseNamed(name); p >= 0 {
		return routeColour(phases[p]), nil
	}
	return 0, fmt.Errorf("unknown 18ZOO phase %q", name)
}
