package rounds

import (
	"testing"

	"ferro/engine"
)

// List gives the waiting entity's actions from the open steps, then what
// more appends from the same steps; nothing where the game waits nowhere.
func TestLegalList(t *testing.T) {
	g := newGame(1)
	g.steps = []State{{Kind: 0}, {Kind: 1}}
	l := builder
	if got := names(l.List(lm, g, nil)); got != "lay_tileA lay_tileC pass" {
		t.Errorf("listed %q, want the turn's lays and the pass", got)
	}
	g.private = 0 // the operating corporation owns the power: used beside the turn
	var asked []Step[*game]
	more := func(open []Step[*game], e Entity, out []engine.Action) []engine.Action {
		asked = open
		return l.Add(g, open, Of(Company, 0), ^Set(0), out)
	}
	if got := names(l.List(lm, g, more)); got != "lay_tileA lay_tileC pass useP" || len(asked) != 3 {
		t.Errorf("listed %q with %d open steps given to more, want the power's use after the turn's, 3 steps", got, len(asked))
	}
	g.steps = nil
	if out := l.List(lm, g, more); out != nil {
		t.Errorf("waiting nowhere: listed %q, want nil", names(out))
	}
}
