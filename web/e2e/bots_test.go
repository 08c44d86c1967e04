package e2e

import (
	"context"
	"fmt"
	"math/rand/v2"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBotSeat: the lobby's form puts a heuristic bot in the second seat
// of an 18ZOO Map A game for two; the game lists it as a player, and
// after the person's move the bot's move reaches the page over the
// WebSocket, without a reload.
func TestBotSeat(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ann := tab(t, b)
	signUp(t, ann, s, "ann")
	fillBotSeat(t, ann, "18ZOO - Map A", 5, "heuristic")
	run(t, ann, "create", chromedp.Click(chromedp.ID("create-game")))
	waitPath(t, ann, "/play/")
	var id int64
	fmt.Sscanf(eval[string](t, ann, `location.pathname`), "/play/%d", &id)
	row := fmt.Sprintf(`li[data-game="%d"]`, id)
	run(t, ann, "lobby again", chromedp.Navigate(s.url+"/"))
	waitFor(t, ann, "the game lists the bot", fmt.Sprintf(`(document.querySelector('#my-games %s .players') || {}).textContent === "ann, Bot 1 (heuristic)"`, row))
	press(t, ann, "start", row+" button.start")
	waitPath(t, ann, fmt.Sprintf("/play/%d", id)) // the lobby's start opens the game
	waitIdle(t, ann)
	if !eval[bool](t, ann, `document.getElementById("players").textContent.includes("Bot 1 (heuristic)")`) {
		t.Error("the players panel does not show the bot")
	}
	run(t, ann, "ann's turn (the bot may move first)", poll(`document.getElementById("banner").classList.contains("mine") && !window.ferro.busy`))
	eval[bool](t, ann, `(window.notReloaded = true)`)
	c := &clicker{rnd: rand.New(rand.NewPCG(5, 1)), avoid: []string{"pass"}}
	// ann moves until one of her moves hands the turn to the bot: every
	// version past her own move's is then the bot's.
	arrived := false
	for tries := 0; !arrived; tries++ {
		if tries == 20 {
			t.Fatalf("20 moves of ann and no move of the bot's reached the page: %v", logTypes(t, s, id))
		}
		run(t, ann, "ann's turn", poll(`document.getElementById("banner").classList.contains("mine") && !window.ferro.busy`))
		v0 := eval[int](t, ann, `window.ferro.version`)
		for n := c.submits; c.submits == n; {
			if !c.step(t, ann) {
				t.Fatal("the page offers ann nothing to click")
			}
		}
		for end := time.Now().Add(5 * time.Second); time.Now().Before(end); time.Sleep(50 * time.Millisecond) {
			if eval[bool](t, ann, fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, v0+1)) {
				arrived = true
				break
			}
			if eval[bool](t, ann, `document.getElementById("banner").classList.contains("mine") && !window.ferro.busy`) {
				break // still ann's turn
			}
		}
	}
	// the bot's turn may ask ann to sell it something (her power, for
	// its family): she declines, and the bot plays on without it
	for answered := 0; ; answered++ {
		backCtx, cancel := context.WithTimeout(ann, 30*time.Second)
		err := chromedp.Do(backCtx, poll(`(document.getElementById("banner").classList.contains("mine") && !window.ferro.busy) || !!document.getElementById("trade-decline")`))
		cancel()
		if err != nil {
			t.Fatalf("back to ann: %v; the banner says %q; the log: %v", err, eval[string](t, ann, `document.getElementById("banner").textContent`), logTypes(t, s, id))
		}
		if !eval[bool](t, ann, `!!document.getElementById("trade-decline")`) {
			break
		}
		if answered == 5 {
			t.Fatalf("the bot asked ann to sell 6 times: %v", logTypes(t, s, id))
		}
		t.Logf("the bot asks ann: %s; she declines", eval[string](t, ann, `document.getElementById("trade-prompt").textContent`))
		run(t, ann, "decline", clickOn("#trade-decline"))
		run(t, ann, "the question goes", poll(`!document.getElementById("trade-decline")`))
	}
	st := agree(t, ann, s, id)
	if !eval[bool](t, ann, `window.notReloaded === true`) {
		t.Error("the page was reloaded")
	}
	types := logTypes(t, s, id)
	t.Logf("the page shows version %d after the bot moved: %v", st.Version, types)
}

// fillBotSeat fills the lobby's form for a two-player game of title with
// seed, its second seat a bot of kind (a value GET /api/bots offers, as
// "heuristic" or "mcts:fast"), and fails if the form offers no such bot.
// The caller presses Create.
func fillBotSeat(t *testing.T, ctx context.Context, title string, seed int, kind string) {
	t.Helper()
	run(t, ctx, "lobby", poll(`document.querySelectorAll("#new-title option").length > 0`))
	got := eval[string](t, ctx, fmt.Sprintf(`(function() {
  const s = document.getElementById("new-title");
  s.value = %q; s.dispatchEvent(new Event("change"));
  const p = document.getElementById("new-players");
  p.value = "2"; p.dispatchEvent(new Event("change"));
  document.getElementById("new-seed").value = "%d";
  const k = document.querySelector('#new-seats select.seat-kind[data-seat="2"]');
  k.value = %q;
  return k.value;
})()`, title, seed, kind))
	if got != kind {
		t.Fatalf("the lobby offers no %q bot for seat 2 (chose %q)", kind, got)
	}
}
