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

// TestMaxNodes: a search with a node bound grows its trees (the reused
// ones included) to the bound and no further, with one worker and with
// several, and still plays a listed move; without a bound the same
// searches grow past it.
func TestMaxNodes(t *testing.T) {
	const bound = 40
	for _, workers := range []int{1, 3} {
		g := newTitleGame(t, "18ZOO - Map A", 3, 5)
		m := NewMCTS(2)
		m.Workers = workers
		free := NewMCTS(2)
		free.Workers = workers
		m.SetMaxNodes(bound)
		var log []engine.Action
		most, freeMost := 0, 0
		for i := 0; i < 8 && !g.Finished(); i++ {
			pos := Position{Game: g, Seat: Mover(g), Log: log}
			if len(Actions(g)) > 1 {
				if _, err := free.Act(context.Background(), pos, Budget{Sims: 200}); err != nil {
					t.Fatal(err)
				}
				freeMost = max(freeMost, free.LastStats().Nodes)
			}
			a, err := m.Act(context.Background(), pos, Budget{Sims: 200})
			if err != nil {
				t.Fatal(err)
			}
			if n := m.LastStats().Nodes; n > bound || m.TreeNodes() > bound {
				t.Fatalf("%d workers, decision %d: the trees grew to %d nodes (%d kept), past the bound of %d", workers, i, n, m.TreeNodes(), bound)
			} else {
				most = max(most, n)
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("the bounded search's move: %v", err)
			}
			log = append(log, a)
		}
		if most < bound-workers || freeMost <= bound {
			t.Fatalf("%d workers: the bounded trees reached %d nodes, unbounded %d: the test tests nothing", workers, most, freeMost)
		}
		t.Logf("%d workers: bounded trees at most %d nodes, unbounded %d", workers, most, freeMost)
	}
}
