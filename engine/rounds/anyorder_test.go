package rounds

import (
	"errors"
	"strings"
	"testing"

	"ferro/engine"
)

// A stock turn taken in any order: buy (claimed even when closed, so that
// its check names the rule), token (offered only while open, not
// claimed), and the pass.
type anyTurn struct {
	bought, tokenOpen bool
	log               []string
}

type aBuyStep struct{}
type aTokenStep struct{}
type aPassStep struct{}

func (aBuyStep) Actions(g *anyTurn, _ Entity) Set {
	if g.bought {
		return 0
	}
	return tBuyShares
}
func (aBuyStep) Claims(typ string) bool { return typ == "buy_shares" }
func (aBuyStep) Process(g *anyTurn, s *State, _ Entity, _ engine.Action) error {
	if g.bought {
		return engine.Illegal("one buy", "bought already")
	}
	g.bought = true
	g.log = append(g.log, "buy")
	return nil
}

func (aTokenStep) Actions(g *anyTurn, _ Entity) Set {
	if g.tokenOpen {
		return tToken
	}
	return 0
}
func (aTokenStep) Process(g *anyTurn, s *State, _ Entity, _ engine.Action) error {
	g.log = append(g.log, "token")
	return nil
}

func (aPassStep) Actions(*anyTurn, Entity) Set { return tPass }
func (aPassStep) Claims(typ string) bool       { return typ == "pass" }
func (aPassStep) Process(g *anyTurn, s *State, _ Entity, _ engine.Action) error {
	g.log = append(g.log, "pass")
	if s.Kind != 2 {
		return engine.Illegal("kind", "pass step's kind %d, want 2", s.Kind)
	}
	return nil
}

func TestAnyOrderClaimingStepTakes(t *testing.T) {
	o := NewAnyOrder(testTypes, Step[*anyTurn](aBuyStep{}), aTokenStep{}, aPassStep{})
	g := &anyTurn{}
	p := Of(Player, 0)
	for _, c := range []struct {
		typ      string
		taken    bool
		err, log string
	}{
		{"pass", true, "", "pass"},          // the third step, in any order
		{"buy_shares", true, "", "buy"},     // offered and claimed
		{"buy_shares", true, "one buy", ""}, // closed but claimed: its rule refuses it
		{"place_token", false, "", ""},      // closed, not claimed: nobody takes it
		{"lay_tile", false, "", ""},         // no step's type
	} {
		g.log = nil
		taken, err := o.Process(g, p, engine.Action{Type: c.typ})
		if taken != c.taken {
			t.Errorf("%s: taken %v, want %v", c.typ, taken, c.taken)
		}
		if got := errRule(err); got != c.err {
			t.Errorf("%s: error %q, want rule %q", c.typ, err, c.err)
		}
		if got := strings.Join(g.log, ","); got != c.log {
			t.Errorf("%s: steps took %q, want %q", c.typ, got, c.log)
		}
	}
	g.tokenOpen = true
	if taken, err := o.Process(g, p, engine.Action{Type: "place_token"}); !taken || err != nil || strings.Join(g.log, ",") != "token" {
		t.Errorf("open token step: taken %v err %v log %v", taken, err, g.log)
	}
	if got := o.Open(nil); len(got) != 3 || got[0] != (aBuyStep{}) || got[2] != (aPassStep{}) {
		t.Errorf("Open = %v, want the three steps in order", got)
	}
}

func errRule(err error) string {
	if err == nil {
		return ""
	}
	var r *engine.IllegalError
	if errors.As(err, &r) {
		return r.Rule
	}
	return err.Error()
}
