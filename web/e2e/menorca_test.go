package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// menorcaSeen says which of the steps the Menorca scenario needs the
// log holds: the heritage auction, RNC founded, a tile, a port, a ship
// and a cart bought, a run with revenue, a dividend.
func menorcaSeen(t *testing.T, s *site, game int64) map[string]bool {
	t.Helper()
	var res struct {
		Actions []struct {
			Type        string `json:"type"`
			Corporation string `json:"corporation"`
			Train       string `json:"train"`
			Routes      []struct {
				Revenue int `json:"revenue"`
			} `json:"routes"`
		} `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, game)), &res); err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	for _, a := range res.Actions {
		switch {
		case a.Type == "bid":
			seen["auction"] = true
		case a.Type == "par" && a.Corporation == "RNC":
			seen["found RNC"] = true
		case a.Type == "lay_tile":
			seen["tile"] = true
		case a.Type == "place_token":
			seen["port"] = true
		case a.Type == "buy_train" && strings.HasPrefix(a.Train, "kar"):
			seen["cart"] = true
		case a.Type == "buy_train":
			seen["ship"] = true
		case a.Type == "run_routes" && len(a.Routes) > 0 && a.Routes[0].Revenue > 0:
			seen["run"] = true
		case a.Type == "dividend":
			seen["dividend"] = true
		}
	}
	return seen
}

// TestHotseatMenorca plays a hotseat 1713 Menorca game by clicking until
// it has been through the heritage auction, founded RNC, laid a tile,
// placed a port, bought a ship and a cart, run and paid a dividend.
func TestHotseatMenorca(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "solo")
	id := createHotseat(t, ctx, "1713 Menorca", 2, 3)
	c := &clicker{rnd: rand.New(rand.NewPCG(3, 5)), avoid: []string{"pass", "sell_shares"}}
	need := []string{"auction", "found RNC", "tile", "port", "ship", "cart", "run", "dividend"}
	for c.submits < 800 {
		if !c.step(t, ctx) {
			break
		}
		agree(t, ctx, s, id)
		seen := menorcaSeen(t, s, id)
		missing := []string{}
		for _, n := range need {
			if !seen[n] {
				missing = append(missing, n)
			}
		}
		// Steer the clicker toward what is still missing.
		c.avoid = []string{"pass", "sell_shares"}
		c.prefer = nil
		if !seen["found RNC"] {
			c.prefer = append(c.prefer, `button.act[data-type="par"][data-corp="RNC"]`)
		}
		if !seen["ship"] {
			c.prefer = append(c.prefer, `button.act[data-type="buy_train"]:not([data-train^="kar"])`)
		}
		if !seen["cart"] {
			c.prefer = append(c.prefer, `button.act[data-type="buy_train"][data-train^="kar"]`)
		}
		if seen["ship"] && seen["cart"] {
			c.avoid = append(c.avoid, "buy_train")
		}
		c.prefer = append(c.prefer, `button.act[data-type="run_routes"]:not([data-revenue="0"])`, `button.act[data-type="dividend"]`)
		if len(missing) == 0 {
			run(t, ctx, "phone size", chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile))
			waitIdle(t, ctx)
			screenshot(t, ctx, "game-menorca-phone")
			t.Logf("%d clicks, %d actions (%s); ✔-to-board p95 %.1f ms", c.clicks, c.submits, strings.Join(logTypes(t, s, id), " "), p95(timings(t, ctx)))
			return
		}
		if c.submits == 799 {
			t.Fatalf("after %d actions still missing %v", c.submits, missing)
		}
	}
	t.Fatalf("the game stopped offering actions after %d actions (%v): %s %s", c.submits, menorcaSeen(t, s, id), get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)), eval[string](t, ctx, `document.getElementById("app").innerText`))
}
