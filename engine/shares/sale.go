package shares

import "iter"

// Sizes is a set of sale sizes, multiples of one unit: bit k stands for
// (k+1)×Unit percent.
type Sizes struct {
	Unit int
	bits uint32
}

// Has reports whether pc percent is a size of the set.
func (s Sizes) Has(pc int) bool {
	return s.Unit > 0 && pc%s.Unit == 0 && pc >= s.Unit && pc/s.Unit <= 32 && s.bits&(1<<(pc/s.Unit-1)) != 0
}

// Empty reports whether the set has no size.
func (s Sizes) Empty() bool { return s.bits == 0 }

// All yields the sizes in increasing order.
func (s Sizes) All() iter.Seq[int] {
	return func(yield func(int) bool) {
		for k := 0; k < 32; k++ {
			if s.bits&(1<<k) != 0 && !yield((k+1)*s.Unit) {
				return
			}
		}
	}
}

func (s *Sizes) add(pc int) { s.bits |= 1 << (pc/s.Unit - 1) }

// SaleRules are what a title allows a seat to sell to the pool.
type SaleRules struct {
	Unit       int // sizes go in steps of this percentage (the smallest certificate)
	PoolMax    int // the most percent the pool may hold after a sale (0: no limit)
	Presidency Presidency
	// PresidentToPool lets a president sell down below the presidency
	// though no one can take it (the president's certificate then goes to
	// the pool). Without it such a sale is not offered.
	PresidentToPool bool
}

// Sizes is what seat may sell of a corporation now: every multiple of
// Unit up to what it holds that the pool has room for, and, for its
// president, only sales after which someone takes the presidency or it
// still holds at least MinPercent (unless PresidentToPool). held is each
// seat's percentage, president the seat presiding (-1: none), ties as
// for Presidency.Leader.
func (r SaleRules) Sizes(l Ledger[Share], seat int, held []int, president int, ties []int) Sizes {
	out := Sizes{Unit: r.Unit}
	have := held[seat]
	room := 1 << 30
	if r.PoolMax > 0 {
		room = r.PoolMax - l.PercentOf(InPool)
	}
	for pc := r.Unit; pc <= have && pc <= room; pc += r.Unit {
		if president == seat && !r.PresidentToPool && have-pc < r.Presidency.MinPercent &&
			r.Presidency.Successor(held, seat, have-pc, ties) < 0 {
			continue // the president's certificate cannot be dumped on nobody
		}
		out.add(pc)
	}
	return out
}

// Bundle is the certificates seat h sells to make up percent: those named
// (indices, the seat's own, each once), then its earliest certificates
// other than the president's, then the president's certificate if still
// short. It appends them to dst and returns them with their sum, which is
// more than percent when the president's certificate is sold in part.
func Bundle(l Shares, h Holder, percent int, named []int, dst []int) ([]int, int) {
	start := len(dst)
	has := func(i int) bool {
		for _, j := range dst[start:] {
			if j == i {
				return true
			}
		}
		return false
	}
	sum := 0
	for _, i := range named {
		if i >= 0 && i < len(l) && l[i].Owner == h && !has(i) {
			dst = append(dst, i)
			sum += l[i].Pct
		}
	}
	if sum < percent {
		var buf [8]int
		for _, i := range Earliest(l, h, len(l), buf[:0]) {
			if sum >= percent {
				break
			}
			if !has(i) {
				dst = append(dst, i)
				sum += l[i].Pct
			}
		}
	}
	if sum < percent && len(l) > 0 && l[0].Owner == h && !has(0) {
		dst = append(dst, 0)
		sum += l[0].Pct
	}
	return dst, sum
}
