package rounds

import (
	"errors"
	"strings"
	"testing"

	"ferro/engine"
)

// A small 18xx operating turn, written from the common rules: the
// corporations operate in order; each lays up to two tiles (or passes),
// may place a station (or pass), must run its trains when it has any (a
// corporation without trains skips the run, and the skip records that it
// ran nothing), pays or withholds when the run earned something, and
// buys trains (it must when it has none). A private company owned by the
// corporation operating may be used at any time beside the turn; a stock
// step claims buy_shares from its player so that its own checks name the
// rule a refused purchase breaks.
const (
	tUse Set = 1 << iota
	tLay
	tToken
	tRun
	tDividend
	tBuyTrain
	tBuyShares
	tPass
)

var testTypes = NewTypes("use", "lay_tile", "place_token", "run_routes", "dividend", "buy_train", "buy_shares", "pass")

const (
	sPower StepKind = iota
	sTrack
	sToken
	sRoute
	sDividend
	sBuyTrain
	numKinds
)

type corpState struct {
	trains, lays int
	tokened      bool
	revenue      int
	ranNothing   bool
	paid         string
}

type game struct {
	order   []int // operating order (by market standing: the title's)
	idx     int
	corps   []corpState
	private int // the corporation owning company 0, -1: a player
	used    bool
	steps   []State
	log     []string
}

func (g *game) op() *corpState { return &g.corps[g.order[g.idx]] }

var m = New(int(numKinds), Config[*game]{
	Types: testTypes,
	Steps: func(g *game) []State { return g.steps },
	Entity: func(g *game) Entity {
		if g.idx >= len(g.order) {
			return None
		}
		return Of(Corporation, g.order[g.idx])
	},
	Name: func(g *game, e Entity) string { return e.Kind.String() + string(rune('0'+e.Idx)) },
})

type powerStep struct{}
type trackStep struct{}
type tokenStep struct{}
type routeStep struct{}
type dividendStep struct{}
type buyTrainStep struct{}

func init() {
	m.Define(sPower, powerStep{})
	m.Define(sTrack, trackStep{})
	m.Define(sToken, tokenStep{})
	m.Define(sRoute, routeStep{})
	m.Define(sDividend, dividendStep{})
	m.Define(sBuyTrain, buyTrainStep{})
}

func (powerStep) Actions(g *game, e Entity) Set {
	if e == Of(Company, 0) && !g.used && g.idx < len(g.order) && g.private == g.order[g.idx] {
		return tUse
	}
	return 0
}
func (powerStep) Process(g *game, s *State, e Entity, a engine.Action) error {
	g.used = true
	g.log = append(g.log, "use")
	return nil
}
func (powerStep) NonBlocking() {}
func (powerStep) Aside()       {}

func (trackStep) Actions(g *game, e Entity) Set {
	if e != m.Entity(g) || g.op().lays >= 2 {
		return 0
	}
	return tLay | tPass
}
func (trackStep) Process(g *game, s *State, e Entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	g.op().lays++
	return nil
}

func (tokenStep) Actions(g *game, e Entity) Set {
	if e != m.Entity(g) || g.op().tokened {
		return 0
	}
	return tToken | tPass
}
func (tokenStep) Process(g *game, s *State, e Entity, a engine.Action) error {
	if a.Type == "place_token" {
		g.op().tokened = true
	}
	s.Passed = true
	return nil
}

func (routeStep) Actions(g *game, e Entity) Set {
	if e != m.Entity(g) || g.op().trains == 0 {
		return 0
	}
	return tRun
}
func (routeStep) Process(g *game, s *State, e Entity, a engine.Action) error {
	g.op().revenue = 30
	s.Passed = true
	return nil
}
func (routeStep) Skip(g *game, s *State) {
	g.op().ranNothing = true
	s.Passed = true
}

func (dividendStep) Actions(g *game, e Entity) Set {
	if e != m.Entity(g) || g.op().revenue == 0 {
		return 0
	}
	return tDividend
}
func (dividendStep) Process(g *game, s *State, e Entity, a engine.Action) error {
	g.op().paid = "payout"
	s.Passed = true
	return nil
}

func (buyTrainStep) Actions(g *game, e Entity) Set {
	if e != m.Entity(g) {
		return 0
	}
	if g.op().trains == 0 {
		return tBuyTrain // must buy
	}
	return tBuyTrain | tPass
}
func (buyTrainStep) Process(g *game, s *State, e Entity, a engine.Action) error {
	if a.Type == "pass" {
		s.Passed = true
		return nil
	}
	g.op().trains++
	return nil
}

