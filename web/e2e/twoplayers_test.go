package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// logTypes lists the types of a game's stored actions.
func logTypes(t *testing.T, s *site, game int64) []string {
	t.Helper()
	var res struct {
		Actions []struct {
			Type string `json:"type"`
		} `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, game)), &res); err != nil {
		t.Fatal(err)
	}
	out := make([]string, len(res.Actions))
	for i, a := range res.Actions {
		out[i] = a.Type
	}
	return out
}

// acts reports whether the page offers its player something to do.
func acts(t *testing.T, ctx context.Context) bool {
	return eval[bool](t, ctx, `document.getElementById("banner").classList.contains("mine") && !!document.querySelector("#actions button.act, #actions button.hex-btn")`)
}

// TestTwoPlayers18ZOO: two people in two browser contexts sign up, one
// creates an 18ZOO Map A game for two, the other joins, and they play by
// clicking through the first operating round's dividend and a train
// bought after it. After every action both pages agree with GET /state:
// each move reaches the other page over the WebSocket, without reload.
func TestTwoPlayers18ZOO(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ann, bob := tab(t, b), tab(t, b)
	signUp(t, ann, s, "ann")
	signUp(t, bob, s, "bob")
	id := createGame(t, ann, "18ZOO - Map A", 2, 11, false)
	row := fmt.Sprintf(`li[data-game="%d"]`, id)
	run(t, bob, "lobby", chromedp.Navigate(s.url+"/"))
	press(t, bob, "join", row+" button.join")
	waitFor(t, bob, "joined", fmt.Sprintf(`document.querySelector('#my-games %s')`, row))
	run(t, ann, "lobby", chromedp.Navigate(s.url+"/"))
	press(t, ann, "start", row+" button.start")
	waitPath(t, ann, fmt.Sprintf("/play/%d", id)) // the lobby's start opens the game
	for _, ctx := range []context.Context{ann, bob} {
		run(t, ctx, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
		waitIdle(t, ctx)
	}
	// Chat: ann writes, bob and a spectator (signed out) read it live; the
	// spectator cannot write.
	spectator := tab(t, b)
	run(t, spectator, "spectate", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
	waitIdle(t, spectator)
	run(t, ann, "chat", chromedp.SendKeys(chromedp.ID("chat-text"), "good luck bob"), clickOn("#chat-send"))
	for _, ctx := range []context.Context{bob, spectator} {
		run(t, ctx, "the chat line arrives", poll(`document.getElementById("chat-lines").textContent.includes("good luck bob")`))
	}
	if eval[bool](t, spectator, `!!document.getElementById("chat-text")`) {
		t.Error("a spectator is offered the chat input")
	}
	c := &clicker{rnd: rand.New(rand.NewPCG(11, 3)), avoid: []string{"pass", "sell_shares"}}
	effects := 0
	want := []string{"bid", "par", "buy_shares", "lay_tile", "run_routes", "dividend", "buy_train"}
	for c.submits < 600 {
		var me, other context.Context
		switch {
		case acts(t, ann):
			me, other = ann, bob
		case acts(t, bob):
			me, other = bob, ann
		default:
			t.Fatalf("neither page offers an action (version %d)", agree(t, ann, s, id).Version)
		}
		if eval[bool](t, me, `!!document.querySelector('#actions button[data-type="dividend"]')`) {
			// Each dividend choice says what it pays before it is chosen.
			run(t, me, "dividend effects", poll(`[...document.querySelectorAll('#actions button[data-type="dividend"]')].some(b => b.querySelector(".effects"))`))
			effects++
		}
		before := c.submits
		if !c.step(t, me) {
			t.Fatal("the acting page offers nothing to click")
		}
		if c.submits == before {
			continue
		}
		st := agree(t, me, s, id)
		run(t, other, "the move reaches the other page", poll(fmt.Sprintf(`window.ferro.version === %d && !window.ferro.busy`, st.Version)))
		agree(t, other, s, id)
		if c.submits > 4 {
			// The other page sums up what happened since its player's last move, newest last.
			newest := eval[string](t, me, `document.querySelector("#log li[data-at] .log-text").textContent`)
			got := eval[string](t, other, `(() => { const b = document.getElementById("since"); if (b.hidden) return ""; const l = b.querySelectorAll(":scope > ul > li"); return l.length ? l[l.length - 1].textContent : ""; })()`)
			if !strings.Contains(got, newest) {
				t.Fatalf("after %q the other page's summary ends with %q", newest, got)
			}
		}
		types := logTypes(t, s, id)
		if d := slices.Index(types, "dividend"); d >= 0 && slices.Contains(types[d:], "buy_train") {
			for _, w := range want {
				if !slices.Contains(types, w) {
					t.Fatalf("the first OR's dividend was reached without a %s action: %s", w, strings.Join(types, " "))
				}
			}
			var snap struct {
				State struct {
					Round string `json:"round"`
				} `json:"state"`
			}
			json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, id)), &snap)
			// The other player asks to undo past this move; the mover agrees.
			press(t, other, "ask for an undo", "#undo")
			waitIdle(t, other)
			run(t, me, "the request reaches the mover", poll(`!!document.getElementById("undo-agree") && !window.ferro.busy`))
			eval[bool](t, me, `(document.getElementById("undo-agree").click(), true)`)
			for _, ctx := range []context.Context{me, other} {
				run(t, ctx, "the undo reaches the page", poll(fmt.Sprintf(`window.ferro.version === %d && !window.ferro.busy`, st.Version+1)))
				agree(t, ctx, s, id)
			}
			if types := logTypes(t, s, id); types[len(types)-1] != "undo" {
				t.Fatalf("the last action is %s, not the undo", types[len(types)-1])
			}
			if effects == 0 {
				t.Error("no dividend choice was offered with its effects")
			}
			// The log tells the story: round headers, the dividend's payouts per player and family.
			heads := eval[[]string](t, ann, `[...document.querySelectorAll("#log li.log-head")].map(l => l.textContent)`)
			notes := eval[[]string](t, ann, `[...document.querySelectorAll("#log .log-notes li")].map(l => l.textContent)`)
			if len(heads) < 2 || len(notes) == 0 {
				t.Errorf("log headers %q, notes %q", heads, notes)
			}
			screenshot(t, ann, "game-log")
			t.Logf("log headers %q; notes %q", heads, notes)
			t.Logf("round %s: %d clicks, %d actions; ✔-to-board p95 %.1f ms (ann), %.1f ms (bob)", snap.State.Round, c.clicks, c.submits, p95(timings(t, ann)), p95(timings(t, bob)))
			return
		}
	}
	t.Fatalf("no dividend and train after %d actions", c.submits)
}
