package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"ferro/games/registry"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store"
)

// TestLiveClockBotStandsIn: two people play 18ZOO with a live clock of 15
// seconds chosen in the new-game form. The clock ticks on both pages; the
// player to act walks away from their open page, their time runs out, and
// the stand-in bot the table chose moves for them, which both pages show
// (the log marks its move). When the player opens the page again, the
// seat is theirs again.
func TestLiveClockBotStandsIn(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ann, bob := tab(t, b), tab(t, b)
	signUp(t, ann, s, "ann")
	signUp(t, bob, s, "bob")
	run(t, ann, "lobby", poll(`document.getElementById("tc-kind")`))
	eval[bool](t, ann, `(() => {
  const k = document.getElementById("tc-kind"); k.value = "live"; k.dispatchEvent(new Event("change"));
  document.getElementById("tc-bank").value = "0.25"; // 15 s
  document.getElementById("tc-increment").value = "0";
  document.getElementById("tc-timeout").value = "bot";
  document.getElementById("tc-bot").value = "random";
  return true; })()`)
	id := createGame(t, ann, "18ZOO - Map A", 2, 11, false)
	row := fmt.Sprintf(`li[data-game="%d"]`, id)
	run(t, bob, "lobby", chromedp.Navigate(s.url+"/"))
	press(t, bob, "join", row+" button.join")
	waitFor(t, bob, "joined", fmt.Sprintf(`document.querySelector('#my-games %s')`, row))
	run(t, ann, "lobby", chromedp.Navigate(s.url+"/"))
	press(t, ann, "start", row+" button.start")
	waitFor(t, ann, "started", fmt.Sprintf(`!document.querySelector('%s button.start')`, row))
	for _, ctx := range []context.Context{ann, bob} {
		run(t, ctx, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
		waitIdle(t, ctx)
		run(t, ctx, "the clocks", poll(`!document.getElementById("clocks").hidden && document.querySelector("#clocks li.running .left")`))
	}
	var st struct {
		Acting []string `json:"acting"`
	}
	json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, id)), &st)
	away, stays := ann, bob
	if st.Acting[0] != "1" {
		away, stays = bob, ann
	}
	// The running clock ticks down on the page.
	first := eval[string](t, stays, `document.querySelector("#clocks li.running .left").textContent`)
	time.Sleep(2100 * time.Millisecond)
	second := eval[string](t, stays, `document.querySelector("#clocks li.running .left").textContent`)
	if first == second || !strings.HasPrefix(first, "0:") {
		t.Fatalf("the clock does not tick: %q then %q", first, second)
	}
	screenshot(t, stays, "clock-live")
	// The player to act walks away from their open page; their time runs
	// out and the bot moves, on both pages (a page left open is no visit).
	run(t, stays, "the bot's moves", poll(`document.getElementById("bot-moves")`))
	run(t, away, "the absent player's page shows the stand-in", poll(`document.getElementById("bot-moves") && document.querySelector("#clocks li.stand-in")`))
	text := eval[string](t, stays, `document.getElementById("clocks").textContent`)
	if !strings.Contains(text, "Bot: random") || !strings.Contains(text, "ran out of time") {
		t.Errorf("the clocks say %q", text)
	}
	run(t, stays, "the page shows the bot's move", poll(`window.ferro.version >= 1 && !window.ferro.busy`))
	run(t, stays, "the log marks the bot's move", poll(`document.querySelector('#log li.bot-move[data-at="1"]')`))
	screenshot(t, stays, "clock-stand-in")
	// Back at the table (the page opened again), the seat is the player's again.
	run(t, away, "come back", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
	waitIdle(t, away)
	run(t, away, "the seat is back", poll(`document.getElementById("clock-events") && document.getElementById("clock-events").textContent.includes("is back") && !document.querySelector("#clocks li.stand-in")`))
}

// ratedSite is a server with the test title (quick games to rate).
func ratedSite(t *testing.T) *site {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "ferro.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv := server.New(server.Config{Store: st, Log: log.New(io.Discard, "", 0), Lookup: testgame.Lookup(registry.Lookup),
		Titles: func() []string { return append(registry.Names(), testgame.Name) }})
	hs := httptest.NewServer(srv)
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
		st.Close()
	})
	return &site{url: hs.URL, hs: hs}
}