func newGame(trains ...int) *game {
	g := &game{private: -1}
	for i, n := range trains {
		g.order = append(g.order, i)
		g.corps = append(g.corps, corpState{trains: n})
	}
	for k := StepKind(0); k < numKinds; k++ {
		g.steps = append(g.steps, State{Kind: k})
	}
	return g
}

func act(typ string, e Entity) engine.Action {
	return engine.Action{Type: typ, Entity: e.Kind.String() + string(rune('0'+e.Idx)), EntityType: e.Kind.String()}
}

func TestWaitingAndActing(t *testing.T) {
	corp0 := Of(Corporation, 0)
	cases := []struct {
		name   string
		setup  func(g *game)
		want   StepKind // -1: the round waits nowhere
		acting Entity
	}{
		{"a turn starts with the tile lays", func(g *game) {}, sTrack, corp0},
		{"two lays end the track step", func(g *game) { g.corps[0].lays = 2 }, sToken, corp0},
		{"a passed step takes no part", func(g *game) { g.steps[sTrack].Passed = true }, sToken, corp0},
		{"nothing to run: the game waits in the run step only with trains", func(g *game) {
			g.steps[sTrack].Passed, g.steps[sToken].Passed = true, true
		}, sRoute, corp0},
		{"a non-blocking step is never where the game waits", func(g *game) {
			g.private = 0
		}, sTrack, corp0},
		{"nobody left", func(g *game) { g.idx = 1 }, -1, None},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(1)
			c.setup(g)
			s := m.Waiting(g)
			if c.want < 0 {
				if s != nil {
					t.Fatalf("waits in %d, want nowhere", s.Kind)
				}
			} else if s == nil || s.Kind != c.want {
				t.Fatalf("waits in %v, want %d", s, c.want)
			}
			if got := m.Acting(g); got != c.acting {
				t.Errorf("acting %v, want %v", got, c.acting)
			}
		})
	}
}

func TestSkipDone(t *testing.T) {
	cases := []struct {
		name       string
		trains     int
		passed     []StepKind
		lays       int
		want       StepKind
		ranNothing bool
	}{
		{"nothing skipped while the first step has work", 1, nil, 0, sTrack, false},
		{"a step with nothing to do is passed", 1, nil, 2, sToken, false},
		{"the skip hook runs (no trains: ran nothing), up to the next step with work", 0,
			[]StepKind{sTrack, sToken}, 0, sBuyTrain, true},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(c.trains)
			g.corps[0].lays = c.lays
			for _, k := range c.passed {
				g.steps[k].Passed = true
			}
			m.SkipDone(g)
			if s := m.Waiting(g); s == nil || s.Kind != c.want {
				t.Fatalf("waits in %v, want %d", s, c.want)
			}
			for k := StepKind(0); k < c.want; k++ {
				if k != sPower && !g.steps[k].Passed {
					t.Errorf("step %d before the waiting one not passed", k)
				}
			}
			if g.corps[0].ranNothing != c.ranNothing {
				t.Errorf("ranNothing %v, want %v", g.corps[0].ranNothing, c.ranNothing)
			}
			if g.steps[sPower].Passed {
				t.Error("a non-blocking step was skipped")
			}
		})
	}
}

func TestHoldKeepsSteps(t *testing.T) {
	hold := *m
	hold.Hold = func(*game) bool { return true }
	g := newGame(1)
	g.corps[0].lays = 2
	hold.SkipDone(g)
	if g.steps[sTrack].Passed {
		t.Error("Hold: a step was skipped")
	}
}

