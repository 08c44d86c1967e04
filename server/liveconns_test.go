package server_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"ferro/server"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// dialLive opens /live of game id with the given headers and returns the
// connection (nil when refused) and the status of a refusal.
func dialLive(t *testing.T, base string, id int64, hdr http.Header) (*websocket.Conn, int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	conn, resp, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(base, "http")+fmt.Sprintf("/api/games/%d/live", id), &websocket.DialOptions{HTTPHeader: hdr})
	if err != nil {
		if resp == nil {
			t.Fatalf("dial: %v", err)
		}
		return nil, resp.StatusCode
	}
	t.Cleanup(func() { conn.CloseNow() })
	return conn, http.StatusSwitchingProtocols
}

// TestLiveLimits: a cookie that names no session does not skip the
// anonymous limit on /live (it did: any ferro_session cookie did), a
// valid session does; and an account and an address hold at most so many
// connections open, a closed one giving its place back.
func TestLiveLimits(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.ReadRate, c.ReadBurst = 0.001, 3
		c.LivePerAccount, c.LivePerAddress = 4, 6
	})
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true}, http.StatusCreated, &g)

	forged := http.Header{"Cookie": {"ferro_session=anything"}}
	accepted := 0
	for range 10 {
		if conn, _ := dialLive(t, e.url, g.ID, forged); conn != nil {
			accepted++
			conn.CloseNow()
		}
	}
	if accepted != 3 {
		t.Errorf("with a forged session cookie %d of 10 upgrades were accepted, want the anonymous burst of 3", accepted)
	}

	u, _ := http.NewRequest("GET", e.url, nil)
	session := http.Header{"Cookie": {cookieHeader(ann, u)}}
	var open []*websocket.Conn
	for i := range 5 {
		conn, code := dialLive(t, e.url, g.ID, session)
		if i < 4 && conn == nil {
			t.Fatalf("signed-in connection %d refused: %d", i+1, code)
		}
		if i == 4 {
			if conn != nil || code != http.StatusTooManyRequests {
				t.Fatalf("a 5th connection of an account bounded to 4: status %d", code)
			}
			break
		}
		open = append(open, conn)
	}
	// Another account from the same address: 2 places left of 6.
	bob := e.signup("bob").withToken()
	token := http.Header{"Authorization": {"Bearer " + bob.token}}
	for i := range 3 {
		conn, code := dialLive(t, e.url, g.ID, token)
		if (conn != nil) != (i < 2) {
			t.Fatalf("bob's connection %d with 4 of the address's 6 taken by ann: status %d", i+1, code)
		}
	}
	// Closing one of ann's gives a place back.
	open[0].Close(websocket.StatusNormalClosure, "")
	deadline := time.Now().Add(10 * time.Second)
	for {
		if conn, _ := dialLive(t, e.url, g.ID, session); conn != nil {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("a closed connection never gave its place back")
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// cookieHeader is the Cookie header c's jar sends to u.
func cookieHeader(c *client, u *http.Request) string {
	var parts []string
	for _, ck := range c.hc.Jar.Cookies(u.URL) {
		parts = append(parts, ck.Name+"="+ck.Value)
	}
	return strings.Join(parts, "; ")
}
