package g18zoo

import "ferro/engine/shares"

// stepKind names a step of a round. A round is an ordered list of steps;
// the first active blocking step is where the game waits, and steps before
// it that no longer have anything to do are skipped.
type stepKind int

const (
	stEndGame stepKind = iota
	stProgram
	stDraft
	stDiscardTrain
	stHomeTrack
	stBonusTracks
	stTrainProtection
	stBuySellPar
	stAssign
	stSpecialTrack
	stSpecialToken
	stPowerOR
	stBuyCompany
	stTrack
	stToken
	stRoute
	stDividend
	stBuyTrain
	stPowerORBlocking

	numStepKinds
)

type stepState struct {
	Kind   stepKind
	Passed bool
	Acted  bool
}

type roundKind int

const (
	rDraft roundKind = iota
	rStock
	rOperating
)

// soldMark records a player's sales of a family in a stock round.
const (
	soldNone = 0
	soldPrev = 1 // in an earlier turn of this round
	soldNow  = 2 // in this turn
)

// round is the state of the current round. It is a value: cloning copies it.
type round struct {
	Kind     roundKind
	Num      int // operating round number within the set
	Entities []int
	Index    int
	Steps    []stepState

	// stock round
	Sold           []int8 // soldMark per player and family (player*families+family)
	CurrentActions []string
	EntityPassed   []bool // per entity position
	FloatedFam     int
	AvailTracks    []string
	BonusTracks    int
	NumLaidTrack   int
	ShareSold      []string // 18ZOO share protection: bundles already sold this round (certificate keys)

	// operating round
	LaidHexes       []string
	Upgraded        bool
	Tokened         bool
	Routes          []routeRun
	TrainsInRoute   []string
	AnyTrainBought  bool
	PresidentHelped bool
	EntityWithPatch shares.Holder // a family or a player; shares.None
	TrainsForPatch  []int
	RoutesRevenue   int
	RoutesSubsidy   int
	AssignWaits     bool // the assign step waits for a power (see hole.waitsIn)
}

type routeRun struct {
	Train   string
	Revenue int
	Subsidy int
	Hexes   []string
}

func (r *round) clone() *round {
	c := *r
	c.Entities = append([]int(nil), r.Entities...)
	c.Steps = append([]stepState(nil), r.Steps...)
	c.Sold = append([]int8(nil), r.Sold...)
	c.CurrentActions = append([]string(nil), r.CurrentActions...)
	c.EntityPassed = append([]bool(nil), r.EntityPassed...)
	c.AvailTracks = append([]string(nil), r.AvailTracks...)
	c.ShareSold = append([]string(nil), r.ShareSold...)
	c.LaidHexes = append([]string(nil), r.LaidHexes...)
	c.Routes = append([]routeRun(nil), r.Routes...)
	c.TrainsInRoute = append([]string(nil), r.TrainsInRoute...)
	c.TrainsForPatch = append([]int(nil), r.TrainsForPatch...)
	return &c
}

func newRound(kind roundKind, entities []int, kinds ...stepKind) *round {
	r := &round{Kind: kind, Entities: entities, FloatedFam: -1,
		EntityWithPatch: shares.None}
	r.EntityPassed = make([]bool, len(entities))
	all := append([]stepKind{stEndGame, stProgram}, kinds...)
	for _, k := range all {
		r.Steps = append(r.Steps, stepState{Kind: k})
	}
	return r
}

func (r *round) step(k stepKind) *stepState {
	for i := range r.Steps {
		if r.Steps[i].Kind == k {
			return &r.Steps[i]
		}
	}
	return nil
}

// entity is who acts: a player (by seat), a family or a company.
type entity struct {
	Kind byte // 'p', 'f', 'c'
	Idx  int
}

var noEntity = entity{}

func pl(i int) entity  { return entity{'p', i} }
func fam(i int) entity { return entity{'f', i} }
func co(i int) entity  { return entity{'c', i} }

func (e entity) valid() bool { return e.Kind != 0 }

func (g *Game) holderEntity(h shares.Holder) entity {
	switch h.Kind {
	case shares.Treasury:
		return fam(int(h.Index))
	case shares.Seat:
		return pl(int(h.Index))
	}
	return noEntity
}

// blocking reports whether the game waits in step s: it blocks, and the
// entity it waits for has something to do there.
func (g *Game) blocking(s *stepState) bool {
	if !g.stepBlocks(s.Kind) {
		return false
	}
	e := g.stepEntity(s)
	if s.Kind == stBuySellPar {
		return (stockStep{}).hasAction(g, e) // (asked often; stops at the first move found)
	}
	return g.stepActions(s, e) != 0
}

// activeStep is the first active blocking step, or nil when the round is over.
func (g *Game) activeStep() *stepState {
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		if g.stepActive(s) && g.blocking(s) {
			return s
		}
	}
	return nil
}

// currentEntity is who must act now.
func (g *Game) currentEntity() entity {
	s := g.activeStep()
	if s == nil {
		return noEntity
	}
	return g.stepEntity(s)
}

// skipSteps passes the blocking steps before the one where the game waits
// that have nothing to do.
func (g *Game) skipSteps() {
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		if !g.stepActive(s) || !g.stepBlocks(s.Kind) {
			continue
		}
		if g.round.Kind == rOperating && g.round.Index < len(g.round.Entities) && g.fams[g.round.Entities[g.round.Index]].Closed {
			continue
		}
		if g.blocking(s) {
			break
		}
		g.skipStep(s)
	}
}

func (g *Game) unpassSteps() {
	for i := range g.round.Steps {
		g.round.Steps[i].Passed = false
		g.round.Steps[i].Acted = false
	}
}

// openSteps appends to out the steps that take actions now: the active
// steps up to and including the first that blocks, the step where the game
// waits (nil when none does). Which steps are open does not depend on who
// asks.
func (g *Game) openSteps(out []*stepState) ([]*stepState, *stepState) {
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		if !g.stepActive(s) {
			continue
		}
		out = append(out, s)
		if g.blocking(s) {
			return out, s
		}
	}
	return out, nil
}

// actionsIn is the set of action types the open steps offer e.
func (g *Game) actionsIn(open []*stepState, e entity) actSet {
	var out actSet
	for _, s := range open {
		out |= g.stepActions(s, e)
	}
	return out
}

func contains[T comparable](xs []T, x T) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func remove[T comparable](xs []T, x T) []T {
	out := xs[:0:0]
	for _, y := range xs {
		if y != x {
			out = append(out, y)
		}
	}
	return out
}

// firstBlockingIs reports whether the game waits in a step of kind k,
// computed without asking the power steps (which may ask this).
func (g *Game) firstBlockingIs(k stepKind) bool {
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		if !g.stepActive(s) || !g.stepBlocks(s.Kind) {
			continue
		}
		if steps[s.Kind].aside {
			continue
		}
		if g.stepActions(s, g.stepEntity(s)) != 0 {
			return s.Kind == k
		}
	}
	return false
}
