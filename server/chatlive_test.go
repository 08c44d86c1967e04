package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

type chatMsg struct {
	Type string `json:"type"`
	Game int64  `json:"game"`
	Chat struct {
		ID   int64  `json:"id"`
		Name string `json:"name"`
		Text string `json:"text"`
	} `json:"chat"`
}

// watchChat opens a viewer of game id on the server at base; next returns
// its next message, or Type "" when none comes within wait.
func watchChat(t *testing.T, base string, id int64) (next func(wait time.Duration) chatMsg) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+fmt.Sprintf("/api/games/%d/live", id), nil)
	if err != nil {
		cancel()
		t.Fatal(err)
	}
	t.Cleanup(func() { conn.CloseNow(); cancel() })
	msgs := make(chan chatMsg, 16)
	go func() {
		for {
			_, b, err := conn.Read(ctx)
			if err != nil {
				close(msgs)
				return
			}
			var m chatMsg
			json.Unmarshal(b, &m)
			msgs <- m
		}
	}()
	return func(wait time.Duration) chatMsg {
		select {
		case m := <-msgs:
			return m
		case <-time.After(wait):
			return chatMsg{}
		}
	}
}

// TestChatAcrossServers: a chat line written on one server reaches the
// WebSocket viewers of another sharing the PostgreSQL database at once
// (not on their next fetch), and each viewer gets each line once.
func TestChatAcrossServers(t *testing.T) {
	db := storetest.Postgres(t)
	a := startEnv(t, db, nil)
	b := startEnv(t, db, nil)
	ann := a.signup("ann")
	bob := a.signup("bob")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "seed": 1}, http.StatusCreated, &g)
	path := fmt.Sprintf("/api/games/%d", g.ID)
	bob.must("POST", path+"/join", nil, http.StatusOK, nil)
	ann.must("POST", path+"/start", nil, http.StatusOK, nil)
	bobB := &client{t: t, base: b.url, hc: bob.hc, csrf: bob.csrf, id: bob.id, name: "bob"}

	nextA, nextB := watchChat(t, a.url, g.ID), watchChat(t, b.url, g.ID)
	for _, next := range []func(time.Duration) chatMsg{nextA, nextB} {
		if m := next(5 * time.Second); m.Type != "hello" {
			t.Fatalf("first message %+v, want hello", m)
		}
	}
	lines := []struct {
		c    *client
		text string
	}{{ann, "hello from a"}, {bobB, "hello from b"}, {ann, "again from a"}}
	for _, l := range lines {
		l.c.must("POST", path+"/chat", map[string]string{"text": l.text}, http.StatusCreated, nil)
		for server, next := range map[string]func(time.Duration) chatMsg{"a": nextA, "b": nextB} {
			m := next(time.Second) // "within the same second"
			if m.Type != "chat" || m.Game != g.ID || m.Chat.Text != l.text || m.Chat.Name != l.c.name {
				t.Fatalf("%s wrote %q: the viewer on server %s got %+v", l.c.name, l.text, server, m)
			}
		}
	}
	// No line comes twice (a server hears its own announcements too).
	for server, next := range map[string]func(time.Duration) chatMsg{"a": nextA, "b": nextB} {
		if m := next(300 * time.Millisecond); m.Type != "" {
			t.Fatalf("the viewer on server %s got a further message %+v", server, m)
		}
	}
}
