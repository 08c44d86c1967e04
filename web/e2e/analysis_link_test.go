package e2e

import (
	"fmt"
	"net/http"
	"testing"

	"ferro/server"
)

// TestAnalysisLinkLive (issue 28): the game page of a finished game links
// to its analysis from its banner, and the analysis page back to the game.
// While the game is being played there is no link (and the server gives no
// analysis: 409 not_finished); when the game ends while the page is open
// the link appears without a reload (the live update). The player takes
// the game's last move back and plays it again from another device (the
// API with the same account), and the open page follows.
func TestAnalysisLinkLive(t *testing.T) {
	rec := fixture(t, "18ZOOMapC/5774.json")
	s := startSiteWith(t, func(c *server.Config) { c.AnalysisBot = "heuristic-learned" })
	ctx := tab(t, browser(t))
	signUp(t, ctx, s, "ann")
	id := importRecord(t, ctx, s, rec)
	link := `document.getElementById("game-analysis-link")`
	waitFor(t, ctx, "the finished game's link to its analysis", link)
	if got, want := eval[string](t, ctx, link+`.getAttribute("href")`), fmt.Sprintf("/games/%d/analysis", id); got != want {
		t.Fatalf("the link goes to %q, want %q", got, want)
	}
	// the same player on another device
	other := &apiUser{t: t, s: s, hc: httpClient()}
	var me struct {
		CSRF string `json:"csrf"`
	}
	other.call("POST", "/api/signin", map[string]string{"name": "ann", "password": "password-ann"}, &me)
	other.csrf = me.CSRF
	game := fmt.Sprintf("/api/games/%d", id)
	version := eval[int](t, ctx, `window.ferro.version`)
	other.call("POST", game+"/undo", map[string]int{"version": version}, nil)
	waitFor(t, ctx, "the game in play again, without the link", `window.ferro.version === `+fmt.Sprint(version+1)+` && !`+link+` && !document.getElementById("banner").classList.contains("over")`)
	var e409 struct {
		Code string `json:"code"`
	}
	other.expect("GET", game+"/analysis", nil, http.StatusConflict, &e409)
	if e409.Code != "not_finished" {
		t.Fatalf("the analysis of a game in play: %+v", e409)
	}
	other.call("POST", game+"/redo", map[string]int{"version": version + 1}, nil)
	waitFor(t, ctx, "the game over again, with the link, without a reload", `window.ferro.version === `+fmt.Sprint(version+2)+` && `+link+` && document.getElementById("banner").classList.contains("over")`)
	clickLink(t, ctx, "#game-analysis-link")
	waitFor(t, ctx, "the analysis page", `document.getElementById("analysis-play")`)
	clickLink(t, ctx, "#analysis-play")
	if got := waitPath(t, ctx, "/play/"); got != fmt.Sprintf("/play/%d", id) {
		t.Fatalf("the analysis page's link went to %q", got)
	}
	waitIdle(t, ctx)
	waitFor(t, ctx, "the link again", link)
}
