package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestGamesPageForAPlayer: GET /games is what a player expects of a list
// of games: the site's bar (Games, Learn, Leaderboard), the caller's own
// games with those where it is their turn first, open games to join,
// others' games in progress, and finished games with their winner (before,
// one table of every game's status, without the bar).
func TestGamesPageForAPlayer(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob, carl := e.signup("ann"), e.signup("bob"), e.signup("carl")
	done := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	turn := twoPlayerGame(e, ann, bob) // ann acts first
	other := twoPlayerGame(e, bob, carl)
	var open gameView
	carl.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2}, http.StatusCreated, &open)
	// ann's game where bob acts (bob's move made in one of ann's games)
	wait := twoPlayerGame(e, bob, ann)

	page := func(c *client) string {
		code, b := c.do("GET", "/games", nil)
		if code != http.StatusOK {
			t.Fatalf("GET /games: %d", code)
		}
		return string(b)
	}
	body := page(ann)
	for _, want := range []string{`href="/learn/?lang=en"`, `href="/leaderboard?lang=en"`, `id="your-games"`, "Your games", "Open games to join", "Games in progress", "Finished games"} {
		if !strings.Contains(body, want) {
			t.Errorf("the games page lacks %q", want)
		}
	}
	section := func(id string) string {
		i := strings.Index(body, `<section id="`+id+`"`)
		if i < 0 {
			t.Fatalf("no section %s", id)
		}
		j := strings.Index(body[i:], "</section>")
		return body[i : i+j]
	}
	row := func(id int64) string { return fmt.Sprintf(`data-game="%d"`, id) }
	mine := section("your-games")
	if !strings.Contains(mine, row(turn)) || !strings.Contains(mine, row(wait)) || strings.Index(mine, row(turn)) > strings.Index(mine, row(wait)) {
		t.Errorf("ann's games do not list %d (her turn) before %d: %s", turn, wait, mine)
	}
	if !strings.Contains(mine, "your turn") {
		t.Errorf("ann's game %d does not say it is her turn", turn)
	}
	if s := section("open-games"); !strings.Contains(s, row(open.ID)) || !strings.Contains(s, "join in the lobby") {
		t.Errorf("carl's open game %d is not offered to join: %s", open.ID, s)
	}
	if s := section("active-games"); !strings.Contains(s, row(other)) || strings.Contains(s, row(turn)) {
		t.Errorf("the others' games in progress: %s", s)
	}
	if s := section("finished-games"); !strings.Contains(s, row(done.ID)) || !strings.Contains(s, " won with ") {
		t.Errorf("the finished game %d does not name its winner: %s", done.ID, s)
	}
	// in Dutch
	code, b := ann.do("GET", "/games?lang=nl", nil)
	if code != http.StatusOK || !strings.Contains(string(b), "Jouw partijen") {
		t.Errorf("GET /games?lang=nl: %d, no Dutch heading", code)
	}
}
