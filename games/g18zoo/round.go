package g18zoo

import (
	"fmt"

	"ferro/engine/rounds"
	"ferro/engine/shares"
	"ferro/engine/view"
)

type roundKind int

// roundWords are a round kind's names: in the view (Name, Kind: the view
// model's kind, and its catalogue key) and in the trace (Trace). The
// operating round's Name is a format of its number and count, and its
// key names them.
var roundWords = [numRoundKinds]struct{ Name, Kind, Trace, Key string }{
	rDraft:     {"Draft Round", "draft", "DR", "zoo.round.draft"},
	rStock:     {"SR-day", "stock", "SR", "zoo.round.stock"},
	rOperating: {"OR(%d/%d)-day", "operating", "OR", "zoo.round.operating"},
}

// roundName is the current round's name, and as a phrase.
func roundName(g *Game) (string, view.Phrase) {
	w := roundWords[g.round.Kind]
	if g.round.Kind == rOperating {
		return fmt.Sprintf(w.Name, g.round.Num, g.opRounds), view.Say(w.Key, "n", g.round.Num, "of", g.opRounds)
	}
	return w.Name, view.Say(w.Key)
}

const (
	rDraft roundKind = iota
	rStock
	rOperating

	numRoundKinds
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
	Steps    []rounds.State

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
	c.Steps = append([]rounds.State(nil), r.Steps...)
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

// newRound is a round of kind with its steps (roundSteps, steptable.go).
func newRound(kind roundKind, entities []int) *round {
	r := &round{Kind: kind, Entities: entities, FloatedFam: -1,
		EntityWithPatch: shares.None}
	r.EntityPassed = make([]bool, len(entities))
	for _, k := range roundSteps[kind] {
		r.Steps = append(r.Steps, rounds.State{Kind: k})
	}
	return r
}

func (r *round) step(k rounds.StepKind) *rounds.State {
	for i := range r.Steps {
		if r.Steps[i].Kind == k {
			return &r.Steps[i]
		}
	}
	return nil
}

// entity is whom the round's steps wait for by default: the family
// operating, the player whose turn it is (none when all have had theirs).
func (r *round) entity() rounds.Entity {
	if r.Index >= len(r.Entities) {
		return rounds.None
	}
	if r.Kind == rOperating {
		return fam(r.Entities[r.Index])
	}
	return pl(r.Entities[r.Index])
}

// pl, fam and co are the entities of a player (by seat), a family and a
// company.
func pl(i int) rounds.Entity  { return rounds.Of(rounds.Player, i) }
func fam(i int) rounds.Entity { return rounds.Of(rounds.Corporation, i) }
func co(i int) rounds.Entity  { return rounds.Of(rounds.Company, i) }

// holderEntity is the entity of a family's treasury or a player's seat
// (rounds.None for another holder).
func holderEntity(h shares.Holder) rounds.Entity {
	switch h.Kind {
	case shares.Treasury:
		return fam(int(h.Index))
	case shares.Seat:
		return pl(int(h.Index))
	}
	return rounds.None
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

// The stock round's data on the round: whose turn it is, what the player
// did this turn (CurrentActions) and the sales of each family (Sold).

// player is the seat whose stock-round turn it is.
func (r *round) player() int { return r.Entities[r.Index] }

// bought: the player bought a certificate or a power this turn.
func (r *round) bought() bool {
	return anyOf(len(r.CurrentActions), func(i int) bool {
		a := r.CurrentActions[i]
		return a == "buy_shares" || a == "par" || a == "buy_company"
	})
}

func (r *round) sold() bool { return contains(r.CurrentActions, "sell_shares") }

// did records a stock action of this turn.
func (r *round) did(typ string) { r.CurrentActions = append(r.CurrentActions, typ) }

// soldMark is player p's sales of family f this round (nf families).
func (r *round) soldMark(p, f, nf int) int {
	if i := p*nf + f; i < len(r.Sold) {
		return int(r.Sold[i])
	}
	return soldNone
}

// soldNow marks player p's sale of family f this turn (np players, nf families).
func (r *round) soldNow(p, f, np, nf int) {
	if r.Sold == nil {
		r.Sold = make([]int8, np*nf)
	}
	r.Sold[p*nf+f] = soldNow
}
