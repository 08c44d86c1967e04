package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
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
