package rounds

import (
	"testing"

	"ferro/engine"
)

// A turn taken in order (as many 18xx operating turns
// are): lay a tile or pass, run (a run of nothing skips the dividend and
// moves the cursor itself), pay, then buy a train (must, with none).
type turn struct {
	cursor  int
	laid    bool
	revenue int
	trains  int
	log     []string
}

const (
	qLay = iota
	qRun
	qDividend
	qBuy
)

type qLayStep struct{}
type qRunStep struct{}
type qDividendStep struct{}
type qBuyStep struct{}

func (qLayStep) Actions(*turn, Entity) Set { return tLay | tPass }
func (qLayStep) Process(g *turn, s *State, e Entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	if g.laid {
		return engine.Illegal("one tile", "laid already")
	}
	g.laid = true
	return nil
}
func (qLayStep) HasAction(g *turn, e Entity) bool { return !g.laid }

func (qRunStep) Actions(*turn, Entity) Set { return tRun }
func (qRunStep) Process(g *turn, s *State, e Entity, a engine.Action) error {
	g.revenue = 20
	s.Passed = true
	return nil
}
func (qRunStep) HasAction(g *turn, e Entity) bool { return g.trains > 0 }
func (qRunStep) Skip(g *turn, s *State) {
	g.log = append(g.log, "no run")
	g.cursor = qBuy // nothing to pay
}

func (qDividendStep) Actions(*turn, Entity) Set { return tDividend }
func (qDividendStep) Process(g *turn, s *State, e Entity, a engine.Action) error {
	g.log = append(g.log, "paid")
	s.Passed = true
	return nil
}

func (qBuyStep) Actions(g *turn, e Entity) Set {
	if g.trains == 0 {
		return tBuyTrain
	}
	return tBuyTrain | tPass
}
func (qBuyStep) Process(g *turn, s *State, e Entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	g.trains++
	return nil
}

var seq = NewSequence(testTypes, func(g *turn) *int { return &g.cursor },
	qLayStep{}, qRunStep{}, qDividendStep{}, qBuyStep{})

// settle skips what has nothing to do, as a title's advance does.
func settle(g *turn) {
	for seq.Settle(g, Of(Corporation, 0)) {
	}
}

func TestSequence(t *testing.T) {
	c := Of(Corporation, 0)
	cases := []struct {
		name   string
		trains int
		plays  []string // taken in order; "!x": x is refused (not taken)
		cursor int
		log    []string
	}{
		{"lay, run, pay, pass the purchase", 1,
			[]string{"lay_tile", "run_routes", "dividend", "pass"}, 4, []string{"paid"}},
		{"a pass moves on; a step's own checks refuse", 1,
			[]string{"!dividend", "pass", "!lay_tile", "run_routes", "dividend", "buy_train", "pass"}, 4, []string{"paid"}},
		{"no trains: the run is skipped, the dividend with it; the purchase is forced", 0,
			[]string{"lay_tile", "!pass", "buy_train", "pass"}, 4, []string{"no run"}},
		{"the turn over: nothing is taken", 1,
			[]string{"pass", "run_routes", "dividend", "pass", "!pass"}, 4, []string{"paid"}},
	}
	for _, cs := range cases {
		t.Run(cs.name, func(t *testing.T) {
			g := &turn{trains: cs.trains}
			for _, p := range cs.plays {
				refused := p[0] == '!'
				if refused {
					p = p[1:]
				}
				taken, err := seq.Process(g, c, engine.Action{Type: p})
				if refused != (!taken || err != nil) {
					t.Fatalf("%s at step %d: taken %v, err %v", p, g.cursor, taken, err)
				}
				settle(g)
			}
			if g.cursor != cs.cursor || len(g.log) != len(cs.log) || (len(g.log) > 0 && g.log[0] != cs.log[0]) {
				t.Errorf("cursor %d, log %v; want %d, %v", g.cursor, g.log, cs.cursor, cs.log)
			}
		})
	}
}

// qLoggedStep logs every action its Process is asked to take.
type qLoggedStep struct{}

func (qLoggedStep) Actions(*turn, Entity) Set { return tBuyTrain | tPass }
func (qLoggedStep) Process(g *turn, s *State, e Entity, a engine.Action) error {
	g.log = append(g.log, a.Type)
	return nil
}

// With Pass set, a step's pass is the Sequence's: the step's Process is
// not asked, and a step that does not offer the pass does not take it.
func TestSequencePass(t *testing.T) {
	q := NewSequence(testTypes, func(g *turn) *int { return &g.cursor }, qRunStep{}, qLoggedStep{})
	q.Pass = tPass
	g := &turn{trains: 1}
	if taken, _ := q.Process(g, Of(Corporation, 0), engine.Action{Type: "pass"}); taken || g.cursor != 0 {
		t.Fatalf("the run offers no pass: taken %v, cursor %d", taken, g.cursor)
	}
	g.cursor = 1
	for _, typ := range []string{"buy_train", "pass"} {
		if taken, err := q.Process(g, Of(Corporation, 0), engine.Action{Type: typ}); !taken || err != nil {
			t.Fatalf("%s: taken %v, err %v", typ, taken, err)
		}
	}
	if g.cursor != 2 || len(g.log) != 1 || g.log[0] != "buy_train" {
		t.Errorf("cursor %d, log %v; want 2, [buy_train]", g.cursor, g.log)
	}
}

// With Has set, a step without a HasAction hook is skipped when Has says
// its entity has nothing to do there, though the step offers actions; a
// step's own hook still decides for it.
func TestSequenceHas(t *testing.T) {
	q := NewSequence(testTypes, func(g *turn) *int { return &g.cursor }, qLoggedStep{}, qLayStep{})
	var asked []Step[*turn]
	q.Has = func(g *turn, st Step[*turn], e Entity) bool {
		asked = append(asked, st)
		return g.trains > 0
	}
	g := &turn{trains: 1}
	if q.Settle(g, Of(Corporation, 0)) || g.cursor != 0 {
		t.Fatalf("Has true: skipped, cursor %d", g.cursor)
	}
	g.trains = 0
	if !q.Settle(g, Of(Corporation, 0)) || g.cursor != 1 {
		t.Fatalf("Has false: not skipped, cursor %d", g.cursor)
	}
	if q.Settle(g, Of(Corporation, 0)) || g.cursor != 1 || len(asked) != 2 {
		t.Fatalf("the lay step's own HasAction: cursor %d, Has asked %d times, want 2", g.cursor, len(asked))
	}
}
