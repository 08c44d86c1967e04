package server_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/server"
	"ferro/store/storetest"
)

type hintReply struct {
	Version int           `json:"version"`
	Player  string        `json:"player"`
	Action  engine.Action `json:"action"`
	Says    string        `json:"says"`
	Bot     string        `json:"bot"`
}

// TestHint (issue 28): POST /api/games/{id}/hint gives the analysis bot's
// move for the caller's seat to act, in a hotseat game or a game against
// bots only: a legal move, in words, which the game then takes. Never
// while another person is seated (403 hint_refused, with the reason), to
// one holding no seat, for a position the caller has not seen (409
// stale_version), nor in a finished game (409 not_in_play).
func TestHint(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.AnalysisBot = "heuristic-learned" })
	ann, bob := e.signup("ann"), e.signup("bob")
	hint := func(id int64) string { return fmt.Sprintf("/api/games/%d/hint", id) }
	take := func(c *client, id int64, who string) {
		t.Helper()
		st := c.state(id)
		var h hintReply
		c.must("POST", hint(id), map[string]int{"version": st.Version}, http.StatusOK, &h)
		if h.Version != st.Version || !slices.Contains(st.Acting, h.Player) || h.Says == "" || h.Bot != "heuristic-learned" {
			t.Fatalf("%s: hint %+v at %+v", who, h, st)
		}
		t.Logf("%s: %s", who, h.Says)
		c.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, h.Action), http.StatusOK, nil)
	}
	offered := func(c *client, id int64) bool {
		t.Helper()
		var p struct {
			Hints bool `json:"hints"`
		}
		c.must("GET", fmt.Sprintf("/api/games/%d/page", id), nil, http.StatusOK, &p)
		return p.Hints
	}
	refused := func(c *client, id int64, status int, code, says string) {
		t.Helper()
		st := c.state(id)
		var e apiErr
		c.must("POST", hint(id), map[string]int{"version": st.Version}, status, &e)
		if e.Code != code || !strings.Contains(e.Error, says) {
			t.Fatalf("game %d: %+v, want %s (%q)", id, e, code, says)
		}
	}

	// a hotseat game: a hint for every seat in turn
	var hs gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 3, "hotseat": true, "seed": 1}, http.StatusCreated, &hs)
	for range 3 {
		take(ann, hs.ID, "hotseat")
	}
	if !offered(ann, hs.ID) || offered(bob, hs.ID) {
		t.Fatal("the hotseat game's page: a hint offered to bob, or not to ann")
	}
	refused(bob, hs.ID, http.StatusForbidden, "forbidden", "no seat")
	var stale apiErr
	ann.must("POST", hint(hs.ID), map[string]int{"version": 0}, http.StatusConflict, &stale)
	if stale.Code != "stale_version" {
		t.Fatalf("an old position: %+v", stale)
	}

	// against bots: on ann's turn
	var vb gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "seed": 3,
		"bots": []map[string]string{{"kind": "random-by-type"}}}, http.StatusCreated, &vb)
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", vb.ID), nil, http.StatusOK, &vb)
	waitFor(t, ann, vb.ID, "ann's turn", func(st stateView) bool { return len(st.YourSeats) > 0 && slices.Contains(st.Acting, st.YourSeats[0]) })
	if !offered(ann, vb.ID) {
		t.Fatal("a game against a bot: its page offers no hint")
	}
	take(ann, vb.ID, "against a bot")

	// against a person: refused, to both, whoever is to act
	var pp gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2}, http.StatusCreated, &pp)
	bob.must("POST", fmt.Sprintf("/api/games/%d/join", pp.ID), nil, http.StatusOK, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", pp.ID), nil, http.StatusOK, &pp)
	refused(ann, pp.ID, http.StatusForbidden, "hint_refused", "another person")
	refused(bob, pp.ID, http.StatusForbidden, "hint_refused", "hotseat game or a game against bots only")
	if offered(ann, pp.ID) || offered(bob, pp.ID) {
		t.Fatal("a game with two people: its page offers a hint")
	}

	// a finished game: its analysis, not a hint
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	refused(ann, g.ID, http.StatusConflict, "not_in_play", "analysis")
}
