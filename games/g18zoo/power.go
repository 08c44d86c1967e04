package g18zoo

import (
	"fmt"

	"ferro/engine/ability"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/engine/shares"
	"ferro/engine/view"
	"ferro/route"
)

// The powers' behaviour. Each power is a value of its own type in its own
// file (power_midas.go, …) that registers itself under its symbol in the
// data table (data_powers.go) and implements the hooks below that it
// needs. Steps, rounds, routes and the market ask the registry for the
// powers that have a hook, in the table's order, and never name a power.
// A hook is given the company index c of its power in this game (and the
// family or player concerned); it is asked whether or not the power is
// open, so each hook says itself when it applies.

// rulesOf[k] is the registered value of allPowers[k] (nil: no behaviour).
var rulesOf = make([]any, len(allPowers))

// companyHooks are the hooks of one power that are asked of it by company
// (nil: it has none), resolved once for each power.
type companyHooks struct {
	sr       srPower
	or       orPower
	assign   assignPower
	track    trackPower
	station  stationPower
	bought   boughtHook
	boughtBy familyBuyHook
}

var (
	hooksOfPower   = make([]companyHooks, len(allPowers))
	noCompanyHooks companyHooks // a ZOOTicket's
)

// hooks are the company's hooks.
func (cp *Company) hooks() *companyHooks {
	if k := cp.power; k > 0 {
		return &hooksOfPower[k-1]
	}
	return &noCompanyHooks
}

// hooks lists, for each hook, the powers that implement it (engine/ability),
// in the order of allPowers.
var hooks struct {
	stockRound    ability.List[stockRoundHook]
	stockTurn     ability.List[stockTurnHook]
	priority      ability.List[priorityHook]
	opRound       ability.List[opRoundHook]
	phase         ability.List[phaseHook]
	opTurn        ability.List[opTurnHook]
	offers        ability.List[familyOfferHook]
	waits         []ability.List[waitHook] // by the step waiting (a slot per step kind)
	stationPrice  ability.List[stationPriceHook]
	terrain       ability.List[terrainHook]
	route         ability.List[routeHook]
	ran           ability.List[ranHook]
	subsidy       ability.List[subsidyHook]
	dividend      ability.List[dividendHook]
	rust          ability.List[rustHook]
	lastRun       ability.List[lastRunHook]
	setAsideOwner ability.List[setAsideHook]
	noTrains      ability.List[noTrainsHook]
	runHexes      ability.List[runHexesHook]
	familyMarks   ability.List[familyMarkHook] // by markRank
	boardMarks    ability.List[boardMarkHook]  // by markRank
}

// registerPower makes rules the behaviour of the power with symbol sym
// (called from each power file's init).
func registerPower(sym string, rules any) {
	k, ok := powerIndex[sym]
	if !ok || rulesOf[k] != nil {
		panic(fmt.Sprintf("18ZOO: power %s is not in the data table or registered twice", sym))
	}
	rulesOf[k] = rules
	c := &hooksOfPower[k]
	c.sr, _ = rules.(srPower)
	c.or, _ = rules.(orPower)
	c.assign, _ = rules.(assignPower)
	c.track, _ = rules.(trackPower)
	c.station, _ = rules.(stationPower)
	c.bought, _ = rules.(boughtHook)
	c.boughtBy, _ = rules.(familyBuyHook)
	h := &hooks
	ability.AddTo(k, rules, ability.ByIndex, &h.stockRound, &h.stockTurn, &h.priority, &h.opRound, &h.phase, &h.opTurn,
		&h.offers, &h.stationPrice, &h.terrain, &h.route, &h.ran, &h.subsidy, &h.dividend, &h.rust, &h.lastRun,
		&h.setAsideOwner, &h.noTrains, &h.runHexes)
	if w, ok := rules.(waitHook); ok {
		if h.waits == nil {
			h.waits = make([]ability.List[waitHook], steps.Kinds())
		}
		h.waits[w.waitStep()].Add(k, rules, ability.ByIndex)
	}
	ability.AddTo(k, rules, byRank, &h.familyMarks, &h.boardMarks)
}

// byRank orders the view's markers (markRank).
func byRank(k int) int { return rulesOf[k].(markRanker).markRank() }

// rules is the company's behaviour (nil for a ZOOTicket).
func (cp *Company) rules() any {
	if cp.power > 0 {
		return rulesOf[cp.power-1]
	}
	return nil
}

// choiceFunc applies one kind of choose_ability choice by company c.
type choiceFunc func(g *Game, c int, ch choice) error

// srChoices and orChoices are the choose_ability choices powers register
// by choice type (the stock round's and the operating round's). A choice
// is handed to its function whichever power chooses it: each function
// checks who chose it as 18xx.games does.
var srChoices, orChoices = map[string]choiceFunc{}, map[string]choiceFunc{}

func registerChoice(m map[string]choiceFunc, typ string, f choiceFunc) {
	if _, dup := m[typ]; dup {
		panic("18ZOO: choice " + typ + " registered twice")
	}
	m[typ] = f
}

// --- hooks of the stock round ------------------------------------------

// srPower is a power its owner uses in a stock round (choose_ability).
type srPower interface {
	usableSR(g *Game, c, p int) bool           // player p, its owner, may use it now
	choicesSR(g *Game, c int) []map[string]any // its uses now, as choices
}

