package route

import (
	"fmt"
	"strconv"
	"strings"

	"ferro/engine"
)

// The test title: its trains and its rules, as hooks named as route's
// tests expect them in errors.
var (
	testPassOnce  = &Once{Rule: "pass a city", Twice: "a route can skip only one tokened-out city", Again: "only one train can skip a tokened-out city"}
	testExtraOnce = &Once{Rule: "extra stop", Again: "only one train can use extra stop"}

	// testPass: one route of a run may pass one closed city, not one
	// whose one slot holds a blocking token.
	testPass = Rule{Stop: func(h *Hex, j int, s *Stop) {
		switch {
		case !s.Closed:
		case h.Nodes[j].OnlyBlockingSlot():
			s.Rule, s.Why = "blocker", fmt.Sprintf("the city on %s has only a blocker slot and cannot be skipped", h.ID)
		default:
			s.Pass = testPassOnce
		}
	}}
	// testExtra: one train of a run counting cities only may count one
	// stop more.
	testExtra = Rule{Stretch: func(t *Train) *Once {
		if t.Hexes == 0 && !t.Towns && t.Local == "" {
			return testExtraOnce
		}
		return nil
	}}
	testTwins  = TwinHops
	testRepeat = RevisitStops
	// testOpen: no city closes.
	testOpen = Rule{Stop: func(h *Hex, j int, s *Stop) { s.Closed = false }}
	// testNoSubsidy: no stop pays a subsidy.
	testNoSubsidy = Rule{Stop: func(h *Hex, j int, s *Stop) { s.Subsidy = 0 }}
	// testNoRunSubsidy: the run pays no subsidy (its routes still record theirs).
	testNoRunSubsidy = Rule{Subsidy: func(int) int { return 0 }}
	// testPorts: a port may only be a route's end, the corporation's
	// own, and a route's ends are never two different ports.
	testPorts = Rule{
		Stop: func(h *Hex, j int, s *Stop) {
			if h.Nodes[j].Port {
				s.End, s.Watch = true, true
			}
		},
		Visit: func(r *RouteView, i int) error {
			if !r.Node(i).Port {
				return nil
			}
			last := r.Len() - 1
			through := i > 0 && i < last
			another := !r.Tokened(i)
			if !through && !another && !(i == last && last > 0 && !r.Same(0, last) && r.Node(0).Port) {
				return nil
			}
			if r.Quiet() {
				return ErrRefused
			}
			switch {
			case through:
				return engine.Illegal("through a port", "the route cannot pass through the port %s", r.Hex(i))
			case another:
				return engine.Illegal("another's port", "the route cannot end in %s, not a port of %s", r.Hex(i), r.Corp())
			}
			return engine.Illegal("another's port", "the route cannot end in two ports")
		},
	}
)

// testTownBonus: every stop on a tile with a town pays n more.
func testTownBonus(n int) Rule {
	return Rule{Stop: func(h *Hex, j int, s *Stop) {
		if s.TownTile {
			s.Bonus += n
		}
	}}
}

// testSubsidyBonus: n more subsidy for a run with any.
func testSubsidyBonus(n int) Rule {
	return Rule{Subsidy: func(sum int) int {
		if sum > 0 {
			sum += n
		}
		return sum
	}}
}

// testBonusHex: a route stopping on hex pays n more, times the multiplier.
func testBonusHex(hex string, n int) Rule {
	return Rule{Route: func(r *RouteView) error {
		for i := 0; i < r.Len(); i++ {
			if r.Hex(i) == hex {
				r.Pay(i, n)
				break
			}
		}
		return nil
	}}
}

// testTunnel joins the off-board areas a and b: a route running through
// both without stopping at either counts a stop more, worth a.
func testTunnel(a, b string) Rule {
	return Rule{
		Walk: func(w *Walk) { w.Areas = []string{a, b} },
		Route: func(r *RouteView) error {
			stopsAt := [2]bool{}
			for i := 0; i < r.Len(); i++ {
				for k := range stopsAt {
					if r.OnArea(i, k) {
						stopsAt[k] = true
					}
				}
			}
			in := [2]int{r.Crossed(0), r.Crossed(1)}
			switch {
			case in[0]+in[1] > 2:
				return engine.Illegal("tunnel", "tunnel area reused")
			case in[0] == 2 || in[1] == 2:
				return engine.Illegal("tunnel", "in and out of one area")
			case stopsAt[0] && stopsAt[1]:
				return engine.Illegal("tunnel", "both areas as ends")
			}
			if in[0] > 0 && in[1] > 0 && !stopsAt[0] && !stopsAt[1] {
				area, at, rev := r.Area(0), 0, 0
				for j := range area.Nodes {
					if area.Nodes[j].Kind == Offboard {
						at, rev = j, area.Nodes[j].Revenue[r.Phase()]
						break
					}
				}
				r.PassStop(area, at, rev)
			}
			return nil
		},
	}
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
