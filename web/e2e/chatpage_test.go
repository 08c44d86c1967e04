package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"
)

// TestChatEarlierLines: a chat buried under 205 newer lines is shown
// newest first with an "Earlier lines" button that pages back to it.
func TestChatEarlierLines(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	hc := httpClient()
	call := func(path, csrf string, body any, out any) {
		t.Helper()
		j, _ := json.Marshal(body)
		req, _ := http.NewRequest("POST", s.url+path, bytes.NewReader(j))
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-CSRF-Token", csrf)
		res, err := hc.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		if res.StatusCode/100 != 2 {
			t.Fatalf("POST %s: %d", path, res.StatusCode)
		}
		if out != nil {
			json.NewDecoder(res.Body).Decode(out)
		}
	}
	var me struct {
		CSRF string `json:"csrf"`
	}
	call("/api/signup", "", map[string]string{"name": "talker", "password": "password-talker"}, &me)
	var g struct {
		ID int64 `json:"id"`
	}
	call("/api/games", me.CSRF, map[string]any{"title": "18ZOO - Map A", "players": 3, "hotseat": true, "seed": 1}, &g)
	chat := fmt.Sprintf("/api/games/%d/chat", g.ID)
	call(chat, me.CSRF, map[string]string{"text": "the buried line"}, nil)
	for i := range 205 {
		call(chat, me.CSRF, map[string]string{"text": fmt.Sprint("spam ", i)}, nil)
	}
	ctx := tab(t, b)
	run(t, ctx, "open the game", navigate(fmt.Sprintf("%s/play/%d", s.url, g.ID)))
	run(t, ctx, "the newest lines", poll(`(document.getElementById("chat-lines")?.textContent || "").includes("spam 204")`))
	if eval[bool](t, ctx, `(document.getElementById("chat-lines")?.textContent || "").includes("the buried line")`) {
		t.Fatal("the first load shows more than the newest 200 lines")
	}
	run(t, ctx, "page back", clickOn("#chat-earlier"))
	run(t, ctx, "the buried line", poll(`(document.getElementById("chat-lines")?.textContent || "").includes("the buried line") && !document.getElementById("chat-earlier")`))
	if n := eval[int](t, ctx, `document.querySelectorAll("#chat-lines li[data-chat]").length`); n != 206 {
		t.Errorf("%d chat lines shown, want 206", n)
	}
}
