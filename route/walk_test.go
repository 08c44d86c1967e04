package route

import (
	"strings"
	"testing"

	"ferro/engine"
)

// A Rule set holding both walk mechanisms is refused with an error naming
// them, by Check and by Best, whether Best compiles the board afresh or
// reuses a graph cached for the same track.
func TestRevisitWithTwinsRefused(t *testing.T) {
	ring := []engine.Route{rt("H-0", conn("K1", "K3"), conn("K3", "L4"), conn("L4", "L2", "K1"))}
	for _, rules := range [][]Rule{{RevisitStops, TwinHops}, {TwinHops, testOpen, RevisitStops}} {
		ctx := &Context{Board: ringBoard(), Corp: "GI", Rules: []Rule{testOpen},
			Trains: []Train{{ID: "H-0", Name: "H", Hexes: 5}}}
		if _, _, err := Best(ctx); err != nil { // caches a graph for the track
			t.Fatal(err)
		}
		ctx.Rules = rules
		refused := func(what string, err error) {
			t.Helper()
			if err == nil || !strings.Contains(err.Error(), "RevisitStops") || !strings.Contains(err.Error(), "TwinHops") {
				t.Fatalf("%s: want both walk mechanisms refused, got %v", what, err)
			}
		}
		_, _, err := Best(ctx)
		refused("Best (cached graph)", err)
		_, _, err = Best(&Context{Board: ringBoard(), Corp: "GI", Rules: rules, Trains: ctx.Trains})
		refused("Best", err)
		_, err = Check(ctx, ring)
		refused("Check", err)
	}
	// each alone, or twice, is a walk
	for _, rules := range [][]Rule{{RevisitStops, RevisitStops}, {TwinHops, TwinHops}} {
		ctx := &Context{Board: ringBoard(), Corp: "GI", Rules: rules, Trains: []Train{{ID: "H-0", Name: "H", Hexes: 5}}}
		if _, _, err := Best(ctx); err != nil {
			t.Fatal(err)
		}
	}
}
