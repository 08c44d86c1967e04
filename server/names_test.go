package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestDuplicatePlayerNames: a game's player names differ, ignoring case,
// where a hotseat game is created and where a player joins; a repeated name
// is a 400 that says so, and nothing is created or joined.
func TestDuplicatePlayerNames(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob, carl := e.signup("ann"), e.signup("bob"), e.signup("carl")
			for _, names := range [][]string{{"a", "a", "a"}, {"x", "X"}, {"Zoë", "b", "ZOË"}} {
				var er apiErr
				ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": len(names), "hotseat": true, "names": names},
					http.StatusBadRequest, &er)
				if !strings.Contains(er.Error, "taken") {
					t.Errorf("hotseat names %q: error %q does not say the name is taken", names, er.Error)
				}
			}
			var mine []gameView
			ann.must("GET", "/api/games?mine=1", nil, http.StatusOK, &mine)
			if len(mine) != 0 {
				t.Fatalf("refused hotseat games were created: %+v", mine)
			}
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "names": []string{"a", "b"}},
				http.StatusCreated, nil)

			var g gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 3}, http.StatusCreated, &g)
			join := fmt.Sprintf("/api/games/%d/join", g.ID)
			var er apiErr
			bob.must("POST", join, map[string]string{"name": "ANN"}, http.StatusBadRequest, &er)
			if !strings.Contains(er.Error, "taken") {
				t.Errorf("join as ANN: error %q does not say the name is taken", er.Error)
			}
			bob.must("POST", join, map[string]string{"name": "x"}, http.StatusOK, nil)
			carl.must("POST", join, map[string]string{"name": "X"}, http.StatusBadRequest, nil)
			carl.must("POST", join, nil, http.StatusOK, &g) // as "carl"
			if len(g.Seats) != 3 {
				t.Fatalf("seats after the joins: %+v", g.Seats)
			}

			// An imported record creates a game too.
			var hs gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "names": []string{"p", "q"}}, http.StatusCreated, &hs)
			_, rec := ann.do("GET", fmt.Sprintf("/api/games/%d/record", hs.ID), nil)
			dup := strings.Replace(string(rec), `"name":"q"`, `"name":"P"`, 1)
			if dup == string(rec) {
				t.Fatalf("record without the name q: %s", rec)
			}
			ann.must("POST", "/api/games/import", dup, http.StatusBadRequest, nil)
			ann.must("POST", "/api/games/import", rec, http.StatusCreated, nil)
		})
	}
}
