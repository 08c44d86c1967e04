// Package depot is the train side of an 18xx game that names no title:
// the train types in the order the depot sells them, the phases their
// first purchases start, rusting, train limits by phase (and what is
// given up over the limit), and the price rule of trades between
// companies, all as data a title fills in.
//
// The trains themselves stay in the title's state (a title keeps its
// own train record: run distance, variants, what a power did to it);
// the depot reads them through Fleet, one Unit per train, and answers
// in indices of that fleet. A Stock (stock.go) is a fleet counted in one
// pass, for a run of questions (what is on sale, how many a holder has)
// that would each read the fleet again. H is the title's holder type (a
// company index, a company symbol).
package depot

// Place is where a train is.
type Place uint8

const (
	InDepot Place = iota // unsold, with the bank
	InPool               // given up to the open pool; the depot sells it again
	Held                 // a company's (Unit.Holder)
	Aside                // kept out of play by a title rule: neither sold nor counted
	Gone                 // rusted or handed in: out of the game
)

// Unit is one train as the depot sees it.
type Unit[H comparable] struct {
	Type     int   // index into Depot.Types
	Variant  int   // in the pool: 0 the type itself, k its k-th variant (one of each is offered)
	Place    Place // where it is
	Holder   H     // for Held: whose it is
	Obsolete bool  // it still runs but no longer counts against the train limit
}

// Fleet is a title's trains, read one Unit at a time.
type Fleet[H comparable] interface {
	Len() int
	Unit(i int) Unit[H]
}

// Sale says when the depot sells a type.
type Sale uint8

const (
	// InOrder: once the depot holds no train of an earlier InOrder type
	// of the same class (the common 18xx rule: the next type when the
	// previous one is sold out).
	InOrder Sale = iota
	// FromPhase: from Type.Phase on until the type rusts (and a phase
	// earlier with Type.Early).
	FromPhase
	// Never: the depot never sells it; a title rule hands it out.
	Never
)

// None marks a phase a type never reaches (Starts, Rusts).
const None = -1

// Type is one train type.
type Type struct {
	Name  string
	Class int // classes (ships and carts) are sold in order and limited apart
	Price int
	Sale  Sale
	// Phase is, for FromPhase, the first phase it is on sale.
	Phase int
	// Early: a FromPhase type is on sale one phase before Phase once the
	// depot holds no earlier type of its class (its first purchase then
	// starts Phase, through Starts).
	Early bool
	// Starts is the phase the first purchase of this type from the depot
	// starts, when the game has not reached it yet (None: none).
	Starts int
	// Rusts is the phase in which the type's trains leave the game (None: never).
	Rusts int
}

// Phase is one phase of the game, as far as trains go.
type Phase struct {
	Name  string
	Limit int // trains a company may hold, each class counted apart
}

// Depot is a title's train types and phases.
type Depot[H comparable] struct {
	Types  []Type
	Phases []Phase
	// TradeMin is the least price of a train sold between companies
	// (the most is the buyer's cash).
	TradeMin int
}

// Limit is the train limit of a phase.
func (d *Depot[H]) Limit(phase int) int { return d.Phases[phase].Limit }
