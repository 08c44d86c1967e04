package g1713menorca

import (
	"testing"

	"ferro/engine"
)

// TestRunRevenueReadsKeptRun: CompanyRun (what the test positions judge
// tile lays with) takes the run the run step kept in the state
// when nothing it depends on changed, and else a remembered answer, instead
// of searching again; and both agree with a search.
func TestRunRevenueReadsKeptRun(t *testing.T) {
	g := fleetPosition(t)
	s := g.st
	c := s.corp("RNC")
	want := 0
	for _, r := range s.bestRoutes(c) {
		want += r.Revenue
	}
	if want == 0 {
		t.Fatal("the fleet position earns nothing")
	}
	if got, ok := g.CompanyRun("RNC"); !ok || got != want {
		t.Fatalf("CompanyRun %d, %v; the search finds %d", got, ok, want)
	}
	// a kept run is read as it is: mark it to see that it was read
	s.best = &bestMemo{key: s.bestKey(c), routes: []engine.Route{{Revenue: 12345}}}
	if got, _ := g.CompanyRun("RNC"); got != 12345 {
		t.Fatalf("CompanyRun %d: the run kept in the state was not read", got)
	}
	// a kept run of another company, or one the board has moved on from, is not
	s.best = &bestMemo{key: append(s.bestKey(c), 0), routes: []engine.Route{{Revenue: 12345}}}
	runMemo.Lock()
	runMemo.m[string(s.bestKey(c))] = 777
	runMemo.Unlock()
	if got, _ := g.CompanyRun("RNC"); got != 777 {
		t.Fatalf("CompanyRun %d: the remembered revenue 777 was not read", got)
	}
	runMemo.Lock()
	clear(runMemo.m)
	runMemo.Unlock()
	if got, _ := g.CompanyRun("RNC"); got != want {
		t.Fatalf("CompanyRun %d after the memo was emptied, want %d", got, want)
	}
}
