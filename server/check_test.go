package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"testing"

	"ferro/engine"
	"ferro/internal/testkit"
	"ferro/store/storetest"
)

// TestCheckRun: POST /check answers a listed run with the game's revenue,
// a run changed to drop its last stop with that run's own (lower)
// revenue, and a run over hexes that do not connect with a 422 naming
// the rule; the game does not change.
func TestCheckRun(t *testing.T) {
	data, err := os.ReadFile(testkit.Fixture(t, "18zoo/18ZOOMapA/153535.json"))
	if err != nil {
		t.Fatal(err)
	}
	var rec map[string]any
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	acts := rec["actions"].([]any)
	first := 0
	for first < len(acts) && acts[first].(map[string]any)["type"] != "run_routes" {
		first++
	}
	rec["actions"] = acts[:first]
	delete(rec, "result")
	delete(rec, "game_end_reason")
	b := storetest.Backends()[0]
	e := newEnv(t, b, nil)
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games/import", rec, http.StatusCreated, &g)
	st := ann.state(g.ID)
	var best engine.Action
	for _, a := range st.Legal {
		if a.Type == "run_routes" && len(a.Extras().Routes) > 0 {
			best = a
		}
	}
	if best.Type == "" {
		t.Fatalf("no concrete run in the legal list")
	}
	type answer struct {
		Version int           `json:"version"`
		Action  engine.Action `json:"action"`
		Revenue *int          `json:"revenue"`
		Rule    string        `json:"rule"`
		Code    string        `json:"code"`
	}
	path := fmt.Sprintf("/api/games/%d/check", g.ID)
	total := func(a engine.Action) int {
		n := 0
		for _, r := range a.Extras().Routes {
			n += r.Revenue
		}
		return n
	}
	want := total(best)
	var ok answer
	ann.must("POST", path, submitBody(st.Version, best), http.StatusOK, &ok)
	if ok.Revenue == nil || *ok.Revenue != want {
		t.Fatalf("the listed run checks with revenue %v, the list says %d", ok.Revenue, want)
	}

	// Drop the last stop of the longest route; the game works out the rest.
	listed := best
	ed := best.Edit()
	routes := append([]engine.Route(nil), ed.Routes...)
	long := 0
	for i, r := range routes {
		if len(r.Connections) > len(routes[long].Connections) {
			long = i
		}
	}
	r := routes[long]
	if len(r.Connections) < 2 {
		t.Fatalf("the best run's longest route has %d connections", len(r.Connections))
	}
	routes[long] = engine.Route{Train: r.Train, Connections: r.Connections[:len(r.Connections)-1]}
	ed.Routes = routes
	var short answer
	ann.must("POST", path, submitBody(st.Version, best.With(*ed)), http.StatusOK, &short)
	if short.Revenue == nil || *short.Revenue >= want {
		t.Errorf("the shortened run checks with revenue %v, the best run's is %d", short.Revenue, want)
	}
	if got := short.Action.Extras().Routes[long].Revenue; got == 0 {
		t.Errorf("the shortened route is answered without its revenue: %+v", short.Action.Extras().Routes[long])
	}

	// A connection between hexes that are not neighbours.
	bad := listed.Edit()
	routes = append([]engine.Route(nil), bad.Routes...)
	routes[0] = engine.Route{Train: routes[0].Train, Connections: [][]string{{r.Connections[0][0], "A1"}}}
	bad.Routes = routes
	code, body := ann.do("POST", path, submitBody(st.Version, listed.With(*bad)))
	var no answer
	json.Unmarshal(body, &no)
	if code != http.StatusUnprocessableEntity || no.Code != "illegal_action" || no.Rule == "" {
		t.Errorf("a broken run: status %d %s, want 422 illegal_action naming a rule", code, body)
	}
	t.Logf("best %d, without its last stop %d; broken: %s", want, *short.Revenue, body)

	ann.must("POST", path, submitBody(st.Version+1, listed), http.StatusConflict, nil)
	if after := ann.state(g.ID); after.Version != st.Version {
		t.Errorf("checking moved the game from version %d to %d", st.Version, after.Version)
	}
}
