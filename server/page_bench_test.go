package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"ferro/store/storetest"
)

// BenchmarkMove compares what a move costs the server the way the game
// page asks for it: "page", one request (POST …/actions?page=1, the
// answer drawn from the history that took the action over), against
// "before" (the page until now: POST …/actions, then GET state, view,
// board.svg and market.svg, the history applying the action again). Each
// iteration is one move of a hotseat 18ZOO Map A game, started afresh
// when it ends; read the two as a ratio measured in the same minutes.
func BenchmarkMove(b *testing.B) {
	for _, flow := range []string{"before", "page"} {
		b.Run(flow, func(b *testing.B) {
			e := startEnv(b, storetest.Backends()[0].DB(b), nil)
			ann := e.signup("ann")
			var id int64
			var st stateView
			fresh := func() {
				var g gameView
				ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 3, "hotseat": true, "seed": 5}, http.StatusCreated, &g)
				id = g.ID
				_, body := ann.do("GET", fmt.Sprintf("/api/games/%d/page?lang=en", id), nil)
				json.Unmarshal(body, &st)
			}
			fresh()
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if len(st.Legal) == 0 {
					b.StopTimer()
					fresh()
					b.StartTimer()
				}
				a := st.Legal[0]
				for _, c := range st.Legal {
					if c.Type != "pass" && c.Type != "end_game" {
						a = c
						break
					}
				}
				if flow == "page" {
					code, body := ann.do("POST", fmt.Sprintf("/api/games/%d/actions?page=1&lang=en", id), submitBody(st.Version, a))
					if code != http.StatusOK {
						b.Fatalf("submit: %d %s", code, body)
					}
					st = stateView{}
					json.Unmarshal(body, &st)
					continue
				}
				if code, body := ann.do("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, a)); code != http.StatusOK {
					b.Fatalf("submit: %d %s", code, body)
				}
				_, body := ann.do("GET", fmt.Sprintf("/api/games/%d/state", id), nil)
				st = stateView{}
				json.Unmarshal(body, &st)
				for _, p := range []string{"view?lang=en", "board.svg?lang=en", "market.svg?lang=en"} {
					if code, body := ann.do("GET", fmt.Sprintf("/api/games/%d/%s", id, p), nil); code != http.StatusOK {
						b.Fatalf("%s: %d %s", p, code, body)
					}
				}
			}
		})
	}
}
