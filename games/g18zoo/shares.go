package g18zoo

import (
	"fmt"
	"iter"

	"ferro/engine"
)

// Share ids are "SYM_n", n the certificate index (0 is the president's).
// A family made by setup has them written out.
func shareID(f *Family, i int) string {
	if i < len(f.shareIDs) {
		return f.shareIDs[i]
	}
	return fmt.Sprintf("%s_%d", f.Sym, i)
}

// shareIDsOf writes out the share ids of a family with n certificates.
func shareIDsOf(sym string, n int) []string {
	ids := make([]string, n)
	for i := range ids {
		ids[i] = fmt.Sprintf("%s_%d", sym, i)
	}
	return ids
}

func (g *Game) price(f int) int { return cellAt(g.fams[f].Price).Price }

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

// heldBy is each player's percentage of family f, by seat.
type heldBy [maxPlayers]int

const maxPlayers = 5

func (g *Game) playerSharePercents(f int) heldBy {
	var out heldBy
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
	for p, pc := range held[:len(g.players)] {
		if pc == max && pc >= 40 {
			cands = append(cands, p)
		}
	}
	if len(cands) == 0 {
		return
	}
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
	for _, i := range g.firstCerts(f, best, 2) {
		g.moveCert(f, i, swapTo)
	}
	g.moveCert(f, 0, best)
}

// moveCert gives certificate i of family f to a new holder.
func (g *Game) moveCert(f, i, to int) {
	g.seq++
	g.fams[f].Certs[i] = to
	g.fams[f].CertSeq[i] = g.seq
}

// firstCerts are holder's first n 20% certificates of family f in the
// order the holder got them (18xx.games hands certificates over so).
func (g *Game) firstCerts(f, holder, n int) []int {
	fm := &g.fams[f]
	var out []int
	for i := 1; i < len(fm.Certs); i++ {
		if fm.Certs[i] != holder {
			continue
		}
		out = append(out, i)
		for k := len(out) - 1; k > 0 && fm.CertSeq[out[k]] < fm.CertSeq[out[k-1]]; k-- {
			out[k], out[k-1] = out[k-1], out[k]
		}
	}
	if len(out) > n {
		out = out[:n]
	}
	return out
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
	g.moveCert(f, i, p)
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
// named certificates (the president's included when named; if none are
// named, the seller's first 20% certificates). When the president's
// certificate goes, the player who now holds most takes it and gives two
// of their first certificates to the seller (if still holding 40%) or to
// the market; a seller who sold only part of the president's certificate
// gets the market's first certificate back, as 18xx.games does.
func (g *Game) sellBundle(p, f, percent int, named ...int) {
	fm := &g.fams[f]
	g.pay(holderBank, p, g.price(f)*percent/20)
	var bundle []int
	sum := 0
	for _, i := range named {
		if i >= 0 && i < len(fm.Certs) && fm.Certs[i] == p && !contains(bundle, i) {
			bundle = append(bundle, i)
			sum += shareCerts[i]
		}
	}
	if sum < percent {
		for _, i := range g.firstCerts(f, p, (percent-sum)/20) {
			bundle = append(bundle, i)
			sum += shareCerts[i]
		}
	}
	if sum < percent && fm.Certs[0] == p && !contains(bundle, 0) {
		bundle = append(bundle, 0)
		sum += shareCerts[0]
	}
	for _, i := range bundle {
		g.moveCert(f, i, holderPool)
	}
	if !contains(bundle, 0) {
		g.updatePresident(f, holderPool)
		return
	}
	keep := g.percentOf(p, f) + sum - percent
	q := g.successor(f, p, keep)
	if q < 0 {
		// nobody can take it (the rules forbid such a sale): it comes back
		g.moveCert(f, 0, p)
		return
	}
	swapTo := holderPool
	if g.percentOf(p, f) >= 40 {
		swapTo = p
	}
	for _, i := range g.firstCerts(f, q, 2) {
		g.moveCert(f, i, swapTo)
	}
	g.moveCert(f, 0, q)
	fm.President = q
	for k := 0; k < (sum-percent)/20; k++ {
		if c := g.firstCerts(f, holderPool, 1); len(c) > 0 {
			g.moveCert(f, c[0], p)
		}
	}
}

// successor is who takes the presidency from p if p keeps only keep
// percent: the player with the most (at least 40%) above keep, the nearest
// after p in seat order on a tie; -1 when p stays president.
func (g *Game) successor(f, p, keep int) int {
	best, bestPc := -1, keep
	held := g.playerSharePercents(f)
	for k := 1; k < len(g.order); k++ {
		q := g.order[(g.orderIndex(p)+k)%len(g.order)]
		if held[q] > bestPc && held[q] >= 40 {
			best, bestPc = q, held[q]
		}
	}
	return best
}

func (g *Game) orderIndex(p int) int {
	for i, s := range g.order {
		if s == p {
			return i
		}
	}
	return 0
}

// percents is a set of sale sizes: bit k stands for (k+1)×20%.
type percents uint8

func (s percents) has(pc int) bool { return pc%20 == 0 && pc >= 20 && s&(1<<(pc/20-1)) != 0 }

// all yields the sizes in increasing order.
func (s percents) all() iter.Seq[int] {
	return func(yield func(int) bool) {
		for k := 0; k < 8; k++ {
			if s&(1<<k) != 0 && !yield((k+1)*20) {
				return
			}
		}
	}
}

// sellableBundles is the set of percentages a player may sell of a family.
func (g *Game) sellableBundles(p, f int) percents {
	fm := &g.fams[f]
	if !fm.IPOed {
		return 0
	}
	have := g.percentOf(p, f)
	if have == 0 {
		return 0
	}
	poolRoom := 80 - g.percentOf(holderPool, f)
	var out percents
	for pc := 20; pc <= have; pc += 20 {
		if pc > poolRoom {
			break
		}
		if fm.President == p && have-pc < 40 && g.successor(f, p, have-pc) < 0 {
			continue // the president's certificate cannot be dumped on nobody
		}
		out |= 1 << (pc/20 - 1)
	}
	return out
}

// checkBundle: the certificates named for a sale are the seller's, of one
// family, and add up to the percentage sold (the president's certificate
// may be sold in part: 20% of its 40%).
func (g *Game) checkBundle(p, f int, ids []string, percent int) error {
	sum, pres := 0, false
	for _, id := range ids {
		sf, i := g.parseShare(id)
		if sf != f || g.fams[f].Certs[i] != p {
			return engine.Illegal("sell shares", "%s does not hold %s", g.players[p].Name, id)
		}
		sum += shareCerts[i]
		pres = pres || i == 0
	}
	if sum == percent || pres && sum-percent == 20 && percent >= 20 {
		return nil
	}
	return engine.Illegal("sell shares", "the certificates %v make %d%%, not %d%%", ids, sum, percent)
}
