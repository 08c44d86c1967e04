package server_test

import (
	"fmt"
	"net/http"
	"net/url"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// A rated game whose last action is undone after its end is no longer
// rated: its players' games, wins and ratings are those of before it, and
// its rating history row goes; when it ends again it is rated again, as
// at its first end.
func TestUndoneEndWithdrawsRatings(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) { undoneEndWithdrawsRatings(t, b) })
	}
}

func undoneEndWithdrawsRatings(t *testing.T, b storetest.Backend) {
	e := newEnv(t, b, nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	board := func() map[string]ratingRow {
		var lb struct {
			Rows []ratingRow `json:"rows"`
		}
		ann.must("GET", "/api/leaderboard?title="+url.QueryEscape(testgame.Name), nil, http.StatusOK, &lb)
		out := map[string]ratingRow{}
		for _, r := range lb.Rows {
			out[r.Name] = r
		}
		return out
	}
	history := func(c *client) int {
		var prof struct {
			History []struct{ Place int } `json:"history"`
		}
		c.must("GET", "/api/players/"+c.name, nil, http.StatusOK, &prof)
		return len(prof.History)
	}
	first, by := clockedGame(t, e, map[string]any{"kind": "none"}, ann, bob)
	playOut(t, first, by)
	afterFirst := board()
	id, by := clockedGame(t, e, map[string]any{"kind": "none"}, ann, bob)
	playOut(t, id, by)
	afterSecond := board()
	if afterSecond["ann"].Games != 2 || afterSecond["ann"].Mu == afterFirst["ann"].Mu || history(ann) != 2 {
		t.Fatalf("after two games: %+v (after one: %+v)", afterSecond, afterFirst)
	}
	// the last mover takes the winning move back
	anon := anonymous(e)
	st := anon.state(id)
	log := anon.actions(id)
	last := log[len(log)-1].Entity
	by[last].must("POST", fmt.Sprintf("/api/games/%d/undo", id), map[string]any{"version": st.Version}, http.StatusOK, nil)
	if st := anon.state(id); st.Status != "active" {
		t.Fatalf("after the undo the game is %s", st.Status)
	}
	if got := board(); got["ann"] != afterFirst["ann"] || got["bob"] != afterFirst["bob"] || history(ann) != 1 || history(bob) != 1 {
		t.Fatalf("after the undone end: %+v, want the ratings after the first game %+v (history %d)", got, afterFirst, history(ann))
	}
	// it ends again (the same way): rated again, once
	playOut(t, id, by)
	if got := board(); got["ann"] != afterSecond["ann"] || got["bob"] != afterSecond["bob"] || history(ann) != 2 {
		t.Fatalf("after the second end: %+v, want %+v", got, afterSecond)
	}
}