// boughtHook acts when a player buys the power (draft or stock round).
type boughtHook interface{ bought(g *Game, c int) }

// familyBuyHook acts when family f buys the power from a player.
type familyBuyHook interface{ boughtBy(g *Game, c, f int) }

// stockRoundHook acts at the start of each stock round.
type stockRoundHook interface{ stockRoundStarts(g *Game, c int) }

// stockTurnHook acts when a stock-round turn ends; again: the same player
// takes another turn.
type stockTurnHook interface {
	stockTurnEnds(g *Game, c int) (again bool)
}

// priorityHook names the player who goes first in the next stock round
// whatever the cash (-1: nobody).
type priorityHook interface{ priorityTo(g *Game, c int) int }

// --- hooks of the operating round --------------------------------------

// opRoundHook acts at the start of each operating round.
type opRoundHook interface{ opRoundStarts(g *Game, c int) }

// phaseHook acts when the phase changes.
type phaseHook interface{ phaseChanges(g *Game, c int) }

// opTurnHook acts when family f starts its operating turn.
type opTurnHook interface{ opTurnStarts(g *Game, c, f int) }

// orPower is a power used by choose_ability while family f operates.
type orPower interface {
	usableOR(g *Game, c, f int) bool
	choicesOR(g *Game, c, f int) []map[string]any
}

// familyOfferHook: the operating family f may use the power in the
// blocking power step (and so may pass there).
type familyOfferHook interface{ offersTo(g *Game, c, f int) bool }

// assignPower marks hexes (the assign step).
type assignPower interface {
	assignable(g *Game, c int) bool             // its owner, operating, may mark now
	assignTargets(g *Game, c, f int) []string   // the hexes it may mark, in map order
	assign(g *Game, c, f int, hex string) error // marks hex
}

// trackPower lays tiles of its own (the special track step); the tile
// rules are zoomap's, by the power's symbol.
type trackPower interface {
	trackActions(g *Game, c int) rounds.Set
	trackUses() int // lays in all; the power closes after the last
}

// stationPower places a station of its own (the special token step).
type stationPower interface {
	stationOpen(g *Game, c, f int) bool                                            // after the common checks (a station left, none this turn)
	stationRules(g *Game, c int) (opts hexmap.TokenOpts, at func(hex string) bool) // at: where (nil: anywhere)
	stationPrice(g *Game, c, f int) (int, error)
}

// stationPriceHook changes what family f's next station of its own costs
// in the token step's check (price < 0: none left).
type stationPriceHook interface {
	ownStationPrice(g *Game, c, f, price int) int
}

// waitHook: the step of kind k (its waitStep) waits for the power (it
// blocks there).
type waitHook interface {
	waitStep() rounds.StepKind
	waitsIn(g *Game, c int, k rounds.StepKind) bool
}

// terrainHook changes what family f pays for terrain: terrainPaid when it
// builds (and may pay it income), terrainNet the cost it must have cash for.
type terrainHook interface {
	terrainPaid(g *Game, c, f, cost int) int
	terrainNet(g *Game, c, f, cost int) int
}

// --- hooks of runs and dividends ---------------------------------------

// routeHook: the power in family f's run (RoutePowers), and what it does
// there: the route rules it appends to rs (route_*.go).
type routeHook interface {
	inRun(g *Game, c, f int, p *RoutePowers)
	rules(p RoutePowers, rs []route.Rule) []route.Rule
}

// ranHook acts after family f's run is accepted.
type ranHook interface{ ran(g *Game, c, f int) }

// subsidyHook changes the run's subsidy n at the dividend; owner is whose
// powers count (subsidyOwner), ownRun that it is the operating family.
type subsidyHook interface {
	subsidy(g *Game, c int, owner shares.Holder, n int, ownRun bool) int
}

// dividendHook acts after family f's dividend.
type dividendHook interface{ dividendPaid(g *Game, c, f int) }

// --- hooks of rusting ----------------------------------------------------

// rustHook may set aside train ti of a family, about to rust, instead
// (saved: it does not rust now).
type rustHook interface {
	savesFromRust(g *Game, c, ti int) (saved bool)
}

// lastRunHook: obsolete train ti of family f did not make its last run
// (so it does not rust yet).
type lastRunHook interface{ sparesAfterRun(g *Game, c, ti int) bool }

// setAsideHook names whose a train set aside (shares.SetAside) counts as
// (shares.None: nobody).
type setAsideHook interface {
	setAsideOwner(g *Game, c, ti int) shares.Holder
}

// noTrainsHook: family f buys no train now (it may only pass in the train
// step).
type noTrainsHook interface{ buysNoTrain(g *Game, c, f int) bool }

// --- hooks of the view ----------------------------------------------------

// markRanker places a power's markers among the others' in the view
// (lower first), on a family and on the board alike.
type markRanker interface{ markRank() int }

// familyMarkHook names the marker the power put on family f ("": none).
type familyMarkHook interface {
	markRanker
	familyMark(g *Game, c, f int) string
}

// boardMarkHook puts the power's markers on the board's view.
type boardMarkHook interface {
	markRanker
	markBoard(g *Game, c int, b *view.Board)
}

// runHexesHook names hexes a run check reads beyond those the routes name.
type runHexesHook interface{ runHexes(g *Game, c int) []string }
