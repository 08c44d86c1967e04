package g18zoo

import (
	"fmt"
	"sort"
)

// Share ids are "SYM_n", n the certificate index (0 is the president's).
func shareID(f *Family, i int) string { return fmt.Sprintf("%s_%d", f.Sym, i) }

func (g *Game) price(f int) int { return g.fams[f].Price.cell().Price }

// certCount counts a player's certificates that count against the limit.
func (g *Game) certCount(p int) int {
	n := 0
	for _, f := range g.fams {
		for _, o := range f.Certs {
			if o == p {
				n++
			}
		}
	}
	return n
}

func (g *Game) certLimit() int { return certLimit(len(g.players), g.spec.Big) }

// ipoCerts lists the family's certificates still in its treasury (IPO), buyable ones only.
func (g *Game) ipoCert(f int) int {
	fam := &g.fams[f]
	for i, o := range fam.Certs {
		if o == famBase+f && (i < cousinCert || fam.CousinOK) {
			return i
		}
	}
	return -1
}

func (g *Game) poolCert(f int) int {
	for i, o := range g.fams[f].Certs {
		if o == holderPool {
			return i
		}
	}
	return -1
}

func (g *Game) playerSharePercents(f int) map[int]int {
	out := map[int]int{}
	for i, o := range g.fams[f].Certs {
		if o >= 0 && o < famBase {
			out[o] += shareCerts[i]
		}
	}
	return out
}

// updatePresident applies the presidency rule after shares changed hands:
// the president keeps it on a tie; otherwise the player with the most
// shares (nearest in seat order after the old president on a tie) takes
// the president's certificate and hands back 20% certificates for it.
func (g *Game) updatePresident(f int, to int) {
	fm := &g.fams[f]
	prev := fm.President
	held := g.playerSharePercents(f)
	max := 0
	for _, p := range held {
		if p > max {
			max = p
		}
	}
	if prev >= 0 && held[prev] == max {
		return
	}
	var cands []int
	for p, pc := range held {
		if pc == max && pc >= 40 {
			cands = append(cands, p)
		}
	}
	if len(cands) == 0 {
		return
	}
	sort.Ints(cands)
	best := cands[0]
	if prev >= 0 {
		bestD := 1 << 30
		for _, c := range cands {
			d := g.seatDistance(prev, c)
			if d < bestD {
				best, bestD = c, d
			}
		}
	} else if fm.Certs[0] >= 0 && fm.Certs[0] < famBase && held[fm.Certs[0]] == max {
		best = fm.Certs[0]
	}
	fm.President = best
	if prev < 0 || fm.Certs[0] == best {
		return
	}
	// swap: the new president gives two 20% certificates for the 40% one
	presOwner := fm.Certs[0]
	swapTo := presOwner
	if presOwner != prev {
		swapTo = holderPool
	}
	if held[prev] < 40 && presOwner == prev {
		swapTo = to
		if to < 0 || to >= famBase {
			swapTo = holderPool
		}
	}
	n := 0
	for i := 1; i < len(fm.Certs) && n < 2; i++ {
		if fm.Certs[i] == best {
			fm.Certs[i] = swapTo
			n++
		}
	}
	fm.Certs[0] = best
}

// seatDistance counts seats from a to b in the current priority order.
func (g *Game) seatDistance(a, b int) int {
	ia, ib := -1, -1
	for i, s := range g.order {
		if s == a {
			ia = i
		}
		if s == b {
			ib = i
		}
	}
	if ia < 0 || ib < 0 {
		return 0
	}
	return (ib - ia + len(g.order)) % len(g.order)
}

// buyCert moves certificate i of family f to a player, paying its owner
// (incremental capitalisation: IPO money goes to the family).
func (g *Game) buyCert(p, f, i int) {
	fm := &g.fams[f]
	owner := fm.Certs[i]
	price := g.price(f) * shareCerts[i] / 20
	receiver := owner
	if owner == holderPool {
		receiver = holderBank
	}
	g.pay(p, receiver, price)
	wasFloated := fm.Floated
	if i == 0 {
		fm.IPOed = true
	}
	fm.Certs[i] = p
	g.updatePresident(f, p)
	if !wasFloated && g.percentSold(f) >= 20 {
		fm.Floated = true
	}
	if fm.Floated && fm.TokensUsed == 0 {
		fm.TokensUsed = 1 // home station
		g.placeHomeToken(f)
	}
}

// percentSold is what players hold.
func (g *Game) percentSold(f int) int {
	n := 0
	for _, p := range g.playerSharePercents(f) {
		n += p
	}
	return n
}

// sellBundle sells percent of a family from a player to the market: the
// named 20% certificates first (others of the player's if none are named),
// the president's certificate last.
func (g *Game) sellBundle(p, f, percent int, named ...int) {
	fm := &g.fams[f]
	price := g.price(f) * percent / 20
	g.pay(holderBank, p, price)
	left := percent
	for _, i := range named {
		if i >= 1 && fm.Certs[i] == p && left > 0 {
			fm.Certs[i] = holderPool
			left -= 20
		}
	}
	for i := len(fm.Certs) - 1; i >= 1 && left > 0; i-- {
		if fm.Certs[i] == p {
			fm.Certs[i] = holderPool
			left -= 20
		}
	}
	if left > 0 && fm.Certs[0] == p {
		// selling (part of) the president's certificate: another player must take it
		g.sellPresidentCert(p, f, left)
		return
	}
	g.updatePresident(f, holderPool)
}

// sellPresidentCert handles a sale that includes the president's certificate.
func (g *Game) sellPresidentCert(p, f, left int) {
	fm := &g.fams[f]
	held := g.playerSharePercents(f)
	best, bestPc := -1, 0
	for _, q := range g.order {
		if q == p {
			continue
		}
		if held[q] > bestPc || (held[q] == bestPc && best >= 0 && g.seatDistance(p, q) < g.seatDistance(p, best)) {
			best, bestPc = q, held[q]
		}
	}
	// the new president hands two 20% certificates to the pool/seller
	fm.Certs[0] = best
	n := 0
	for i := 1; i < len(fm.Certs) && n < 2; i++ {
		if fm.Certs[i] == best {
			if left >= 40 || n > 0 && left >= 20 {
				fm.Certs[i] = holderPool
			} else {
				fm.Certs[i] = p
			}
			n++
		}
	}
	if left == 20 {
		// p keeps 20%: one certificate went to p above, one to the pool
	}
	fm.President = best
}

// sellableBundles lists the percentages a player may sell of a family.
func (g *Game) sellableBundles(p, f int) []int {
	fm := &g.fams[f]
	if !fm.IPOed {
		return nil
	}
	have := g.percentOf(p, f)
	if have == 0 {
		return nil
	}
	poolRoom := 80 - g.percentOf(holderPool, f)
	var out []int
	for pc := 20; pc <= have; pc += 20 {
		if pc > poolRoom {
			break
		}
		if fm.President == p {
			// the president may sell below 40% only if someone else can take the presidency
			if have-pc < 40 {
				other := 0
				for q, h := range g.playerSharePercents(f) {
					if q != p && h > other {
						other = h
					}
				}
				if other < 40 {
					continue
				}
			}
		}
		out = append(out, pc)
	}
	return out
}
