package shares

// Cert is what the ledger needs of a title's certificate: who holds it and
// its percentage. A title's certificate type carries what else it needs
// (an id, a mark); Share is one that carries nothing else.
type Cert interface {
	Holding() Holder
	Percent() int
}

// Ledger is one corporation's certificates in the title's printed order,
// the president's certificate first. Its counting methods read a ledger
// of Share certificates by plain loops (fast.go).
type Ledger[C Cert] []C

// PercentOf is the percentage h holds.
func (l Ledger[C]) PercentOf(h Holder) int {
	if s, ok := any(l).(Shares); ok {
		return percentOf(s, h)
	}
	n := 0
	for _, c := range l {
		if c.Holding() == h {
			n += c.Percent()
		}
	}
	return n
}

// CountOf is the number of certificates h holds.
func (l Ledger[C]) CountOf(h Holder) int {
	if s, ok := any(l).(Shares); ok {
		return countOf(s, h)
	}
	n := 0
	for _, c := range l {
		if c.Holding() == h {
			n++
		}
	}
	return n
}

// PercentOfKind is the percentage held by holders of kind k (Seat: what
// the players hold together).
func (l Ledger[C]) PercentOfKind(k Kind) int {
	if s, ok := any(l).(Shares); ok {
		return percentOfKind(s, k)
	}
	n := 0
	for _, c := range l {
		if c.Holding().Kind == k {
			n += c.Percent()
		}
	}
	return n
}

// AllHeldBy reports whether every certificate is held by a holder of kind
// k (Seat: the corporation is sold out).
func (l Ledger[C]) AllHeldBy(k Kind) bool {
	for _, c := range l {
		if c.Holding().Kind != k {
			return false
		}
	}
	return true
}

// SeatPercents writes each seat's percentage into held (len(held) seats)
// and returns it.
func (l Ledger[C]) SeatPercents(held []int) []int {
	if s, ok := any(l).(Shares); ok {
		return seatPercents(s, held)
	}
	clear(held)
	for _, c := range l {
		if h := c.Holding(); h.Kind == Seat && int(h.Index) < len(held) {
			held[h.Index] += c.Percent()
		}
	}
	return held
}

// First is the index of the first certificate h holds from index from on,
// -1 when none.
func (l Ledger[C]) First(h Holder, from int) int {
	if s, ok := any(l).(Shares); ok {
		return first(s, h, from)
	}
	for i := from; i < len(l); i++ {
		if l[i].Holding() == h {
			return i
		}
	}
	return -1
}

// President is the holder of the president's certificate.
func (l Ledger[C]) President() Holder {
	if len(l) == 0 {
		return None
	}
	return l[0].Holding()
}
