package shares

import (
	"slices"
	"testing"
)

// certs120 are the certificates of a 120% corporation: a 40% president's
// certificate and four 20%.
var certs120 = []int{40, 20, 20, 20, 20}

// ledger builds shares held as listed, each certificate's Seq its index
// unless seqs says otherwise.
func ledger(pcts []int, owners []Holder, seqs ...int) Shares {
	l := NewShares(pcts, Corp(0))
	for i, h := range owners {
		l[i].Owner, l[i].Seq = h, i
		if i < len(seqs) {
			l[i].Seq = seqs[i]
		}
	}
	return l
}

var p0, p1, p2 = Player(0), Player(1), Player(2)

func TestHolder(t *testing.T) {
	if None != (Holder{}) || Player(2) != p2 || Player(2) == Player(3) || Player(0) == Corp(0) || InPool == InBank {
		t.Fatal("holders compare by kind and index")
	}
	if s, ok := Player(3).SeatOf(); !ok || s != 3 {
		t.Fatal("SeatOf")
	}
	if Player(3).SeatIndex() != 3 || Corp(3).SeatIndex() != -1 || InPool.SeatIndex() != -1 {
		t.Fatal("SeatIndex")
	}
	if _, ok := Corp(3).SeatOf(); ok {
		t.Fatal("a treasury is no seat")
	}
	if c, ok := Corp(4).CorpOf(); !ok || c != 4 || !Corp(4).IsCorp(4) || Corp(4).IsPlayer(4) {
		t.Fatal("CorpOf")
	}
	for h, want := range map[Holder]string{Player(1): "seat 1", Corp(2): "treasury 2", InPool: "pool", None: "nobody", InDiscard: "discard"} {
		if h.String() != want {
			t.Errorf("%v: want %s", h.String(), want)
		}
	}
}

func TestCounting(t *testing.T) {
	l := ledger(certs120, []Holder{p1, p0, InPool, p1, Corp(0)})
	for _, c := range []struct {
		h          Holder
		pct, count int
	}{{p1, 60, 2}, {p0, 20, 1}, {InPool, 20, 1}, {Corp(0), 20, 1}, {p2, 0, 0}} {
		if got := l.PercentOf(c.h); got != c.pct {
			t.Errorf("PercentOf(%v) = %d, want %d", c.h, got, c.pct)
		}
		if got := l.CountOf(c.h); got != c.count {
			t.Errorf("CountOf(%v) = %d, want %d", c.h, got, c.count)
		}
	}
	if l.PercentOfKind(Seat) != 80 || l.AllHeldBy(Seat) {
		t.Fatal("seats hold 80%, not all")
	}
	if got := l.SeatPercents(make([]int, 3)); !slices.Equal(got, []int{20, 60, 0}) {
		t.Fatalf("SeatPercents %v", got)
	}
	if l.First(p1, 1) != 3 || l.First(p2, 0) != -1 || l.President() != p1 {
		t.Fatal("First / President")
	}
	sold := ledger(certs120, []Holder{p1, p0, p0, p1, p2})
	if !sold.AllHeldBy(Seat) {
		t.Fatal("sold out")
	}
}

// mark is a title's own certificate type: the generic path of the ledger.
type mark struct {
	id  string
	pct int
	at  Holder
}

func (m mark) Holding() Holder { return m.at }
func (m mark) Percent() int    { return m.pct }

// A ledger of a title's own certificates counts as one of Shares does.
func TestCountingOwnCertificates(t *testing.T) {
	owners := []Holder{p1, p0, InPool, p1, Corp(0)}
	s := ledger(certs120, owners)
	var l Ledger[mark]
	for i, h := range owners {
		l = append(l, mark{id: "x", pct: certs120[i], at: h})
	}
	for _, h := range []Holder{p0, p1, p2, InPool, Corp(0)} {
		if l.PercentOf(h) != s.PercentOf(h) || l.CountOf(h) != s.CountOf(h) || l.First(h, 0) != s.First(h, 0) || l.First(h, 2) != s.First(h, 2) {
			t.Errorf("%v: %d%% in %d, want %d%% in %d", h, l.PercentOf(h), l.CountOf(h), s.PercentOf(h), s.CountOf(h))
		}
	}
	for _, k := range []Kind{Seat, Pool, Treasury, Bank} {
		if l.PercentOfKind(k) != s.PercentOfKind(k) || l.AllHeldBy(k) != s.AllHeldBy(k) {
			t.Errorf("kind %d: %d%%, want %d%%", k, l.PercentOfKind(k), s.PercentOfKind(k))
		}
	}
	if got, want := l.SeatPercents(make([]int, 3)), s.SeatPercents(make([]int, 3)); !slices.Equal(got, want) || l.President() != s.President() {
		t.Fatalf("SeatPercents %v, want %v", got, want)
	}
}

