package route

import (
	"reflect"
	"testing"
)

func TestWalkRecord(t *testing.T) {
	stops := map[string]bool{"A": true, "C": true, "F": true}
	walk := []string{"A", "B", "C", "D", "E", "F", "G"}
	conns := SplitWalk(walk, func(id string) bool { return stops[id] })
	want := [][]string{{"A", "B", "C"}, {"C", "D", "E", "F"}}
	if !reflect.DeepEqual(conns, want) {
		t.Fatalf("SplitWalk: %v, want %v", conns, want)
	}
	conns[0] = append(conns[0], "X") // a connection's growth leaves the walk alone
	if walk[3] != "D" {
		t.Errorf("appending to a connection wrote into the walk: %v", walk)
	}
	if got := AppendWalk([]string{"Z"}, want); !reflect.DeepEqual(got, []string{"Z", "A", "B", "C", "D", "E", "F"}) {
		t.Errorf("AppendWalk: %v", got)
	}
	// a connection not starting where the one before ended is written whole
	if got := AppendWalk(nil, [][]string{{"A", "B"}, {"C", "D"}}); !reflect.DeepEqual(got, []string{"A", "B", "C", "D"}) {
		t.Errorf("AppendWalk of disjoint connections: %v", got)
	}
}
