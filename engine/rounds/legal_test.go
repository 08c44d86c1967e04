package rounds

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
)

// Steps with lists, over the machine tests' operating turn: the power
// lists its use; the turn is one step of the Machine holding the track
// and token steps (Nested); the track step lists three lays and judges
// them (B breaks a rule); the token step lists nothing (its stations are
// not moves here) but offers the pass.
type (
	lPower struct{ powerStep }
	lTurn  struct{ trackStep }
	lTrack struct{ trackStep }
	lToken struct{ tokenStep }
)

func (lPower) List(g *game, e Entity, base engine.Action, out []engine.Action) []engine.Action {
	base.Company = "P"
	return append(out, base)
}

func (lTurn) Open(g *game, out []Step[*game]) []Step[*game] {
	return append(out, lTrack{}, lToken{})
}

func (lTrack) List(g *game, e Entity, base engine.Action, out []engine.Action) []engine.Action {
	for _, h := range []string{"A", "B", "C"} {
		a := base
		a.Hex = h
		out = append(out, a)
	}
	return out
}

func (lTrack) Judge(g *game, e Entity, a engine.Action) error {
	g.log = append(g.log, "judge "+a.Hex)
	if a.Hex == "B" {
		return engine.Illegal("terrain", "B costs too much")
	}
	return nil
}

var lm = New(0, Config[*game]{Types: testTypes, Steps: m.Steps, Entity: m.Entity, Name: m.Name})

func init() {
	lm.Add(lPower{})
	lm.Add(lTurn{})
}

// builder is the legal list builder of the test game.
var builder = &Legal[*game]{Types: testTypes, Pass: tPass,
	Base: func(g *game, e Entity) engine.Action { return act("", e) }}

func names(out []engine.Action) string {
	var s []string
	for _, a := range out {
		s = append(s, a.Type+a.Hex+a.Company)
	}
	return strings.Join(s, " ")
}

func TestLegalAdd(t *testing.T) {
	cases := []struct {
		name    string
		private int // the corporation owning the power, -1: a player
		e       Entity
		only    Set
		want    string
		log     string
	}{
		{"the nested steps list by type: the lays judged, then the pass",
			-1, Of(Corporation, 0), ^Set(0), "lay_tileA lay_tileC pass", "judge A, judge B, judge C"},
		{"only the types asked for", -1, Of(Corporation, 0), tPass, "pass", ""},
		{"the power lists its use for itself", 0, Of(Company, 0), ^Set(0), "useP", ""},
		{"nothing offered: nothing listed", -1, Of(Company, 0), ^Set(0), "", ""},
		{"nobody lists nothing", -1, None, ^Set(0), "", ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(1)
			g.steps = []State{{Kind: 0}, {Kind: 1}}
			g.private = c.private
			open, waiting := lm.Listing(g, nil)
			if len(open) != 3 || waiting == nil || waiting.Kind != 1 {
				t.Fatalf("Listing: %d steps open, waiting in %v; want the power and the turn's two, waiting in the turn", len(open), waiting)
			}
			out := builder.Add(g, open, c.e, c.only, nil)
			if got := names(out); got != c.want {
				t.Errorf("listed %q, want %q", got, c.want)
			}
			if got := strings.Join(g.log, ", "); got != c.log {
				t.Errorf("judged %q, want %q", got, c.log)
			}
		})
	}
}

// The first open step offering a type lists it: a later step offering it
// too is not asked.
func TestLegalFirstStepLists(t *testing.T) {
	g := newGame(1)
	open := []Step[*game]{lToken{}, lTrack{}}
	if got := names(builder.Add(g, open, Of(Corporation, 0), ^Set(0), nil)); got != "lay_tileA lay_tileC pass" {
		t.Errorf("listed %q", got)
	}
	g.log = nil
	if got := names(builder.Add(g, []Step[*game]{trackStep{}, lTrack{}}, Of(Corporation, 0), ^Set(0), nil)); got != "pass" {
		t.Errorf("a step without a list offering lay_tile first: listed %q, want the pass alone", got)
	}
}

func TestLegalHasAndCheck(t *testing.T) {
	g := newGame(1)
	c := Of(Corporation, 0)
	if !builder.Has(g, lTrack{}, c) || strings.Join(g.log, ", ") != "judge A" {
		t.Errorf("Has: judged %v, want A alone (the first legal ends the search)", g.log)
	}
	g.log = nil
	if builder.Has(g, lToken{}, c) {
		t.Error("Has: the pass alone is no action")
	}
	g.corps[0].lays = 2 // the track step offers nothing
	if builder.Has(g, lTrack{}, c) {
		t.Error("Has: a step offering nothing has no action")
	}
	for _, cs := range []struct {
		hex, typ string
		want     string
	}{
		{"A", "lay_tile", "<nil>"},
		{"B", "lay_tile", "illegal action (terrain): B costs too much"},
		{"B", "pass", "<nil>"},
	} {
		a := act(cs.typ, c)
		a.Hex = cs.hex
		if got := fmt.Sprint(builder.Check(g, lTrack{}, c, a)); got != cs.want {
			t.Errorf("Check %s %s: %s, want %s", cs.typ, cs.hex, got, cs.want)
		}
	}
	if got := fmt.Sprint(builder.Check(g, lToken{}, c, act("place_token", c))); got != "<nil>" {
		t.Errorf("Check of a step without Judge: %s, want nil (it lists only legal actions)", got)
	}
}

func TestListingWaitsIn(t *testing.T) {
	g := newGame(1)
	g.private = 0
	g.steps[sTrack].Passed = true
	open, waiting := m.Listing(g, nil)
	if len(open) != 2 || waiting == nil || waiting.Kind != sToken || !slices.Equal([]Step[*game]{open[0], open[1]}, []Step[*game]{powerStep{}, tokenStep{}}) {
		t.Fatalf("open %v, waiting %v", open, waiting)
	}
	if !m.WaitsIn(g, sToken) || m.WaitsIn(g, sPower) {
		t.Error("WaitsIn: the token step, passing over the power")
	}
}