func TestEarliest(t *testing.T) {
	// seat 0 got certificate 4 first, then 2, then 1
	l := ledger(certs120, []Holder{p0, p0, p0, p1, p0}, 9, 7, 5, 1, 2)
	if got := Earliest(l, p0, 2, nil); !slices.Equal(got, []int{4, 2}) {
		t.Fatalf("Earliest %v, want [4 2] (the president's certificate never)", got)
	}
	if got := Earliest(l, p0, 9, []int{99}); !slices.Equal(got, []int{99, 4, 2, 1}) {
		t.Fatalf("Earliest appends: %v", got)
	}
}

// The 18xx presidency rule: the incumbent keeps a tie; otherwise the seat
// holding most (at least the minimum) takes it; ties to the nearest in the
// title's order.
func TestLeader(t *testing.T) {
	pr := Presidency{MinPercent: 40}
	for _, c := range []struct {
		name      string
		held      []int
		incumbent int
		ties      []int
		min       int
		want      int
	}{
		{"the incumbent keeps a tie", []int{40, 40, 0}, 1, []int{2, 0, 1}, 40, 1},
		{"most takes it", []int{40, 60, 0}, 0, []int{1, 2, 0}, 40, 1},
		{"a tie goes to the nearest in order", []int{20, 40, 40, 40}, 0, []int{3, 1, 2, 0}, 40, 3},
		{"below the minimum nobody", []int{20, 20, 0}, -1, nil, 40, -1},
		{"below the minimum the incumbent keeps a tie", []int{20, 20, 0}, 0, nil, 40, 0},
		{"nobody holds any", []int{0, 0}, 1, nil, 0, -1},
		{"no incumbent: first in order", []int{40, 40}, -1, []int{1, 0}, 40, 1},
		{"no order: lowest seat", []int{0, 10, 10}, -1, nil, 0, 1},
		{"any holding", []int{0, 10, 20}, 1, nil, 0, 2},
	} {
		pr.MinPercent = c.min
		if got := pr.Leader(c.held, c.incumbent, c.ties); got != c.want {
			t.Errorf("%s: Leader = %d, want %d", c.name, got, c.want)
		}
	}
}

func TestSuccessor(t *testing.T) {
	pr := Presidency{MinPercent: 40}
	held := []int{60, 40, 40, 20}
	ties := RotateAfter([]int{0, 1, 2, 3}, 0, nil)
	if !slices.Equal(ties, []int{1, 2, 3, 0}) {
		t.Fatalf("RotateAfter %v", ties)
	}
	for _, c := range []struct{ keep, want int }{{60, -1}, {40, -1}, {20, 1}, {0, 1}} {
		if got := pr.Successor(held, 0, c.keep, ties); got != c.want {
			t.Errorf("keep %d: Successor %d, want %d", c.keep, got, c.want)
		}
	}
	if held[0] != 60 {
		t.Fatal("Successor changed held")
	}
	if got := pr.Successor([]int{60, 20, 20}, 0, 0, nil); got != -1 {
		t.Fatalf("nobody with 40%%: %d", got)
	}
}

// The president's certificate changes hands: the new president hands back
// certificates worth it, the earliest it got first.
func TestSwap(t *testing.T) {
	l := ledger(certs120, []Holder{p0, p1, p1, p1, p0}, 1, 8, 3, 5, 2)
	seq := 10
	Swap(l, p1, p0, &seq)
	want := []Holder{p1, p1, p0, p0, p0}
	for i, h := range want {
		if l[i].Owner != h {
			t.Fatalf("after the swap certificate %d is %v's, want %v's", i, l[i].Owner, h)
		}
	}
	if seq != 13 || l[0].Seq != 13 || l[2].Seq != 11 || l[3].Seq != 12 {
		t.Fatalf("moves are numbered in turn: seq %d, %+v", seq, l)
	}
	// the swapped certificates may go elsewhere (the pool)
	l = ledger(certs120, []Holder{InPool, p1, p1, Corp(0), Corp(0)})
	Swap(l, p1, InPool, &seq)
	if l.PercentOf(p1) != 40 || l.PercentOf(InPool) != 40 || l.President() != p1 {
		t.Fatalf("swap with the pool: %+v", l)
	}
}