func TestProcess(t *testing.T) {
	corp0, corp1, priv := Of(Corporation, 0), Of(Corporation, 1), Of(Company, 0)
	cases := []struct {
		name    string
		e       Entity
		typ     string
		private int
		rule    string   // the rule a refusal names ("" accepted)
		msg     string   // part of the refusal
		step    StepKind // the step that took it
	}{
		{"the waiting step takes its own action", corp0, "lay_tile", -1, "", "", sTrack},
		{"a pass goes to the waiting step", corp0, "pass", -1, "", "", sTrack},
		{"a later step's action waits for the blocking one", corp0, "buy_train", -1, "turn order",
			`corporation0 cannot buy_train now: the game waits for corporation0 ["lay_tile","pass"]`, 0},
		{"another entity is refused naming whom the game waits for", corp1, "lay_tile", -1, "turn order",
			"the game waits for corporation0", 0},
		{"a power beside the turn acts before the blocking step", priv, "use", 0, "", "", sPower},
		{"a power not open to its entity is refused", priv, "use", -1, "turn order", "waits for corporation0", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := newGame(1, 1)
			g.private = c.private
			st, err := m.Process(g, c.e, act(c.typ, c.e))
			if c.rule != "" {
				var ill *engine.IllegalError
				if !errors.As(err, &ill) || ill.Rule != c.rule || !strings.Contains(err.Error(), c.msg) {
					t.Fatalf("error %v, want rule %q with %q", err, c.rule, c.msg)
				}
				if st != nil {
					t.Error("a refused action names a step")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if st.Kind != c.step || !st.Acted {
				t.Errorf("taken by %d (acted %v), want %d", st.Kind, st.Acted, c.step)
			}
		})
	}
}

// TestTurn plays a whole turn through Process and SkipDone.
func TestTurn(t *testing.T) {
	g := newGame(1)
	c0 := Of(Corporation, 0)
	for _, typ := range []string{"lay_tile", "lay_tile", "place_token", "run_routes", "dividend", "pass"} {
		if _, err := m.Process(g, c0, act(typ, c0)); err != nil {
			t.Fatalf("%s: %v", typ, err)
		}
		m.SkipDone(g)
	}
	if s := m.Waiting(g); s != nil {
		t.Fatalf("the turn waits in %d after its last step", s.Kind)
	}
	if c := g.corps[0]; c.lays != 2 || !c.tokened || c.paid != "payout" {
		t.Errorf("turn: %+v", c)
	}
	m.Unpass(g)
	for _, s := range g.steps {
		if s.Passed || s.Acted {
			t.Fatalf("after Unpass: %+v", s)
		}
	}
}

// A stock step claims buy_shares from its player: the step's own checks
// refuse a purchase it does not offer, naming their rule.
type stockStep struct{}

func (stockStep) Actions(g *game, e Entity) Set { return tPass }
func (stockStep) Process(g *game, s *State, e Entity, a engine.Action) error {
	if a.Type == "buy_shares" {
		return engine.Illegal("certificate limit", "no more certificates")
	}
	s.Passed = true
	return nil
}
func (stockStep) Claims(typ string) bool           { return typ == "buy_shares" }
func (stockStep) HasAction(g *game, e Entity) bool { return e.Kind == Player && !g.used }
func (stockStep) WaitsFor(g *game) (Entity, bool)  { return Of(Player, g.idx), true }

func TestClaimsAndHasAction(t *testing.T) {
	sm := New(1, Config[*game]{Types: testTypes, Steps: func(g *game) []State { return g.steps },
		Entity: func(*game) Entity { return None }, Name: func(*game, Entity) string { return "p" }})
	sm.Define(0, stockStep{})
	g := &game{steps: []State{{Kind: 0}}}
	p := Of(Player, 0)
	_, err := sm.Process(g, p, act("buy_shares", p))
	var ill *engine.IllegalError
	if !errors.As(err, &ill) || ill.Rule != "certificate limit" {
		t.Fatalf("claimed purchase: %v, want the step's own rule", err)
	}
	other := Of(Player, 1)
	if _, err := sm.Process(g, other, act("buy_shares", other)); !errors.As(err, &ill) || ill.Rule != "turn order" {
		t.Fatalf("another player's purchase: %v, want turn order", err)
	}
	if s := sm.Waiting(g); s == nil {
		t.Fatal("HasAction: the player has a move, the game waits")
	}
	g.used = true // no move left, though the step still offers a pass
	if s := sm.Waiting(g); s != nil {
		t.Fatal("HasAction: the player has no move, yet the game waits")
	}
}

// asideStep blocks beside the turn (a power the game waits for).
type asideStep struct{ trackStep }

func (asideStep) Aside() {}

func TestWaitsInPassesAside(t *testing.T) {
	am := New(2, Config[*game]{Types: testTypes, Steps: func(g *game) []State { return g.steps },
		Entity: m.Entity, Name: m.Name})
	am.Define(0, asideStep{})
	am.Define(1, tokenStep{})
	g := newGame(1)
	g.steps = []State{{Kind: 0}, {Kind: 1}}
	if am.Waiting(g).Kind != 0 {
		t.Fatal("the aside step blocks: the game waits there")
	}
	if !am.WaitsIn(g, 1) || am.WaitsIn(g, 0) {
		t.Error("WaitsIn passes over the step beside the turn")
	}
}

func TestDefineTwicePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("defining a kind twice did not panic")
		}
	}()
	m.Define(sTrack, trackStep{})
}
