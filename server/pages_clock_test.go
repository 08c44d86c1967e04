package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"
)

// The read-only game page shows spectators the clocks the seated page
// shows (the same clock view): each player's time left, whose runs, the
// time control, and who a bot stands in for, in the reader's language.
func TestGamePageShowsClocks(t *testing.T) {
	e, fc := clockEnv(t, time.Date(2026, 12, 3, 10, 0, 0, 0, time.UTC))
	ann, bob := e.signup("ann"), e.signup("bob")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "seed": 1, "optional_rules": []string{"power_visible"},
		"time_control": map[string]any{"kind": "live", "bank_seconds": 60, "increment_seconds": 5, "on_timeout": "bot", "bot_kind": "random"}},
		http.StatusCreated, &g)
	bob.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusOK, &g)
	id, by := g.ID, map[string]*client{}
	for _, s := range g.Seats {
		by[s.PlayerID] = map[int64]*client{ann.id: ann, bob.id: bob}[s.AccountID]
	}
	anon := anonymous(e)
	away := anon.state(id).Acting[0]
	other := "1"
	if away == "1" {
		other = "2"
	}
	page := func(query string) string {
		t.Helper()
		code, body := anon.do("GET", fmt.Sprintf("/games/%d%s", id, query), nil)
		if code != http.StatusOK {
			t.Fatalf("GET /games/%d%s: %d", id, query, code)
		}
		return string(body)
	}
	fc.Advance(20 * time.Second)
	body := page("?lang=nl")
	for _, want := range []string{
		`<section class="clocks" id="clocks"><h2>Klokken <small>live, bank 1:00</small>`,
		fmt.Sprintf(`<li data-clock="%s" class="running">▶ %s <strong class="left">0:40</strong>`, away, by[away].name),
		fmt.Sprintf(`<li data-clock="%s">%s <strong class="left">1:00</strong>`, other, by[other].name),
	} {
		if !strings.Contains(body, want) {
			t.Fatalf("the page lacks %q:\n%s", want, clocksPart(body))
		}
	}
	// out of time: a bot stands in, and the page says so
	fc.Advance(41 * time.Second)
	e.srv.TickClocks()
	body = page("?lang=en")
	if !strings.Contains(body, "computer player (random) plays") || !strings.Contains(body, by[away].name+" ran out of time") {
		t.Fatalf("the page does not show the stand-in:\n%s", clocksPart(body))
	}
	// a past position is no time to show clocks at
	waitFor(t, anon, id, "the stand-in's move", func(s stateView) bool { return s.Version >= 1 })
	if body := page("?at=0&lang=en"); strings.Contains(body, `id="clocks"`) {
		t.Fatal("the clocks are shown at a past position")
	}
}

func clocksPart(body string) string {
	i := strings.Index(body, `id="clocks"`)
	if i < 0 {
		return "(no clocks section)"
	}
	return body[i:min(len(body), i+800)]
}
