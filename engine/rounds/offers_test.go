package rounds

import (
	"testing"

	"ferro/engine"
)

// oRunStep offers its set through Offers.
type oRunStep struct{ Offers[*turn] }

func (oRunStep) Process(g *turn, s *State, e Entity, a engine.Action) error {
	g.log = append(g.log, a.Type)
	s.Passed = true
	return nil
}

// A step embedding Offers offers the set its value was given, in a
// Sequence as anywhere, and nothing when given none.
func TestOffers(t *testing.T) {
	st := oRunStep{Offers[*turn](tRun)}
	if got := st.Actions(nil, Of(Corporation, 0)); got != tRun {
		t.Errorf("Actions = %v, want run_routes", testTypes.Names(got))
	}
	if (oRunStep{}).Actions(nil, None) != 0 {
		t.Error("a value given no set offers something")
	}
	q := NewSequence(testTypes, func(g *turn) *int { return &g.cursor }, Step[*turn](st))
	g := &turn{}
	if taken, err := q.Process(g, Of(Corporation, 0), engine.Action{Type: "run_routes"}); !taken || err != nil || g.cursor != 1 {
		t.Errorf("run_routes: taken %v, err %v, cursor %d", taken, err, g.cursor)
	}
}
