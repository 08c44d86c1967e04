package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"ferro/server"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestLiveLogBounded: a game's log is bounded as an import is
// (MaxImportActions): past it, actions, undos and redos are refused with
// 409 log_full and the game is unchanged.
func TestLiveLogBounded(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.MaxImportActions = 6 })
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "seed": 3}, http.StatusCreated, &g)
	path := fmt.Sprintf("/api/games/%d", g.ID)
	for v := range 5 {
		ann.must("POST", path+"/actions", submitBody(v, ann.state(g.ID).Legal[0]), http.StatusOK, nil)
	}
	ann.must("POST", path+"/undo", map[string]int{"version": 5}, http.StatusOK, nil)
	var er apiErr
	ann.must("POST", path+"/redo", map[string]int{"version": 6}, http.StatusConflict, &er)
	if er.Code != "log_full" {
		t.Errorf("redo past the bound: %+v", er)
	}
	ann.must("POST", path+"/actions", submitBody(6, ann.state(g.ID).Legal[0]), http.StatusConflict, &er)
	if er.Code != "log_full" {
		t.Errorf("an action past the bound: %+v", er)
	}
	if st := ann.state(g.ID); st.Version != 6 {
		t.Errorf("version %d after refusals, want 6", st.Version)
	}
}
