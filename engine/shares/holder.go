// Package shares is the certificate ledger of an 18xx title, naming no
// title: who holds what (typed holders), certificates and their
// percentages with the president's certificate first, percentages and
// certificate counts, who presides a corporation (ties, the president's
// certificate changing hands), and what a seat may sell and how a sale is
// made up. Where titles differ the rules are options (Presidency,
// SaleRules); what a sale does to the price stays on engine/market.
package shares

import "strconv"

// Kind is the kind of a holder.
type Kind uint8

const (
	Nobody   Kind = iota // not in play (the zero Holder)
	Seat                 // a player, by seat
	Treasury             // a corporation's own treasury (its IPO in most titles), by the title's corporation index
	Pool                 // the market pool (an open market)
	Bank                 // the bank
	Depot                // the depot (trains to buy)
	Discard              // the discard pile (trains given back to the bank)
	Aside                // kept aside by a rule, out of the depot's order
)

// Holder is who holds a certificate, money, a company or a train. It is a
// small comparable value: holders are compared with ==.
type Holder struct {
	Kind  Kind
	Index int32 // the seat or the corporation; 0 for the other kinds
}

// Player is the holder of seat i.
func Player(i int) Holder { return Holder{Kind: Seat, Index: int32(i)} }

// Corp is the treasury of corporation i.
func Corp(i int) Holder { return Holder{Kind: Treasury, Index: int32(i)} }

// The holders that are one of their kind.
var (
	None      = Holder{} // out of play
	InPool    = Holder{Kind: Pool}
	InBank    = Holder{Kind: Bank}
	InDepot   = Holder{Kind: Depot}
	InDiscard = Holder{Kind: Discard}
	SetAside  = Holder{Kind: Aside}
)

// SeatOf is the holder's seat, ok when it is a player.
func (h Holder) SeatOf() (seat int, ok bool) { return int(h.Index), h.Kind == Seat }

// SeatIndex is the holder's seat, -1 when it is not a player.
func (h Holder) SeatIndex() int {
	if h.Kind != Seat {
		return -1
	}
	return int(h.Index)
}

// CorpOf is the holder's corporation, ok when it is a treasury.
func (h Holder) CorpOf() (corp int, ok bool) { return int(h.Index), h.Kind == Treasury }

// IsSeatOrCorp reports whether the holder is a player or a corporation
// (one who acts, rather than the bank, the pool or nobody).
func (h Holder) IsSeatOrCorp() bool { return h.Kind == Seat || h.Kind == Treasury }

// IsPlayer reports whether the holder is seat i.
func (h Holder) IsPlayer(i int) bool { return h.Kind == Seat && int(h.Index) == i }

// IsCorp reports whether the holder is corporation i's treasury.
func (h Holder) IsCorp(i int) bool { return h.Kind == Treasury && int(h.Index) == i }

var kindNames = [...]string{"nobody", "seat", "treasury", "pool", "bank", "depot", "discard", "aside"}

// String is for messages and tests: "seat 2", "treasury 0", "pool".
func (h Holder) String() string {
	name := "?"
	if int(h.Kind) < len(kindNames) {
		name = kindNames[h.Kind]
	}
	if h.Kind == Seat || h.Kind == Treasury {
		return name + " " + strconv.Itoa(int(h.Index))
	}
	return name
}
