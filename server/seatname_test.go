package server_test

import (
	"net/http"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestHotseatSeatNames: a hotseat game that names no players names its
// seats in the request's language ("Player 1", "プレイヤー1"), and so does
// a game its bot seats ("Bot 1 (mcts, fast)", "ボット1（MCTS・速い）").
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
	for _, c := range []struct{ query, want string }{{"", "Bot 1 (mcts, fast)"}, {"?lang=ja", "ボット1（MCTS・速い）"}, {"?lang=cs", "Bot 1 (MCTS, rychlý)"}} {
		var g struct {
			Seats []struct {
				Name string `json:"name"`
			} `json:"seats"`
		}
		ann.must("POST", "/api/games"+c.query, map[string]any{"title": "18ZOO - Map A", "players": 3,
			"bots": []map[string]string{{"kind": "mcts", "strength": "fast"}}}, http.StatusCreated, &g)
		if len(g.Seats) != 2 || g.Seats[1].Name != c.want {
			t.Errorf("POST /api/games%s with a bot: seats %+v, want the bot named %q", c.query, g.Seats, c.want)
		}
	}
}
