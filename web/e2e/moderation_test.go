package e2e

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/store"
)

// TestHiddenChatLine: a chat line an admin hid shows on the game page as
// hidden, in the reader's language, without its text; the others stay.
func TestHiddenChatLine(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ann, root := apiSignup(t, s, "ann"), apiSignup(t, s, "root")
	var g struct {
		ID int64 `json:"id"`
	}
	ann.expect("POST", "/api/games", `{"title":"1713 Menorca","players":3,"hotseat":true,"seed":1}`, http.StatusCreated, &g)
	chat := fmt.Sprintf("/api/games/%d/chat", g.ID)
	ann.expect("POST", chat, `{"text":"something rude"}`, http.StatusCreated, nil)
	ann.expect("POST", chat, `{"text":"a fine line"}`, http.StatusCreated, nil)
	if err := store.SetRoleByName(context.Background(), s.db, "root", store.RoleAdmin, true, "test"); err != nil {
		t.Fatal(err)
	}
	root.expect("POST", chat+"/1/hide", `{"reason":"rude"}`, http.StatusOK, nil)

	page := tab(t, b)
	run(t, page, "spectate", navigate(fmt.Sprintf("%s/play/%d", s.url, g.ID)))
	waitFor(t, page, "the chat", `document.getElementById("chat-lines").textContent.includes("a fine line")`)
	text := eval[string](t, page, `document.getElementById("chat-lines").textContent`)
	if strings.Contains(text, "something rude") || !strings.Contains(text, "(hidden by a moderator)") {
		t.Errorf("chat with a hidden line reads %q", text)
	}
}
