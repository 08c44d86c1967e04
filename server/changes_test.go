package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"ferro/store/storetest"
)

// GET /changes says what moved since a position: after a few buys of an
// 18ZOO hotseat game, players' cash differs from the start; from the
// newest position nothing moved; a from out of the log is refused.
func TestChangesSince(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "hotseat": true, "seed": 4}, http.StatusCreated, &g)
	for i := 0; i < 4; i++ {
		st := ann.state(g.ID)
		a := st.Legal[0]
		for _, l := range st.Legal {
			if l.Type != "pass" {
				a = l
				break
			}
		}
		ann.must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), submitBody(st.Version, a), http.StatusOK, nil)
	}
	type changes struct {
		From, To int
		Players  []struct {
			Player           string
			CashFrom, CashTo int `json:"-"`
		} `json:"players"`
		Families []struct{ Family string } `json:"families"`
	}
	var c changes
	ann.must("GET", fmt.Sprintf("/api/games/%d/changes?from=0", g.ID), nil, http.StatusOK, &c)
	if c.From != 0 || c.To != 4 || len(c.Players) == 0 {
		t.Fatalf("changes since the start: %+v", c)
	}
	ann.must("GET", fmt.Sprintf("/api/games/%d/changes?from=4", g.ID), nil, http.StatusOK, &c)
	if len(c.Players)+len(c.Families) != 0 {
		t.Fatalf("changes since now: %+v", c)
	}
	for _, bad := range []string{"", "-1", "5", "x"} {
		ann.must("GET", fmt.Sprintf("/api/games/%d/changes?from=%s", g.ID, bad), nil, http.StatusBadRequest, nil)
	}
}
