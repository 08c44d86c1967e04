package server_test

import (
	"encoding/json"
	"ferro/server"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// playOut plays a test-count game to its end, player 1 adding 3 a turn,
// the others 1 (player 1 wins).
func playOut(t *testing.T, id int64, by map[string]*client) {
	t.Helper()
	anon := &client{t: t, base: by["1"].base, hc: http.DefaultClient}
	for i := 0; i < 200; i++ {
		st := anon.state(id)
		if st.Status == "finished" {
			return
		}
		p := st.Acting[0]
		n := 1
		if p == "1" {
			n = 3
		}
		var snap struct {
			Total, Target int
		}
		if err := json.Unmarshal(st.State, &snap); err == nil && snap.Target-snap.Total < n {
			n = snap.Target - snap.Total
		}
		by[p].must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, add(p, n)), http.StatusOK, nil)
	}
	t.Fatal("the game did not end")
}

type ratingRow struct {
	AccountID int64   `json:"account_id"`
	Name      string  `json:"name"`
	Rating    float64 `json:"rating"`
	Mu        float64 `json:"mu"`
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`
}

// A finished game between two people is rated in its title's group: the
// winner's mean rises, the loser's falls, as package rating says; the
// leaderboard and both profiles show it. Hotseat games and games with bots
// the table did not ask to rate are not rated.
func TestGamesAreRated(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	id, by := clockedGame(t, e, map[string]any{"kind": "none"}, ann, bob)
	playOut(t, id, by)
	var lb struct {
		Title string      `json:"title"`
		Rows  []ratingRow `json:"rows"`
	}
	ann.must("GET", "/api/leaderboard?title="+url.QueryEscape(testgame.Name), nil, http.StatusOK, &lb)
	if len(lb.Rows) != 2 || lb.Rows[0].Wins != 1 || lb.Rows[1].Wins != 0 || lb.Rows[0].Games != 1 {
		t.Fatalf("leaderboard %+v", lb)
	}
	if lb.Rows[0].Mu <= 25 || lb.Rows[1].Mu >= 25 || lb.Rows[0].Mu+lb.Rows[1].Mu < 49.999 || lb.Rows[0].Mu+lb.Rows[1].Mu > 50.001 {
		t.Fatalf("ratings %+v: want 27.64 and 22.36 (docs/ratings.md)", lb.Rows)
	}
	winner := lb.Rows[0].Name
	var prof struct {
		Games      int                   `json:"games"`
		Wins       int                   `json:"wins"`
		History    []struct{ Place int } `json:"history"`
		Favourites []struct {
			Title string `json:"title"`
			Games int    `json:"games"`
		} `json:"favourite_titles"`
		HeadToHead []struct {
			Name        string `json:"name"`
			Games, Wins int
			Losses      int `json:"losses"`
		} `json:"head_to_head"`
	}
	ann.must("GET", "/api/players/"+winner, nil, http.StatusOK, &prof)
	if prof.Games != 1 || prof.Wins != 1 || len(prof.History) != 1 || prof.History[0].Place != 1 ||
		len(prof.Favourites) != 1 || prof.Favourites[0].Title != testgame.Name || len(prof.HeadToHead) != 1 || prof.HeadToHead[0].Wins != 1 {
		t.Fatalf("profile %+v", prof)
	}
	var rs map[string]map[string]float64
	ann.must("GET", fmt.Sprintf("/api/ratings?accounts=%d,%d", ann.id, bob.id), nil, http.StatusOK, &rs)
	if len(rs) != 2 || rs[fmt.Sprint(ann.id)][testgame.Name] == 0 {
		t.Fatalf("ratings by account %v", rs)
	}
	// The pages say the same, in the reader's language.
	for path, want := range map[string]string{
		"/players/" + winner + "?lang=ja":                              "プレイヤー " + winner,
		"/players/" + winner + "?lang=nl":                              "Onderling",
		"/leaderboard?lang=cs&title=" + url.QueryEscape(testgame.Name): "Žebříček: " + testgame.Name,
	} {
		code, body := ann.do("GET", path, nil)
		if code != http.StatusOK || !strings.Contains(string(body), want) || !strings.Contains(string(body), "bob") {
			t.Errorf("GET %s: %d, without %q", path, code, want)
		}
	}
	if code, body := ann.do("GET", "/players/"+winner, nil); !strings.Contains(string(body), "<polyline") || code != 200 {
		t.Errorf("the profile has no rating chart")
	}
	ann.must("GET", "/api/players/nobody", nil, http.StatusNotFound, nil)
	ann.must("GET", "/api/leaderboard?title=Nothing", nil, http.StatusBadRequest, nil)

	// A hotseat game is not rated.
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "seed": 3}, http.StatusCreated, &g)
	playOut(t, g.ID, map[string]*client{"1": ann, "2": ann})
	ann.must("GET", "/api/leaderboard?title="+url.QueryEscape(testgame.Name), nil, http.StatusOK, &lb)
	if lb.Rows[0].Games+lb.Rows[1].Games != 2 || len(lb.Rows) != 2 {
		t.Fatalf("a hotseat game was rated: %+v", lb.Rows)
	}
}

// A game of people with a bot seat is rated only when the table asked for
// it, the bot rated as its own account; a game of one person and a bot is
// never rated.
func TestBotGamesRatedOnlyWhenAsked(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) { c.BotWorkers = 1 })
	ann, bob := e.signup("ann"), e.signup("bob")
	play := func(players []*client, rated bool) {
		var g gameView
		players[0].must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": len(players) + 1, "seed": 2, "rated": rated,
			"bots": []map[string]string{{"kind": "random"}}}, http.StatusCreated, &g)
		for _, p := range players[1:] {
			p.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
		}
		players[0].must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusOK, &g)
		by := map[string]*client{}
		for _, s := range g.Seats {
			for _, p := range players {
				if p.id == s.AccountID {
					by[s.PlayerID] = p
				}
			}
		}
		for i := 0; i < 300; i++ {
			st := waitFor(t, ann, g.ID, "a person's turn or the end", func(s stateView) bool {
				return s.Status == "finished" || by[s.Acting[0]] != nil
			})
			if st.Status == "finished" {
				return
			}
			p := st.Acting[0]
			var snap struct{ Total, Target int }
			json.Unmarshal(st.State, &snap)
			by[p].must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), submitBody(st.Version, add(p, min(3, snap.Target-snap.Total))), http.StatusOK, nil)
		}
		t.Fatal("the game did not end")
	}
	board := func() []ratingRow {
		var lb struct {
			Rows []ratingRow `json:"rows"`
		}
		ann.must("GET", "/api/leaderboard?title="+url.QueryEscape(testgame.Name), nil, http.StatusOK, &lb)
		return lb.Rows
	}
	play([]*client{ann, bob}, false)
	play([]*client{ann}, true)
	if rows := board(); len(rows) != 0 {
		t.Fatalf("rated without being asked, or with one person: %+v", rows)
	}
	play([]*client{ann, bob}, true)
	rows := board()
	if len(rows) != 3 || !slices.ContainsFunc(rows, func(r ratingRow) bool { return strings.HasPrefix(r.Name, "~bot:random") }) {
		t.Fatalf("a rated game with a bot: %+v", rows)
	}
}
