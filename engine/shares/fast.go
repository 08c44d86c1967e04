package shares

// The counting methods of Ledger over Share certificates, as plain loops
// (see Ledger). Each does exactly what its method does.

func percentOf(l []Share, h Holder) int {
	n := 0
	for i := range l {
		if l[i].Owner == h {
			n += l[i].Pct
		}
	}
	return n
}

func countOf(l []Share, h Holder) int {
	n := 0
	for i := range l {
		if l[i].Owner == h {
			n++
		}
	}
	return n
}

func percentOfKind(l []Share, k Kind) int {
	n := 0
	for i := range l {
		if l[i].Owner.Kind == k {
			n += l[i].Pct
		}
	}
	return n
}

func seatPercents(l []Share, held []int) []int {
	clear(held)
	for i := range l {
		if h := l[i].Owner; h.Kind == Seat && int(h.Index) < len(held) {
			held[h.Index] += l[i].Pct
		}
	}
	return held
}
