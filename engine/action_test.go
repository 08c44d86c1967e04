package engine

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRunRoutesKeepsRoutesKey: a run without routes is written with an
// empty routes list, which 18xx.games' engine requires.
func TestRunRoutesKeepsRoutesKey(t *testing.T) {
	b, err := json.Marshal(Action{Type: "run_routes", Entity: "PB", EntityType: "corporation", ID: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"routes":[]`) {
		t.Fatalf("no routes key in %s", b)
	}
	var back Action
	if err := json.Unmarshal(b, &back); err != nil || back.Type != "run_routes" {
		t.Fatalf("round trip: %v %+v", err, back)
	}
}
