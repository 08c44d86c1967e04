package shares

// Presidency is how a title picks who presides a corporation from what
// the seats hold of it.
type Presidency struct {
	// MinPercent is the least a new president holds (most titles: the
	// president's certificate's percentage); 0 accepts any holding.
	MinPercent int
}

// Leader is the seat that presides after holdings changed, -1 when no
// seat qualifies (nobody holds any, or no seat holding most has
// MinPercent; the title decides what then). held is each seat's
// percentage. The incumbent (-1: none) keeps the presidency while nobody
// holds more; otherwise the seat holding most takes it, ties going to the
// seat listed first in ties (the title's order: the seats after the
// incumbent in priority order, or seat order), then to the lowest seat.
func (p Presidency) Leader(held []int, incumbent int, ties []int) int {
	most := 0
	for _, pc := range held {
		most = max(most, pc)
	}
	if most == 0 {
		return -1
	}
	if incumbent >= 0 && incumbent < len(held) && held[incumbent] == most {
		return incumbent
	}
	if most < p.MinPercent {
		return -1
	}
	for _, s := range ties {
		if s >= 0 && s < len(held) && held[s] == most {
			return s
		}
	}
	for s, pc := range held {
		if pc == most {
			return s
		}
	}
	return -1
}

// Successor is who takes the presidency from seat president if it kept
// only keep percent (a sale): the seat the rules make president then, -1
// when president would stay. held is each seat's percentage now (not
// changed); ties as for Leader.
func (p Presidency) Successor(held []int, president, keep int, ties []int) int {
	var buf [8]int
	h := append(buf[:0], held...)
	h[president] = keep
	if q := p.Leader(h, president, ties); q != president {
		return q
	}
	return -1
}

// Swap hands the president's certificate to seat to; to gives back its
// earliest certificates (Earliest) worth the president's certificate, to
// back. Every move takes the next number of *seq.
func Swap(l Shares, to, back Holder, seq *int) {
	var buf [8]int
	sum := 0
	for _, i := range Earliest(l, to, len(l), buf[:0]) {
		if sum >= l[0].Pct {
			break
		}
		sum += l[i].Pct
		*seq++
		Move(l, i, back, *seq)
	}
	*seq++
	Move(l, 0, to, *seq)
}

// RotateAfter writes the seats of order from the one after seat on (seat
// last) into dst: the tie order "nearest after seat".
func RotateAfter(order []int, seat int, dst []int) []int {
	at := 0
	for i, s := range order {
		if s == seat {
			at = i
		}
	}
	for k := 1; k <= len(order); k++ {
		dst = append(dst, order[(at+k)%len(order)])
	}
	return dst
}
