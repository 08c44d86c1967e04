package e2e

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"ferro/server"
)

// TestHintButton (issue 28): in a hotseat game the actions panel offers
// a hint: clicked, it says the analysis bot's move for the seat to act
// (one of the moves the panel offers), and the player can play on. In a
// game with another person seated there is no such button (and the
// server refuses a hint there: server's TestHint).
func TestHintButton(t *testing.T) {
	s := startSiteWith(t, func(c *server.Config) { c.AnalysisBot = "heuristic-learned" })
	ctx := tab(t, browser(t))
	signUp(t, ctx, s, "ann")
	id := createHotseat(t, ctx, "18ZOO - Map A", 3, 1)
	// the panel may be drawn anew (a live update) between finding the
	// button and clicking it: then click the new one
	for try := 0; ; try++ {
		c, cancel := context.WithTimeout(ctx, 10*time.Second)
		err := chromedp.Do(c, chromedp.WaitVisible(chromedp.ID("hint")), chromedp.Click(chromedp.ID("hint")))
		cancel()
		if err == nil {
			break
		}
		if try == 3 {
			t.Fatalf("clicking the hint button: %v", err)
		}
	}
	run(t, ctx, "the hint", poll(`document.getElementById("hint-text").textContent.startsWith("The bot would play: ")`))
	said := strings.TrimPrefix(eval[string](t, ctx, `document.getElementById("hint-text").textContent`), "The bot would play: ")
	// the move is one the panel offers, in the same words
	offered := eval[[]string](t, ctx, `[...document.querySelectorAll("#actions button, #actions option")].map(b => b.textContent.trim())`)
	found := false
	for _, o := range offered {
		found = found || strings.Contains(o, said) || strings.Contains(said, o) && len(o) > 4
	}
	if !found {
		t.Errorf("the hint %q is none of the moves offered: %q", said, offered)
	}
	t.Logf("game %d: the bot would play %q", id, said)

	// a game with another person: no hint offered
	ann := &apiUser{t: t, s: s, hc: httpClient()}
	var me struct {
		CSRF string `json:"csrf"`
	}
	ann.call("POST", "/api/signin", map[string]string{"name": "ann", "password": "password-ann"}, &me)
	ann.csrf = me.CSRF
	bob := apiSignup(t, s, "bob")
	var g struct {
		ID int64 `json:"id"`
	}
	ann.call("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2}, &g)
	bob.call("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, nil)
	ann.call("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, nil)
	// ann to act: bob moves first if it is his turn
	var st struct {
		Version   int              `json:"version"`
		Acting    []string         `json:"acting"`
		YourSeats []string         `json:"your_seats"`
		Legal     []map[string]any `json:"legal"`
	}
	bob.call("GET", fmt.Sprintf("/api/games/%d/state", g.ID), nil, &st)
	if len(st.Acting) > 0 && len(st.YourSeats) > 0 && st.Acting[0] == st.YourSeats[0] {
		bob.call("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), map[string]any{"version": st.Version, "action": st.Legal[0]}, nil)
	}
	run(t, ctx, "the game with bob", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, g.ID)))
	waitIdle(t, ctx)
	waitFor(t, ctx, "ann's move offered", `document.querySelectorAll("#actions button").length > 2`)
	if n := eval[int](t, ctx, `document.querySelectorAll("#hint").length`); n != 0 {
		t.Fatalf("a game with another person offers %d hint buttons", n)
	}
}
