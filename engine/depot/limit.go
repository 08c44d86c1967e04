package depot

import "sort"

// Count is how many trains of class holder h holds that count against
// the limit (obsolete ones as the depot's Obsolescence says).
func (d *Depot[H]) Count(f Fleet[H], h H, class int) int {
	n := 0
	for i, l := 0, f.Len(); i < l; i++ {
		if u := f.Unit(i); u.Place == Held && u.Holder == h && d.counts(u) && d.Types[u.Type].Class == class {
			n++
		}
	}
	return n
}

// Room says whether h may take one more train of class in phase.
func (d *Depot[H]) Room(f Fleet[H], h H, class, phase int) bool {
	return d.Count(f, h, class) < d.Limit(phase)
}

// Excess lists the trains of class that h gives up to come down to the
// limit of phase, when the title chooses for it: the least by less (a
// comparison of type indices; ties in fleet order) first.
func (d *Depot[H]) Excess(f Fleet[H], h H, class, phase int, less func(a, b int) bool) []int {
	var held []int
	for i, l := 0, f.Len(); i < l; i++ {
		if u := f.Unit(i); u.Place == Held && u.Holder == h && d.counts(u) && d.Types[u.Type].Class == class {
			held = append(held, i)
		}
	}
	over := len(held) - d.Limit(phase)
	if over <= 0 {
		return nil
	}
	sort.SliceStable(held, func(a, b int) bool { return less(f.Unit(held[a]).Type, f.Unit(held[b]).Type) })
	return held[:over]
}

// TradePrice says whether a train changes hands between companies at
// price, the buyer having cash: from TradeMin to all the buyer's cash.
func (d *Depot[H]) TradePrice(price, cash int) bool { return price >= d.TradeMin && price <= cash }
