package e2e

import (
	"fmt"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestTradeInTheLog: the log tells a proposal as the table hears it, not
// only an accepted one (issue 26): a bot's family proposes to buy the
// person's family's 2S (the fixture's action 56); the log says so at once,
// and, once the person declines, that she declined.
func TestTradeInTheLog(t *testing.T) {
	b := browser(t)
	s := startStoreSite(t)
	ann := tab(t, b)
	signUp(t, ann, &s.site, "ann")
	annID := s.account(t, "ann")
	bot := s.account(t, "~bot:random:normal")
	id := s.fixtureGame(t, "18ZOOMapD/dividend_as_president.json", 56, annID,
		map[string]int64{"Player 1": annID, "Player 2": bot, "Player 3": bot, "Player 4": bot})
	s.restart()
	run(t, ann, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
	waitIdle(t, ann)
	run(t, ann, "the bot's proposal", poll(`!!document.getElementById("trade-prompt")`))
	run(t, ann, "the proposal in the log", poll(`!!document.querySelector('#log li.log-trade[data-status="proposed"]')`))
	said := eval[string](t, ann, `document.querySelector('#log li.log-trade[data-status="proposed"]').textContent`)
	if !strings.HasPrefix(said, "Player 2 proposes to Player 1: ") || !strings.Contains(said, "2S") {
		t.Errorf("the log says %q", said)
	}
	press(t, ann, "decline", "#trade-decline")
	run(t, ann, "the answer in the log", poll(`!!document.querySelector('#log li.log-trade[data-status="declined"]')`))
	if d := eval[string](t, ann, `document.querySelector('#log li.log-trade[data-status="declined"]').textContent`); !strings.HasPrefix(d, "Player 1 declines: ") {
		t.Errorf("the log says %q", d)
	}
	screenshot(t, ann, "trade-log")
}
