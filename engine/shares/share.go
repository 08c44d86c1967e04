package shares

// Share is a certificate that carries only its percentage, its holder and
// when it last changed hands (Seq, a counter the title keeps: the lower,
// the earlier). Titles that hand certificates over in the order their
// holder got them (18xx.games does) use it.
type Share struct {
	Pct   int
	Owner Holder
	Seq   int
}

func (s Share) Holding() Holder { return s.Owner }
func (s Share) Percent() int    { return s.Pct }

// Shares is a ledger of Share certificates.
type Shares = Ledger[Share]

// NewShares is a corporation's certificates of the given percentages, all
// held by h.
func NewShares(pcts []int, h Holder) Shares {
	l := make(Shares, len(pcts))
	for i, p := range pcts {
		l[i] = Share{Pct: p, Owner: h}
	}
	return l
}

// Move gives certificate i to h; seq is when (the title's counter).
func Move(l Shares, i int, h Holder, seq int) {
	l[i].Owner, l[i].Seq = h, seq
}

// Earliest is up to n of the certificates h holds, the president's
// certificate left out, in the order h got them (ties in printed order).
// It appends them to dst.
func Earliest(l Shares, h Holder, n int, dst []int) []int {
	start := len(dst)
	for i := 1; i < len(l); i++ {
		if l[i].Owner != h {
			continue
		}
		dst = append(dst, i)
		for k := len(dst) - 1; k > start && l[dst[k]].Seq < l[dst[k-1]].Seq; k-- {
			dst[k], dst[k-1] = dst[k-1], dst[k]
		}
	}
	if len(dst)-start > n {
		dst = dst[:start+n]
	}
	return dst
}
