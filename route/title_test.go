package route

import (
	"fmt"
	"strconv"
	"strings"
)

// The test title: its trains and the options its rules turn on, named
// as route's tests expect them in errors.
var (
	testPass   = PassCity{On: true, Rule: "pass a city", BlockerRule: "blocker"}
	testExtra  = ExtraStop{On: true, Rule: "extra stop"}
	testTunnel = Tunnel{Rule: "tunnel", Reused: "tunnel area reused", SameArea: "in and out of one area", BothEnds: "both areas as ends"}
)

// tunnelMods joins areas a and b with the test title's tunnel.
func tunnelMods(a, b string) Modifiers {
	m := Modifiers{Tunnel: testTunnel}
	m.Tunnel.Areas = [2]string{a, b}
	return m
}

// testTrain is the test title's train with a run_routes id "<type>-<n>".
// The type is a number n and a letter, in route's own terms:
//   - "nC" (a city counter) counts at most n stops, where only cities and
//     paying off-boards count and towns ride free; " Long" or any other
//     word may follow the letter ("3C Long"), naming another train of the
//     same rules;
//   - "nT" (a town counter) counts at most n stops, towns included, and
//     multiplies its revenue by 2;
//   - "1C" alone is a local train (Train.Local, named "Local" in errors).
func testTrain(id string) (Train, error) {
	i := strings.LastIndexByte(id, '-')
	if i <= 0 {
		return Train{}, fmt.Errorf("train id %q has no type", id)
	}
	name := id[:i]
	t := Train{ID: id, Name: name}
	base, _, _ := strings.Cut(name, " ")
	n, err := strconv.Atoi(base[:max(len(base)-1, 0)])
	if err != nil || n < 1 {
		return t, fmt.Errorf("unknown test train %q", name)
	}
	switch base[len(base)-1] {
	case 'C':
		t.Stops = n
		if name == "1C" {
			t.Local = "Local"
		}
	case 'T':
		t.Stops, t.Towns, t.Multiplier = n, true, 2
	default:
		return t, fmt.Errorf("unknown test train %q", name)
	}
	return t, nil
}

// trains are the test title's trains with those ids.
func trains(ids ...string) []Train {
	var out []Train
	for _, id := range ids {
		t, err := testTrain(id)
		if err != nil {
			panic(err)
		}
		out = append(out, t)
	}
	return out
}
