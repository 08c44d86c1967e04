package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

type chatPageView struct {
	Chat []struct {
		ID   int64  `json:"id"`
		Text string `json:"text"`
	} `json:"chat"`
	Older bool `json:"older"`
	Newer bool `json:"newer"`
}

// TestChatPaging: one player posting 250 lines does not bury another's:
// the chat pages back from the newest lines (?before) and forward from
// any line (?after), 200 at most (?limit fewer), saying whether more lie
// beyond; together the pages hold every line once, in order.
func TestChatPaging(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob := e.signup("ann"), e.signup("bob")
			var g gameView
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, &g)
			path := fmt.Sprintf("/api/games/%d/chat", g.ID)
			bob.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
			bob.must("POST", path, map[string]string{"text": "bob's line"}, http.StatusCreated, nil)
			const n = 250
			for i := range n {
				ann.must("POST", path, map[string]string{"text": fmt.Sprint("spam ", i)}, http.StatusCreated, nil)
			}
			get := func(q string) chatPageView {
				var v chatPageView
				bob.must("GET", path+q, nil, http.StatusOK, &v)
				return v
			}
			// Back from the newest.
			var back []string
			v := get("")
			if len(v.Chat) != 200 || !v.Older || v.Chat[199].Text != fmt.Sprint("spam ", n-1) {
				t.Fatalf("newest page: %d lines, older %v", len(v.Chat), v.Older)
			}
			for pages := 0; ; pages++ {
				var texts []string
				for _, l := range v.Chat {
					texts = append(texts, l.Text)
				}
				back = append(texts, back...)
				if !v.Older || pages > 5 {
					break
				}
				v = get(fmt.Sprintf("?before=%d", v.Chat[0].ID))
			}
			if len(back) != n+1 || back[0] != "bob's line" || back[n] != fmt.Sprint("spam ", n-1) {
				t.Fatalf("paging back gave %d lines, first %q", len(back), back[0])
			}
			// Forward from the start.
			var fwd []string
			v = get("?after=0&limit=100")
			for pages := 0; ; pages++ {
				for _, l := range v.Chat {
					fwd = append(fwd, l.Text)
				}
				if !v.Newer || pages > 5 {
					break
				}
				v = get(fmt.Sprintf("?after=%d&limit=100", v.Chat[len(v.Chat)-1].ID))
			}
			if len(fwd) != n+1 {
				t.Fatalf("paging forward gave %d lines", len(fwd))
			}
			for i := range fwd {
				if fwd[i] != back[i] {
					t.Fatalf("line %d: forward %q, back %q", i, fwd[i], back[i])
				}
			}
			for _, q := range []string{"?limit=0", "?limit=201", "?before=0", "?after=-1", "?before=x"} {
				bob.must("GET", path+q, nil, http.StatusBadRequest, nil)
			}
		})
	}
}