// playCount plays a test-count game of the users to its end; the player
// of seat winner adds 3 a turn, the others 1.
func playCount(t *testing.T, users []*apiUser, winner string) {
	g := startAPIGame(t, map[string]any{"title": testgame.Name, "seed": 1}, users...)
	for i := 0; i < 300; i++ {
		var st struct {
			Version int             `json:"version"`
			Status  string          `json:"status"`
			Acting  []string        `json:"acting"`
			State   json.RawMessage `json:"state"`
		}
		users[0].call("GET", fmt.Sprintf("/api/games/%d/state", g.id), nil, &st)
		if st.Status == "finished" {
			return
		}
		p := st.Acting[0]
		var snap struct{ Total, Target int }
		json.Unmarshal(st.State, &snap)
		n := 1
		if g.by[p].name == winner {
			n = 3
		}
		n = min(n, snap.Target-snap.Total)
		g.by[p].call("POST", fmt.Sprintf("/api/games/%d/actions", g.id),
			map[string]any{"version": st.Version, "action": map[string]any{"type": "add", "entity": p, "entity_type": "player", "price": n}}, nil)
	}
	t.Fatal("the game did not end")
}

// TestLeaderboardAndProfile: four people play eight rated games; the
// leaderboard and a profile (ratings, their history as a chart, wins,
// favourite titles, head-to-head) are drawn in chromium, in English and
// Japanese, and the lobby shows the ratings beside the names.
func TestLeaderboardAndProfile(t *testing.T) {
	b := browser(t)
	s := ratedSite(t)
	names := []string{"ann", "bob", "cyd", "dan"}
	us := map[string]*apiUser{}
	for _, n := range names {
		us[n] = apiSignup(t, s, n)
	}
	for _, g := range []struct {
		players []string
		winner  string
	}{{[]string{"ann", "bob"}, "ann"}, {[]string{"ann", "cyd", "dan"}, "ann"}, {[]string{"bob", "cyd"}, "cyd"},
		{[]string{"ann", "bob", "cyd", "dan"}, "bob"}, {[]string{"dan", "ann"}, "ann"}, {[]string{"cyd", "dan", "bob"}, "dan"},
		{[]string{"ann", "cyd"}, "cyd"}, {[]string{"bob", "ann", "dan"}, "ann"}} {
		var users []*apiUser
		for _, p := range g.players {
			users = append(users, us[p])
		}
		playCount(t, users, g.winner)
	}
	ctx := tab(t, b)
	title := url.QueryEscape(testgame.Name)
	run(t, ctx, "leaderboard", chromedp.Navigate(s.url+"/leaderboard?title="+title))
	rows := eval[[]string](t, ctx, `[...document.querySelectorAll("table tr td:nth-child(2)")].map((td) => td.textContent)`)
	if len(rows) != 4 || rows[0] != "ann" {
		t.Fatalf("leaderboard rows %v, want ann first of four", rows)
	}
	screenshot(t, ctx, "leaderboard")
	run(t, ctx, "profile", chromedp.Navigate(s.url+"/players/ann"))
	text := eval[string](t, ctx, `document.body.textContent`)
	for _, want := range []string{"6 games finished, 4 won", "Head to head", "Favourite titles"} {
		if !strings.Contains(text, want) {
			t.Errorf("the profile has no %q", want)
		}
	}
	if eval[int](t, ctx, `document.querySelectorAll("svg circle").length`) != 6 {
		t.Error("the rating chart has not one point per rated game")
	}
	screenshot(t, ctx, "profile")
	run(t, ctx, "profile in Japanese", chromedp.Navigate(s.url+"/players/ann?lang=ja"))
	if text := eval[string](t, ctx, `document.body.textContent`); !strings.Contains(text, "対戦成績") {
		t.Error("the Japanese profile has no 対戦成績")
	}
	// The lobby shows ratings beside names.
	signUp(t, ctx, s, "eve")
	run(t, ctx, "ratings in the lobby", poll(`document.querySelector("#finished-games .pname .rating")`))
	// A holiday taken from the lobby.
	run(t, ctx, "the holiday card", poll(`document.getElementById("take-holiday")`))
	eval[bool](t, ctx, `(() => { document.getElementById("holiday-days").value = "3"; document.getElementById("take-holiday").click(); return true; })()`)
	run(t, ctx, "on holiday", poll(`document.getElementById("holidays").textContent.includes("18 of 21 days left") && document.querySelector("#holidays .holiday")`))
	screenshot(t, ctx, "lobby-holidays")
}
