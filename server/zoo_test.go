package server_test

import (
	"fmt"
	"net/http"
	"reflect"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/store/storetest"
)

// TestEighteenZoo plays the opening of a real title through the API: a
// hotseat 18ZOO game, its state and legal actions, submissions, a stale
// and an illegal one, and a replay on restart.
func TestEighteenZoo(t *testing.T) {
	const title = "18ZOO - Map A"
	if _, err := registry.Lookup(title); err != nil {
		t.Skipf("%s is not in the registry yet: %v", title, err)
	}
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann := e.signup("ann")
			var g gameView
			ann.must("POST", "/api/games", map[string]any{"title": title, "players": 4, "hotseat": true, "seed": 1234}, http.StatusCreated, &g)
			path := fmt.Sprintf("/api/games/%d/actions", g.ID)
			st := ann.state(g.ID)
			if len(st.State) < 10 || len(st.Legal) == 0 || len(st.Acting) == 0 || len(st.YourSeats) != 4 {
				t.Fatalf("new 18ZOO game: acting %v, %d legal actions, seats %v, state %.200s", st.Acting, len(st.Legal), st.YourSeats, st.State)
			}
			// Something no 18ZOO step accepts.
			var ill apiErr
			ann.must("POST", path, submitBody(0, engine.Action{Type: "lay_tile", Entity: st.Acting[0], EntityType: "player", Hex: "Z99", Tile: "5"}),
				http.StatusUnprocessableEntity, &ill)
			if ill.Code != "illegal_action" || ill.Rule == "" {
				t.Fatalf("nonsense tile lay: %+v", ill)
			}
			played := 0
			for i := 0; i < 12; i++ {
				st = ann.state(g.ID)
				a, ok := concrete(st.Legal)
				if !ok || st.Status != "active" {
					break
				}
				var after stateView
				ann.must("POST", path, submitBody(st.Version, a), http.StatusOK, &after)
				if after.Version != st.Version+1 {
					t.Fatalf("version %d after action at %d", after.Version, st.Version)
				}
				ann.must("POST", path, submitBody(st.Version, a), http.StatusConflict, nil)
				played++
			}
			if played == 0 {
				t.Fatal("no legal action could be played")
			}
			final := ann.state(g.ID)
			e.stop()
			e2 := startEnv(t, e.db, nil)
			ann.base = e2.url
			if again := ann.state(g.ID); !reflect.DeepEqual(again.State, final.State) || again.Version != final.Version {
				t.Fatalf("after restart the game differs")
			}
		})
	}
}

// concrete picks the first legal action that is not a template.
func concrete(legal []engine.Action) (engine.Action, bool) {
	for _, a := range legal {
		if a.Type != "run_routes" {
			return a, true
		}
	}
	return engine.Action{}, false
}
