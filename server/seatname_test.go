package server_test

import (
	"net/http"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestHotseatSeatNames: a hotseat game that names no players names its
// seats in the request's language ("Player 1", "プレイヤー1").
func TestHotseatSeatNames(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	for _, c := range []struct{ query, want string }{{"", "Player 2"}, {"?lang=ja", "プレイヤー2"}, {"?lang=nl", "Speler 2"}} {
		var g struct {
			Seats []struct {
				Name string `json:"name"`
			} `json:"seats"`
		}
		ann.must("POST", "/api/games"+c.query, map[string]any{"title": testgame.Name, "players": 2, "hotseat": true}, http.StatusCreated, &g)
		if len(g.Seats) != 2 || g.Seats[1].Name != c.want {
			t.Errorf("POST /api/games%s: seats %+v, want the second named %q", c.query, g.Seats, c.want)
		}
	}
}
