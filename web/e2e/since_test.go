package e2e

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestSinceYourLastTurn: ann and bob play 18ZOO (their moves sent by
// their own accounts) until bob, since ann's last move, has sold shares
// and moved a share price. Ann comes back to the game page: the summary
// above the log says in words what changed since her last move — the price
// with its old and new value, bob's cash and holdings — and the page
// highlights it where it shows the figures: the family's token on the
// market (and the cell it left), its price in the families' table, bob's
// cash and holding. Once ann moves, the highlights are gone.
func TestSinceYourLastTurn(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ann, bob := apiSignup(t, s, "ann"), apiSignup(t, s, "bob")
	g := startAPIGame(t, map[string]any{"title": "18ZOO - Map A", "seed": 11, "optional_rules": []string{"power_visible"}}, ann, bob)
	annSeat := g.seatOf(ann)
	// Each plays the first of these kinds of move the game offers them.
	prefer := []string{"par", "sell_shares", "buy_shares", "buy_train", "run_routes", "dividend", "lay_tile", "place_token"}
	type move = map[string]any
	type changes struct {
		Prices []struct {
			Family   string `json:"family"`
			From, To int
		} `json:"prices"`
		Players []struct {
			Player string `json:"player"`
		} `json:"players"`
	}
	annFrom := -1 // the log length after ann's last move
	var since changes
	for i := 0; ; i++ {
		if i == 200 {
			t.Fatal("after 200 moves no share price moved between two of ann's moves")
		}
		var st struct {
			Version int      `json:"version"`
			Acting  []string `json:"acting"`
			Legal   []move   `json:"legal"`
		}
		p := ""
		ann.call("GET", fmt.Sprintf("/api/games/%d/state", g.id), nil, &st)
		p = st.Acting[0]
		if p == annSeat && annFrom > 0 {
			since = changes{}
			ann.call("GET", fmt.Sprintf("/api/games/%d/changes?from=%d", g.id, annFrom), nil, &since)
			if len(since.Prices) > 0 && since.Prices[0].From > 0 && len(since.Players) > 0 {
				break // ann comes back now
			}
		}
		u := g.by[p]
		u.call("GET", fmt.Sprintf("/api/games/%d/state", g.id), nil, &st)
		var order []move
		for _, kind := range prefer {
			for _, a := range st.Legal {
				if a["type"] == kind {
					order = append(order, a)
				}
			}
		}
		order = append(order, st.Legal...)
		done := false
		for _, a := range order {
			if u.try("POST", fmt.Sprintf("/api/games/%d/actions", g.id), map[string]any{"version": st.Version, "action": a}) {
				done = true
				break
			}
		}
		if !done {
			t.Fatalf("no move of %v was taken at version %d", p, st.Version)
		}
		if u == ann {
			annFrom = st.Version + 1
		}
	}
	moved := since.Prices[0]
	t.Logf("ann comes back after version %d: %+v", annFrom, since)

	ctx := tab(t, b)
	signIn(t, ctx, s, "ann")
	run(t, ctx, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, g.id)))
	waitIdle(t, ctx)
	run(t, ctx, "the changes since her last move", poll(`document.getElementById("since-changes")`))
	fam := jsString(moved.Family)
	checks := map[string]string{
		"the summary says the price moved":  fmt.Sprintf(`[...document.querySelectorAll('#since-changes li[data-change="price"]')].some((li) => li.dataset.family === %s && li.textContent.includes("→"))`, fam),
		"the summary says bob's cash":       `[...document.querySelectorAll('#since-changes li[data-change="cash"], #since-changes li[data-change="shares"]')].some((li) => li.textContent.includes("bob"))`,
		"the token is marked on the market": fmt.Sprintf(`!!document.querySelector('#market circle.marker.moved[data-family=' + JSON.stringify(%s) + ']')`, fam),
		"the cell it left is marked":        `!!document.querySelector("#market .cell.moved-from")`,
		"the price is marked in its row":    fmt.Sprintf(`(() => { const c = document.querySelector('.families-table [data-id=' + JSON.stringify(%s) + '] td[data-field="price"]'); return !!c && c.classList.contains("changed") && c.title.startsWith("was "); })()`, fam),
		"bob's figures are marked":          `!!document.querySelector('.players-table td.changed[data-field="cash"], .players-table .holding.changed')`,
	}
	for what, js := range checks {
		if !eval[bool](t, ctx, js) {
			t.Errorf("%s: no (%s)", what, eval[string](t, ctx, `document.getElementById("since").textContent`))
		}
	}
	screenshot(t, ctx, "since-last-turn")
	// Once ann moves, nothing is new to her: the highlights are gone.
	var st struct {
		Version int    `json:"version"`
		Legal   []move `json:"legal"`
	}
	ann.call("GET", fmt.Sprintf("/api/games/%d/state", g.id), nil, &st)
	for _, a := range st.Legal {
		if ann.try("POST", fmt.Sprintf("/api/games/%d/actions", g.id), map[string]any{"version": st.Version, "action": a}) {
			break
		}
	}
	run(t, ctx, "the page after ann's move", poll(fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, st.Version)))
	run(t, ctx, "no highlights after her move", poll(`!document.querySelector(".changed, #market circle.moved") && document.getElementById("since").hidden`))
}

// try sends a request and reports whether it was accepted.
func (u *apiUser) try(method, path string, body any) bool {
	b, _ := json.Marshal(body)
	req, _ := http.NewRequest(method, u.s.url+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-CSRF-Token", u.csrf)
	res, err := u.hc.Do(req)
	if err != nil {
		u.t.Fatal(err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	return res.StatusCode < 300
}
