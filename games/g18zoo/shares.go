package g18zoo

import (
	"fmt"

	"ferro/engine/shares"
)

// Share ids are "SYM_n", n the certificate index (0 is the president's),
// written out for each family at setup (shareIDsOf).
func shareID(f *Family, i int) string { return f.shareIDs[i] }

// shareIDsOf writes out the share ids of a family with n certificates.
func shareIDsOf(sym string, n int) []string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%s_%d", sym, i)
	}
	return ids
}

// 18ZOO's presidency and sales: a president holds at least the 40%
// certificate's worth; ties go to the nearest in priority order after the
// president; sales go in 20% steps, the market holds at most 80%, and the
// president's certificate is never dumped on the market.
var (
	presidency = shares.Presidency{MinPercent: 40}
	saleRules  = shares.SaleRules{Unit: 20, PoolMax: 80, Presidency: presidency}
)

func (g *Game) certLimit() int { return certLimit(len(g.players), g.spec.Big) }

// ipoCert is the family's first certificate still in its treasury (IPO)
// that is buyable now, -1 if none.
func (fm *Family) ipoCert() int {
	for i, c := range fm.Shares {
		if c.Owner.Kind == shares.Treasury && (i < cousinCert || fm.CousinOK) { // (a family's own treasury: no other holds its certificates)
			return i
		}
	}
	return -1
}

// heldBy is each player's percentage of family f, by seat.
type heldBy [maxPlayers]int

const maxPlayers = 5

// held is what each of the first seats players holds.
func (fm *Family) held(seats int) heldBy {
	var out heldBy
	fm.Shares.SeatPercents(out[:seats])
	return out
}

// updatePresident applies the presidency rule after shares changed hands
// (presidency; without a president yet, a tie goes to the holder of the
// president's certificate, then to the lowest seat). A new president
// takes the president's certificate and hands back 20% certificates for
// it: to the old president, or to the market when the old president no
// longer holds the certificate, or to the buyer (to, a seat) when the
// old president is left with less than 40%.
func (fm *Family) updatePresident(order []int, to shares.Holder, seq *int) {
	prev := fm.President
	held := fm.held(len(order))
	var tb [maxPlayers + 1]int
	ties := tb[:0]
	if prev >= 0 {
		ties = shares.RotateAfter(order, prev, ties)
	} else {
		if s, ok := fm.Shares.President().SeatOf(); ok {
			ties = append(ties, s)
		}
		for s := range order {
			ties = append(ties, s)
		}
	}
	best := presidency.Leader(held[:len(order)], prev, ties)
	if best < 0 || best == prev {
		return
	}
	fm.President = best
	presOwner := fm.Shares.President()
	if prev < 0 || presOwner.IsPlayer(best) {
		return
	}
	swapTo := presOwner
	if !presOwner.IsPlayer(prev) {
		swapTo = shares.InPool
	}
	if held[prev] < 40 && presOwner.IsPlayer(prev) {
		swapTo = to
		if to.Kind != shares.Seat {
			swapTo = shares.InPool
		}
	}
	shares.Swap(fm.Shares, shares.Player(best), swapTo, seq)
}

// moveCert gives certificate i to a new holder (seq counts changes of hands).
func (fm *Family) moveCert(i int, to shares.Holder, seq *int) {
	*seq++
	shares.Move(fm.Shares, i, to, *seq)
}

// buyCert moves certificate i of family f to a player, paying its owner
// (incremental capitalisation: IPO money goes to the family).
func (g *Game) buyCert(p, f, i int) {
	fm := &g.fams[f]
	price := fm.price() * fm.Shares[i].Pct / 20
	receiver := shares.InBank
	if c, ok := fm.Shares[i].Owner.CorpOf(); ok {
		receiver = shares.Corp(c)
	}
	g.pay(shares.Player(p), receiver, price)
	wasFloated := fm.Floated
	if i == 0 {
		fm.IPOed = true
	}
	fm.moveCert(i, shares.Player(p), &g.seq)
	fm.updatePresident(g.order, shares.Player(p), &g.seq)
	if !wasFloated && fm.Shares.PercentOfKind(shares.Seat) >= 20 {
		fm.Floated = true
	}
	if fm.Floated && fm.TokensUsed == 0 {
		fm.TokensUsed = 1 // home station
		_ = g.board.placeHome(fm.Sym)
	}
}

// sellBundle sells percent of a family from a player to the market: the
// named certificates (the president's included when named; if none are
// named, the seller's first 20% certificates: shares.Bundle). When the
// president's certificate goes, the player who now holds most takes it
// and gives two of their first certificates to the seller (if still
// holding 40%) or to the market; a seller who sold only part of the
// president's certificate gets the market's first certificate back, as
// 18xx.games does.
func (g *Game) sellBundle(p, f, percent int, named ...int) {
	fm := &g.fams[f]
	seller := shares.Player(p)
	g.pay(shares.InBank, seller, fm.price()*percent/20)
	var bb [8]int
	bundle, sum := shares.Bundle(fm.Shares, seller, percent, named, bb[:0])
	for _, i := range bundle {
		fm.moveCert(i, shares.InPool, &g.seq)
	}
	if !contains(bundle, 0) {
		fm.updatePresident(g.order, shares.InPool, &g.seq)
		return
	}
	keep := fm.Shares.PercentOf(seller) + sum - percent
	q := fm.successor(g.order, p, keep)
	if q < 0 {
		// nobody can take it (the rules forbid such a sale): it comes back
		fm.moveCert(0, seller, &g.seq)
		return
	}
	swapTo := shares.InPool
	if fm.Shares.PercentOf(seller) >= 40 {
		swapTo = seller
	}
	shares.Swap(fm.Shares, shares.Player(q), swapTo, &g.seq)
	fm.President = q
	for k := 0; k < (sum-percent)/20; k++ {
		if c := shares.Earliest(fm.Shares, shares.InPool, 1, bb[:0]); len(c) > 0 {
			fm.moveCert(c[0], seller, &g.seq)
		}
	}
}

// successor is who takes the presidency from p if p keeps only keep
// percent, -1 when p stays president (presidency.Successor, ties nearest
// after p in the priority order).
func (fm *Family) successor(order []int, p, keep int) int {
	held := fm.held(len(order))
	var tb [maxPlayers]int
	return presidency.Successor(held[:len(order)], p, keep, shares.RotateAfter(order, p, tb[:0]))
}

// saleSizes is the set of percentages player p may sell (saleRules;
// nothing of a family not yet open).
func (fm *Family) saleSizes(order []int, p int) shares.Sizes {
	if !fm.IPOed {
		return shares.Sizes{}
	}
	held := fm.held(len(order))
	var tb [maxPlayers]int
	return saleRules.Sizes(fm.Shares, p, held[:len(order)], fm.President, shares.RotateAfter(order, p, tb[:0]))
}
