package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"

	"ferro/store"
)

// modUser is a signed-in account driven over HTTP, not in the browser.
type modUser struct {
	t    *testing.T
	base string
	hc   *http.Client
	csrf string
}

func modSignUp(t *testing.T, s *site, name string) *modUser {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	u := &modUser{t: t, base: s.url, hc: &http.Client{Jar: jar}}
	var acct struct {
		CSRF string `json:"csrf"`
	}
	u.call("POST", "/api/signup", fmt.Sprintf(`{"name":%q,"password":"a long enough secret"}`, name), http.StatusCreated, &acct)
	u.csrf = acct.CSRF
	return u
}

func (u *modUser) call(method, path, body string, want int, out any) {
	u.t.Helper()
	req, _ := http.NewRequest(method, u.base+path, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-Token", u.csrf)
	resp, err := u.hc.Do(req)
	if err != nil {
		u.t.Fatal(err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != want {
		u.t.Fatalf("%s %s: status %d, want %d", method, path, resp.StatusCode, want)
	}
	if out != nil {
		if err := json.NewDecoder(resp.Body).Decode(out); err != nil {
			u.t.Fatal(err)
		}
	}
}

// TestHiddenChatLine: a chat line an admin hid shows on the game page as
// hidden, in the reader's language, without its text; the others stay.
func TestHiddenChatLine(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ann, root := modSignUp(t, s, "ann"), modSignUp(t, s, "root")
	var g struct {
		ID int64 `json:"id"`
	}
	ann.call("POST", "/api/games", `{"title":"1713 Menorca","players":3,"hotseat":true,"seed":1}`, http.StatusCreated, &g)
	chat := fmt.Sprintf("/api/games/%d/chat", g.ID)
	ann.call("POST", chat, `{"text":"something rude"}`, http.StatusCreated, nil)
	ann.call("POST", chat, `{"text":"a fine line"}`, http.StatusCreated, nil)
	if err := store.SetRoleByName(context.Background(), s.db, "root", store.RoleAdmin, true, "test"); err != nil {
		t.Fatal(err)
	}
	root.call("POST", chat+"/1/hide", `{"reason":"rude"}`, http.StatusOK, nil)

	page := tab(t, b)
	run(t, page, "spectate", navigate(fmt.Sprintf("%s/play/%d", s.url, g.ID)))
	waitFor(t, page, "the chat", `document.getElementById("chat-lines").textContent.includes("a fine line")`)
	text := eval[string](t, page, `document.getElementById("chat-lines").textContent`)
	if strings.Contains(text, "something rude") || !strings.Contains(text, "(hidden by a moderator)") {
		t.Errorf("chat with a hidden line reads %q", text)
	}
}