func TestSizes(t *testing.T) {
	var s Sizes
	s.Unit = 20
	s.add(20)
	s.add(60)
	if !s.Has(20) || s.Has(40) || !s.Has(60) || s.Has(30) || s.Has(0) || s.Empty() {
		t.Fatal("Has")
	}
	if got := slices.Collect(s.All()); !slices.Equal(got, []int{20, 60}) {
		t.Fatalf("All %v", got)
	}
	if !(Sizes{Unit: 20}).Empty() {
		t.Fatal("Empty")
	}
}

// What a seat may sell: in units, within the pool's room, and a president
// never dumps the presidency on nobody unless the title allows it.
func TestSaleSizes(t *testing.T) {
	order := []int{0, 1, 2}
	for _, c := range []struct {
		name   string
		owners []Holder
		seat   int
		rules  SaleRules
		want   []int
	}{
		{"a holder sells what it holds", []Holder{p1, p0, p0, Corp(0), Corp(0)}, 0,
			SaleRules{Unit: 20, PoolMax: 80, Presidency: Presidency{40}}, []int{20, 40}},
		{"the pool's room", []Holder{p1, p0, p0, InPool, InPool}, 0,
			SaleRules{Unit: 20, PoolMax: 80, Presidency: Presidency{40}}, []int{20, 40}},
		{"the pool is full", []Holder{p1, p0, InPool, InPool, InPool}, 0,
			SaleRules{Unit: 20, PoolMax: 60, Presidency: Presidency{40}}, nil},
		{"a president with no successor keeps the presidency", []Holder{p0, p0, p1, Corp(0), Corp(0)}, 0,
			SaleRules{Unit: 20, PoolMax: 80, Presidency: Presidency{40}}, []int{20}},
		{"a president with a successor", []Holder{p0, p0, p1, p1, Corp(0)}, 0,
			SaleRules{Unit: 20, PoolMax: 80, Presidency: Presidency{40}}, []int{20, 40, 60}},
		{"a president may dump on the pool", []Holder{p0, p0, p1, Corp(0), Corp(0)}, 0,
			SaleRules{Unit: 20, PoolMax: 80, Presidency: Presidency{40}, PresidentToPool: true}, []int{20, 40, 60}},
		{"no pool limit", []Holder{p1, p0, p0, InPool, InPool}, 0,
			SaleRules{Unit: 20, Presidency: Presidency{40}}, []int{20, 40}},
	} {
		l := ledger(certs120, c.owners)
		pres := -1
		if s, ok := l.President().SeatOf(); ok {
			pres = s
		}
		held := l.SeatPercents(make([]int, 3))
		got := slices.Collect(c.rules.Sizes(l, c.seat, held, pres, RotateAfter(order, c.seat, nil)).All())
		if !slices.Equal(got, c.want) {
			t.Errorf("%s: sizes %v, want %v", c.name, got, c.want)
		}
	}
}

func TestBundle(t *testing.T) {
	l := ledger(certs120, []Holder{p0, p0, p1, p0, p0}, 0, 5, 0, 1, 3)
	for _, c := range []struct {
		name    string
		percent int
		named   []int
		want    []int
		sum     int
	}{
		{"named certificates", 40, []int{1, 4}, []int{1, 4}, 40},
		{"named twice counts once", 20, []int{4, 4}, []int{4}, 20},
		{"not the seller's are left out", 20, []int{2}, []int{3}, 20},
		{"none named: the earliest", 40, nil, []int{3, 4}, 40},
		{"the president's certificate last", 100, nil, []int{3, 4, 1, 0}, 100},
		{"the president's certificate in part", 20, []int{0}, []int{0}, 40},
	} {
		got, sum := Bundle(l, p0, c.percent, c.named, nil)
		if !slices.Equal(got, c.want) || sum != c.sum {
			t.Errorf("%s: bundle %v (%d%%), want %v (%d%%)", c.name, got, sum, c.want, c.sum)
		}
	}
}
