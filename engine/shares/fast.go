package shares

// A ledger of Share certificates (the common case) is read by these plain
// loops: through the type parameter, each certificate's Holding and
// Percent is a call by the dictionary, not inlined, and the steps ask a
// ledger on every look for the acting step (a title's random games spent
// 6% of their instructions in those calls). Each answers exactly as the
// Ledger method of its name (TestCountingOwnCertificates).

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

func first(l []Share, h Holder, from int) int {
	for i := from; i < len(l); i++ {
		if l[i].Owner == h {
			return i
		}
	}
	return -1
}
