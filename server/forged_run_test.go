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

// TestForgedRunIsSettled: a run_routes claiming revenue 9999, a subsidy of
// 500 and extra revenue 500 is played as the run it names, and stored,
// answered and exported with the figures Ferro worked out.
func TestForgedRunIsSettled(t *testing.T) {
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
	rec["actions"] = acts[:first] // up to the record's first run
	delete(rec, "result")
	delete(rec, "game_end_reason")
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann := e.signup("ann")
			var g gameView
			ann.must("POST", "/api/games/import", rec, http.StatusCreated, &g)
			st := ann.state(g.ID)
			var run engine.Action
			for _, a := range st.Legal {
				if a.Type == "run_routes" && len(a.Extras().Routes) > 0 {
					run = a
				}
			}
			if run.Type == "" {
				t.Fatalf("no concrete run in the legal list: %v", st.Legal)
			}
			want := run.Extras().Routes
			forged := run.Edit()
			routes := append([]engine.Route(nil), forged.Routes...)
			routes[0].Revenue, routes[0].Subsidy = 9999, 500
			forged.Routes, forged.ExtraRevenue = routes, engine.Int(500)
			var after stateView
			ann.must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), submitBody(st.Version, run.With(*forged)), http.StatusOK, &after)
			check := func(where string, a engine.Action) {
				t.Helper()
				ex := a.Extras()
				if len(ex.Routes) != len(want) || ex.Routes[0].Revenue != want[0].Revenue || ex.Routes[0].Subsidy != want[0].Subsidy ||
					ex.ExtraRevenue == nil || *ex.ExtraRevenue != 0 {
					b, _ := json.Marshal(a)
					t.Errorf("%s: %s, want revenue %d subsidy %d extra 0", where, b, want[0].Revenue, want[0].Subsidy)
				}
			}
			check("the answer's action", *after.Action)
			_, body := ann.do("GET", fmt.Sprintf("/api/games/%d/record", g.ID), nil)
			exported, err := engine.ParseRecord(body)
			if err != nil {
				t.Fatal(err)
			}
			check("GET /record", exported.Actions[len(exported.Actions)-1])
			ann.must("GET", fmt.Sprintf("/api/games/%d/actions", g.ID), nil, http.StatusOK, nil)
		})
	}
}
