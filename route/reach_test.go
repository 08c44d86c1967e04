package route

import (
	"math/rand"
	"reflect"
	"testing"
)

// fullBest is Best on the graph of every chain of the full board.
func fullBest(t *testing.T, ctx *Context) (Result, Stats) {
	t.Helper()
	g, err := compile(ctx)
	if err != nil {
		t.Fatal(err)
	}
	res, st, err := g.best()
	if err != nil {
		t.Fatal(err)
	}
	return res, st
}

// TestBestReachSameAsFullBoard: Best walks chains only from the stops a
// route of the corporation can leave (walkReach); its run, and what it
// listed and searched, are exactly those of the full board's graph, on
// random boards (with and without twin towns; recorded_test.go adds the
// recorded games' positions). It also checks that the reach leaves chains
// out somewhere, or it tests nothing.
func TestBestReachSameAsFullBoard(t *testing.T) {
	var ctxs []*Context
	r := rand.New(rand.NewSource(7))
	for i := 0; i < 300; i++ {
		ctxs = append(ctxs, randomContextWith(r, i%2 == 1))
	}
	if fewer := reachSameAsFull(t, ctxs); fewer == 0 {
		t.Fatalf("the reach graph never left a chain out of %d contexts", len(ctxs))
	}
}

// reachSameAsFull is TestBestReachSameAsFullBoard on ctxs; it returns
// how many contexts the reach graph left chains out of.
func reachSameAsFull(t *testing.T, ctxs []*Context) int {
	t.Helper()
	fewer := 0
	for i, ctx := range ctxs {
		want, wst := fullBest(t, ctx)
		got, gst, err := Best(ctx)
		if err != nil {
			t.Fatalf("context %d: %v", i, err)
		}
		wst.Time, gst.Time = 0, 0
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gst, wst) {
			t.Fatalf("context %d: reach graph gives %+v %+v, full board %+v %+v", i, got, gst, want, wst)
		}
		var full, reach graph
		if err := full.compileOn(ctx, nil, nil); err != nil {
			t.Fatal(err)
		}
		if err := reach.compileReach(ctx); err != nil {
			t.Fatal(err)
		}
		if len(reach.chains) < len(full.chains) {
			fewer++
		}
	}
	t.Logf("%d contexts, %d with chains left out", len(ctxs), fewer)
	return fewer
}
