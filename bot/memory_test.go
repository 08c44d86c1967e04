package bot

import (
	"context"
	"os"
	"runtime"
	"testing"
	"time"

	"ferro/engine"
)

// TestForget: a search keeps its trees for the next decision (TreeNodes)
// until Forget drops them. With FERRO_MEASURE_TREES=1 it also measures the
// live heap the kept trees hold per node (1713 Menorca, 1 s decisions).
func TestForget(t *testing.T) {
	g := newTitleGame(t, "1713 Menorca", 3, 7)
	m := NewMCTS(1)
	budget := Budget{Sims: 300}
	if os.Getenv("FERRO_MEASURE_TREES") != "" {
		budget = Budget{Time: time.Second}
	}
	var log []engine.Action
	heap := func() uint64 {
		runtime.GC()
		runtime.GC()
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		return ms.HeapAlloc
	}
	before := heap()
	for i := 0; i < 6 && !g.Finished(); i++ {
		a, err := m.Act(context.Background(), Position{Game: g, Seat: Mover(g), Log: log}, budget)
		if err != nil {
			t.Fatal(err)
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
		if m.TreeNodes() > 1 {
			break
		}
	}
	nodes := m.TreeNodes()
	if nodes <= 1 {
		t.Fatalf("%d nodes kept after a search", nodes)
	}
	kept := heap()
	m.Forget()
	after := heap()
	if m.TreeNodes() != 0 {
		t.Fatalf("%d nodes kept after Forget", m.TreeNodes())
	}
	t.Logf("%d nodes kept: %d KB of heap before Forget, %d KB after (%d bytes a node)", nodes, (int64(kept)-int64(before))>>10,
		(int64(after)-int64(before))>>10, (int64(kept)-int64(after))/int64(nodes))
	runtime.KeepAlive(g)
}
