package engine

import (
	"strings"
	"testing"
)

// counter is a game for Undo: its state is a running sum and the steps
// it took; an action "add" of Price n adds n, "half" adds then refuses,
// "boom" adds then panics.
type counter struct {
	sum     int
	steps   []int
	journal Journal
}

var counterUndo = Undo[counter]{
	Journal: func(g *counter) *Journal { return &g.journal },
	Step: func(g *counter, a Action) (Action, error) {
		n := 1
		if a.Price != nil {
			n = *a.Price
		}
		g.sum += n
		g.steps = append(g.steps, n)
		switch a.Type {
		case "half":
			return a, Illegal("half", "refused after changing the state")
		case "boom":
			panic("a defect")
		}
		return a, nil
	},
	Fresh: func(*counter) *counter { return &counter{} },
}

func price(n int) *int { return &n }

// TestUndoRebuildsRefused: a refused action, and one whose rules panic,
// leave the game as it was (rebuilt from its journal); accepted actions
// stay in the journal in order; a copy's journal (Share) takes its own
// actions without changing the original's.
func TestUndoRebuildsRefused(t *testing.T) {
	g := &counter{}
	for i := 1; i <= 100; i++ {
		if err := counterUndo.Apply(g, Action{Type: "add", Price: price(i)}); err != nil {
			t.Fatal(err)
		}
	}
	if g.sum != 5050 {
		t.Fatalf("sum %d", g.sum)
	}
	err := counterUndo.Apply(g, Action{Type: "half", Price: price(7)})
	if err == nil || g.sum != 5050 || len(g.steps) != 100 {
		t.Fatalf("refused action: err %v, sum %d, %d steps", err, g.sum, len(g.steps))
	}
	err = counterUndo.Apply(g, Action{Type: "boom", Price: price(7)})
	if err == nil || !strings.Contains(err.Error(), "internal error") || g.sum != 5050 {
		t.Fatalf("panicking action: err %v, sum %d", err, g.sum)
	}
	c := &counter{sum: g.sum, steps: append([]int(nil), g.steps...), journal: g.journal.Share()}
	if err := counterUndo.Apply(c, Action{Type: "add", Price: price(1000)}); err != nil {
		t.Fatal(err)
	}
	if err := counterUndo.Apply(g, Action{Type: "add", Price: price(2000)}); err != nil {
		t.Fatal(err)
	}
	n, last := 0, 0
	for a := range g.journal.All() {
		n, last = n+1, *a.Price
	}
	if n != 101 || last != 2000 {
		t.Fatalf("original journal: %d actions, last %d", n, last)
	}
	if a, _ := c.journal.Last(); *a.Price != 1000 {
		t.Fatalf("copy's journal ends with %d", *a.Price)
	}
	if err := counterUndo.Apply(c, Action{Type: "half"}); err == nil || c.sum != 5050+1000 {
		t.Fatalf("copy after a refused action: err %v, sum %d", err, c.sum)
	}
}
