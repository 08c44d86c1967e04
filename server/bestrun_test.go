package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestBestRunListed: where a title lists run_routes as a template (1713
// Menorca), GET /state lists, right after it, the best run the game
// completes it to, and that run is accepted.
func TestBestRunListed(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	c := e.signup("menorca")
	var g struct {
		ID int64 `json:"id"`
	}
	c.must("POST", "/api/games", map[string]any{"title": "1713 Menorca", "players": 2, "hotseat": true, "seed": 3}, http.StatusCreated, &g)
	type action = map[string]any
	pick := func(legal []action) action {
		// Found RNC, buy one ship and one cart, then anything but passing or selling.
		for _, want := range []func(a action) bool{
			func(a action) bool { return a["type"] == "par" && a["corporation"] == "RNC" },
			func(a action) bool { return a["type"] == "run_routes" },
			func(a action) bool { return a["type"] == "dividend" },
		} {
			for _, a := range legal {
				if want(a) {
					return a
				}
			}
		}
		for _, a := range legal {
			if a["type"] != "pass" && a["type"] != "sell_shares" && a["type"] != "buy_train" {
				return a
			}
		}
		return legal[len(legal)-1]
	}
	bought := map[string]bool{}
	for i := 0; i < 200; i++ {
		var st struct {
			Version int      `json:"version"`
			Legal   []action `json:"legal"`
		}
		c.must("GET", fmt.Sprintf("/api/games/%d/state", g.ID), nil, http.StatusOK, &st)
		if len(st.Legal) == 0 {
			t.Fatal("the game ended before a run")
		}
		for k, a := range st.Legal {
			if a["type"] != "run_routes" || a["routes"] != nil && len(a["routes"].([]any)) > 0 {
				continue
			}
			if k+1 == len(st.Legal) || st.Legal[k+1]["type"] != "run_routes" {
				continue // no vehicle can run yet
			}
			best := st.Legal[k+1]
			if len(best["routes"].([]any)) == 0 {
				t.Fatalf("the run after the template has no routes: %v", best)
			}
			c.must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), map[string]any{"version": st.Version, "action": best}, http.StatusOK, nil)
			return
		}
		a := pick(st.Legal)
		for _, b := range st.Legal { // one ship and one cart
			tr, _ := b["train"].(string)
			kind := strings.SplitN(tr, "-", 2)[0]
			if b["type"] == "buy_train" && !bought[kind] {
				a, bought[kind] = b, true
				break
			}
		}
		code, body := c.do("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), map[string]any{"version": st.Version, "action": a})
		if code != http.StatusOK {
			t.Fatalf("%v: %d %s", a, code, body)
		}
	}
	t.Fatal("no run with routes was ever listed")
}
