package depot

// Stock is the fleet at one moment, read in one pass: for each type, how
// many trains the depot holds and which comes first; for each holder,
// how many trains of each class count against its limit. Whether a type
// is on sale, which train it offers and whether a holder has room are
// then answered without reading the fleet again, so that a title asking
// of several types in a row (its legal listing, a purchase's checks)
// pays one pass. A Stock describes the fleet as it was when taken: take
// another after a train moves.
type Stock[H comparable] struct {
	d     *Depot[H]
	n     [maxTypes]int16 // trains of each type in the depot
	first [maxTypes]int16 // the first of them, +1 (0: none)
	// held counts, per holder in the order first met, the trains of each
	// class that count against the limit.
	holders [maxHolders]H
	held    [maxHolders][maxClasses]int16
	nh      int
}

// Sizes a Stock holds: a depot has at most maxTypes types in maxClasses
// classes, and at most maxHolders holders hold trains at once.
const (
	maxTypes   = 32
	maxClasses = 4
	maxHolders = 16
)

// Stock reads the fleet f.
func (d *Depot[H]) Stock(f Fleet[H]) Stock[H] {
	if len(d.Types) > maxTypes {
		panic("depot: more than 32 train types")
	}
	s := Stock[H]{d: d}
	for i, l := 0, f.Len(); i < l; i++ {
		switch u := f.Unit(i); u.Place {
		case InDepot:
			if s.n[u.Type] == 0 {
				s.first[u.Type] = int16(i + 1)
			}
			s.n[u.Type]++
		case Held:
			if !u.Obsolete {
				s.hold(u.Holder, d.Types[u.Type].Class)
			}
		}
	}
	return s
}

// hold counts one train of class for h.
func (s *Stock[H]) hold(h H, class int) {
	if class >= maxClasses {
		panic("depot: more than 4 train classes")
	}
	for k := range s.nh {
		if s.holders[k] == h {
			s.held[k][class]++
			return
		}
	}
	if s.nh == maxHolders {
		panic("depot: more than 16 holders of trains")
	}
	s.holders[s.nh] = h
	s.held[s.nh][class] = 1
	s.nh++
}

// Count is how many trains of class holder h holds that count against
// the limit (obsolete ones do not).
func (s *Stock[H]) Count(h H, class int) int {
	for k := range s.nh {
		if s.holders[k] == h {
			return int(s.held[k][class])
		}
	}
	return 0
}

// Room says whether h may take one more train of class in phase.
func (s *Stock[H]) Room(h H, class, phase int) bool {
	return s.Count(h, class) < s.d.Limit(phase)
}

// InStock is how many trains of type ti the depot holds.
func (s *Stock[H]) InStock(ti int) int { return int(s.n[ti]) }

// Sells says whether the depot sells type ti in phase (whether or not
// it has one left).
func (s *Stock[H]) Sells(ti, phase int) bool {
	t := &s.d.Types[ti]
	switch t.Sale {
	case InOrder:
		return s.soldOutBefore(ti)
	case FromPhase:
		if t.Rusts != None && phase >= t.Rusts {
			return false
		}
		return phase >= t.Phase || t.Early && phase+1 == t.Phase && s.soldOutBefore(ti)
	}
	return false
}

// soldOutBefore: the depot holds no train of an earlier type of ti's
// class sold the same way.
func (s *Stock[H]) soldOutBefore(ti int) bool {
	t := &s.d.Types[ti]
	for tj := range ti {
		if u := &s.d.Types[tj]; s.n[tj] > 0 && u.Class == t.Class && u.Sale == t.Sale {
			return false
		}
	}
	return true
}

// Offer is the train of type ti the depot sells now (its first in the
// fleet), or -1.
func (s *Stock[H]) Offer(ti, phase int) int {
	if s.n[ti] == 0 || !s.Sells(ti, phase) {
		return -1
	}
	return int(s.first[ti]) - 1
}
