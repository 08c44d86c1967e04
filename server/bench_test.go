package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"sync/atomic"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// BenchmarkSubmit measures acknowledged actions through the HTTP API on
// loopback: 16 clients at once, each playing its own game, every action
// committed to the database before its answer.
func BenchmarkSubmit(b *testing.B) {
	for _, be := range storetest.Backends() {
		b.Run(be.Name, func(b *testing.B) {
			e := startEnv(b, be.DB(b), nil)
			ann := e.signup("ann")
			const games = 16
			ids := make([]int64, games)
			for i := range ids {
				var g gameView
				ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true,
					"optional_rules": []string{"long"}}, http.StatusCreated, &g)
				ids[i] = g.ID
			}
			var next atomic.Int64
			b.SetParallelism(games / 2)
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				id := ids[next.Add(1)-1]
				st := stateView{}
				_, body := ann.do("GET", fmt.Sprintf("/api/games/%d/state", id), nil)
				json.Unmarshal(body, &st)
				for pb.Next() {
					if len(st.Legal) == 0 {
						b.Error("game over: make the target larger")
						return
					}
					code, body := ann.do("POST", fmt.Sprintf("/api/games/%d/actions?legal=1", id), submitBody(st.Version, st.Legal[0]))
					if code != http.StatusOK {
						b.Errorf("submit: %d %s", code, body)
						return
					}
					json.Unmarshal(body, &st)
				}
			})
		})
	}
}
