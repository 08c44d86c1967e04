package route

import (
	"sync"
	"testing"
)

// TestRunMemoBounded: however many keys are put, the memo never holds more
// than its capacity (it evicts, it does not grow), and a key used again
// and again survives the turnovers that drop the unused ones.
func TestRunMemoBounded(t *testing.T) {
	m := NewRunMemo(256)
	if m.Cap() > 256 {
		t.Fatalf("capacity %d, asked for 256", m.Cap())
	}
	key := func(i int) Digest { return RunKey{}.Int(i).Sum() }
	hot := key(-1)
	m.Put(hot, 7)
	for i := range 20000 {
		m.Put(key(i), i)
		// Every 5 keys: fewer than a shard's generation (8) land in the hot
		// key's shard between two uses, whatever the process's hash seeds,
		// so at most one turnover passes between them.
		if i%5 == 0 {
			if v, ok := m.Get(hot); !ok || v != 7 {
				t.Fatalf("after %d keys the key in use is gone (%d, %v)", i, v, ok)
			}
		}
		if n := m.Len(); n > m.Cap() {
			t.Fatalf("after %d keys the memo holds %d, more than its capacity %d", i+1, n, m.Cap())
		}
	}
	if v, ok := m.Get(key(19999)); !ok || v != 19999 {
		t.Fatalf("the newest key gives %d, %v", v, ok)
	}
	if _, ok := m.Get(key(0)); ok {
		t.Fatal("the oldest unused key is still there")
	}
}

// TestRunMemoConcurrent: goroutines sharing a memo (as a parallel search's
// workers do) each read back what was put for a key (go test -race).
func TestRunMemoConcurrent(t *testing.T) {
	m := NewRunMemo(512)
	var wg sync.WaitGroup
	for w := range 4 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 5000 {
				d := RunKey{}.Int(i % 700).Sum()
				if v := m.Value(d, func() int { return 3 * (i % 700) }); v != 3*(i%700) {
					t.Errorf("worker %d: key %d gives %d", w, i%700, v)
					return
				}
			}
		}()
	}
	wg.Wait()
	if n := m.Len(); n > m.Cap() {
		t.Fatalf("%d keys, capacity %d", n, m.Cap())
	}
}

// TestRunMemoChangedBoard: the memo is keyed by the board's content. A
// board changed in place (as FromHexmapFor's reuse or a collected board's
// address reused does: the same pointer, another board) is not answered
// from the entry of what it was, and a board of the same content built
// elsewhere is. Every answer is a fresh search's. A memo keyed by the
// board's pointer fails both halves.
func TestRunMemoChangedBoard(t *testing.T) {
	m := NewRunMemo(1024)
	b := lineBoard(nil, nil).board()
	ctx := &Context{Board: b, Corp: "GI", Trains: trains("2C-0", "3C-0"), Phase: Yellow}
	key := func(ctx *Context) Digest {
		return RunKey{}.Digest(ctx.Board.Digest()).String(ctx.Corp).Int(ctx.Phase).Int(len(ctx.Trains)).Sum()
	}
	fresh := func(ctx *Context) int {
		res, _, err := Best(ctx)
		if err != nil {
			t.Fatal(err)
		}
		return res.Revenue
	}
	before := fresh(ctx)
	if got := m.Value(key(ctx), func() int { return fresh(ctx) }); got != before {
		t.Fatalf("first answer %d, search %d", got, before)
	}
	// the same board, changed in place: PB's token taken from L0, a
	// blocker in K5 (GI can no longer run through it)
	k5, l0 := &b.Hexes[2].Nodes[0], &b.Hexes[7].Nodes[0]
	l0.Tokens = nil
	k5.Tokens = []string{BlockingToken}
	after := fresh(ctx)
	if after == before {
		t.Fatalf("the change leaves the best run at %d: the test proves nothing", after)
	}
	searched := false
	if got := m.Value(key(ctx), func() int { searched = true; return fresh(ctx) }); got != after || !searched {
		t.Fatalf("the changed board is answered %d (searched: %v), a fresh search finds %d", got, searched, after)
	}
	// the same content in another board is answered from the memo
	twin := lineBoard([]string{BlockingToken}, []string{}).board()
	if twin.Digest() != b.Digest() {
		t.Fatal("two boards of the same content have different digests")
	}
	tctx := *ctx
	tctx.Board = twin
	if got := m.Value(key(&tctx), func() int { t.Fatal("a board of the same content searched again"); return 0 }); got != after {
		t.Fatalf("the twin board is answered %d, want %d", got, after)
	}
}

// TestBoardDigestReadsEverything: every field of the board that Best or
// Check reads changes the digest.
func TestBoardDigestReadsEverything(t *testing.T) {
	base := func() *Board { return lineBoard(nil, nil).board() }
	d0 := base().Digest()
	for name, change := range map[string]func(b *Board){
		"track":     func(b *Board) { b.Track = "t" },
		"hex id":    func(b *Board) { b.Hexes[1].ID = "Z9" },
		"neighbour": func(b *Board) { b.Hexes[1].Neighbors[4] = "Z9" },
		"hex gone":  func(b *Board) { b.Hexes = b.Hexes[:len(b.Hexes)-1] },
		"kind":      func(b *Board) { b.Hexes[1].Nodes[0].Kind = City },
		"revenue":   func(b *Board) { b.Hexes[1].Nodes[0].Revenue[3]++ },
		"slots":     func(b *Board) { b.Hexes[0].Nodes[0].Slots++ },
		"token":     func(b *Board) { b.Hexes[0].Nodes[0].Tokens = []string{"PB"} },
		"extra":     func(b *Board) { b.Hexes[0].Nodes[0].Extra = []string{"PB"} },
		"port":      func(b *Board) { b.Hexes[0].Nodes[0].Port = true },
		"path end":  func(b *Board) { b.Hexes[3].Paths[0].B = EdgeEnd(1) },
		"lane":      func(b *Board) { b.Hexes[3].Paths[0].ALane = Lane{2, 1} },
		"terminal":  func(b *Board) { b.Hexes[3].Paths[0].Terminal = true },
		"path gone": func(b *Board) { b.Hexes[2].Paths = b.Hexes[2].Paths[:2] },
		"token→extra": func(b *Board) {
			n := &b.Hexes[7].Nodes[0]
			n.Tokens, n.Extra = nil, n.Tokens
		},
	} {
		b := base()
		change(b)
		if b.Digest() == d0 {
			t.Errorf("%s: the digest did not change", name)
		}
	}
}
