package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestChat: seated players write in a game's chat, anyone reads it, the
// others may not write; the chat stays out of the game's log and record.
func TestChat(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob, eve := e.signup("ann"), e.signup("bob"), e.signup("eve")
			var g struct {
				ID int64 `json:"id"`
			}
			ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, &g)
			path := fmt.Sprintf("/api/games/%d", g.ID)
			bob.must("POST", path+"/join", nil, http.StatusOK, nil)
			ann.must("POST", path+"/start", nil, http.StatusOK, nil)
			ann.must("POST", path+"/chat", map[string]string{"text": " hello bob "}, http.StatusCreated, nil)
			bob.must("POST", path+"/chat", map[string]string{"text": "hi"}, http.StatusCreated, nil)
			eve.must("POST", path+"/chat", map[string]string{"text": "spam"}, http.StatusForbidden, nil)
			ann.must("POST", path+"/chat", map[string]string{"text": "  "}, http.StatusBadRequest, nil)
			ann.must("POST", path+"/chat", map[string]string{"text": strings.Repeat("x", 501)}, http.StatusBadRequest, nil)
			var chat struct {
				Chat []struct {
					ID   int64  `json:"id"`
					Name string `json:"name"`
					Text string `json:"text"`
				} `json:"chat"`
			}
			res, err := http.Get(e.url + path + "/chat") // a spectator, signed out
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusOK {
				t.Fatalf("a spectator reads the chat: %d", res.StatusCode)
			}
			eve.must("GET", path+"/chat", nil, http.StatusOK, &chat)
			if len(chat.Chat) != 2 || chat.Chat[0].Text != "hello bob" || chat.Chat[0].Name != "ann" || chat.Chat[1].Name != "bob" {
				t.Fatalf("chat: %+v", chat.Chat)
			}
			eve.must("GET", fmt.Sprintf("%s/chat?after=%d", path, chat.Chat[0].ID), nil, http.StatusOK, &chat)
			if len(chat.Chat) != 1 || chat.Chat[0].Text != "hi" {
				t.Fatalf("chat after the first line: %+v", chat.Chat)
			}
			var st struct {
				Version int `json:"version"`
			}
			eve.must("GET", path+"/state", nil, http.StatusOK, &st)
			if st.Version != 0 {
				t.Fatalf("chat changed the game's log: version %d", st.Version)
			}
			if _, rec := eve.do("GET", path+"/record", nil); strings.Contains(string(rec), "hello bob") {
				t.Fatal("the record holds the chat")
			}
		})
	}
}
