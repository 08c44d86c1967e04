package e2e

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"ferro/server"
)

// holdGate is a slow network between the browser and the server: the
// answers to the requests it matches are computed in full, then held
// until the test lets them go, so that other players' moves overtake
// them.
type holdGate struct {
	h     http.Handler
	mu    sync.Mutex
	match func(*http.Request) bool // the requests held; nil: none
	held  chan chan struct{}       // each held answer: close it to let the answer go
	stop  chan struct{}            // closed when the test ends: nothing is held any more
}

func (g *holdGate) hold(match func(*http.Request) bool) {
	g.mu.Lock()
	g.match = match
	g.mu.Unlock()
}

func (g *holdGate) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	g.mu.Lock()
	match := g.match
	g.mu.Unlock()
	if match == nil || !match(r) {
		g.h.ServeHTTP(w, r)
		return
	}
	rec := httptest.NewRecorder()
	g.h.ServeHTTP(rec, r)
	release := make(chan struct{})
	select {
	case g.held <- release:
		select {
		case <-release:
		case <-g.stop:
		}
	case <-g.stop:
	case <-r.Context().Done():
		return
	}
	for k, v := range rec.Header() {
		w.Header()[k] = v
	}
	w.WriteHeader(rec.Code)
	w.Write(rec.Body.Bytes())
}

// next is the next answer held, within a few seconds.
func (g *holdGate) next(t *testing.T, what string) chan struct{} {
	t.Helper()
	select {
	case r := <-g.held:
		return r
	case <-time.After(10 * time.Second):
		t.Fatalf("the page did not ask for %s", what)
		return nil
	}
}

// TestMovesOvertakingTheRedraw: ann passes on her page; on a slow network
// bob's next two moves (a par and its home tile) overtake the answers:
// the first reaches ann's socket while her pass is on its way, so the page
// fetches the position again after drawing the pass's answer; the second
// while that fetch is on its way, which brings the position of bob's
// first move only. The page then fetches once more and shows bob's
// second move, without a reload and without another message: the page
// never stays behind the game.
func TestMovesOvertakingTheRedraw(t *testing.T) {
	b := browser(t)
	gate := &holdGate{held: make(chan chan struct{}), stop: make(chan struct{})}
	s := startSiteWrapped(t, func(c *server.Config) { c.AnalysisBot = "off" }, func(h http.Handler) http.Handler {
		gate.h = h
		return gate
	})
	t.Cleanup(func() { close(gate.stop) }) // before the server closes, which waits for the answers held
	ann, bob := apiSignup(t, s, "ann"), apiSignup(t, s, "bob")
	g := startAPIGame(t, map[string]any{"title": "18ZOO - Map A", "seed": 5, "optional_rules": []string{"power_visible"}}, ann, bob)
	annSeat := g.seatOf(ann)
	type state struct {
		Version int              `json:"version"`
		Acting  []string         `json:"acting"`
		Legal   []map[string]any `json:"legal"`
	}
	stateOf := func(u *apiUser) state {
		var st state
		u.call("GET", fmt.Sprintf("/api/games/%d/state", g.id), nil, &st)
		return st
	}
	kinds := func(st state) map[string]bool {
		k := map[string]bool{}
		for _, a := range st.Legal {
			k[a["type"].(string)] = true
		}
		return k
	}
	// play moves of a kind, the first of the legal list's
	play := func(u *apiUser, kind string) int {
		t.Helper()
		st := stateOf(u)
		for _, a := range st.Legal {
			if a["type"] == kind {
				u.call("POST", fmt.Sprintf("/api/games/%d/actions", g.id), map[string]any{"version": st.Version, "action": a}, nil)
				return st.Version + 1
			}
		}
		t.Fatalf("no %s among %v", kind, kinds(st))
		return 0
	}
	// Both bid, and whoever is to move pars and lays the home tile,
	// until ann has parred: her turn then offers a power or passing.
	for i := 0; ; i++ {
		if i == 20 {
			t.Fatal("after 20 moves ann has not come to the end of her par")
		}
		st := stateOf(ann)
		k := kinds(st)
		if st.Acting[0] == annSeat && len(k) == 2 && k["choose_ability"] && k["pass"] {
			break
		}
		u := g.by[st.Acting[0]]
		kind := "pass"
		for _, want := range []string{"bid", "par", "lay_tile"} {
			if k[want] {
				kind = want
				break
			}
		}
		play(u, kind)
	}
	v := stateOf(ann).Version

	ctx := tab(t, b)
	signIn(t, ctx, s, "ann")
	run(t, ctx, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, g.id)))
	// her turn drawn, and the socket's hello heard (it fetches the position again)
	run(t, ctx, "ann's turn", poll(fmt.Sprintf(`window.ferro && window.ferro.version === %d && window.ferro.live === %d && !window.ferro.busy && !!document.querySelector('#actions button.act[data-type="pass"]')`, v, v)))
	movePath, pagePath := fmt.Sprintf("/api/games/%d/actions", g.id), fmt.Sprintf("/api/games/%d/page", g.id)
	gate.hold(func(r *http.Request) bool {
		return (r.URL.Path == movePath && r.URL.Query().Get("page") == "1") || r.URL.Path == pagePath
	})
	run(t, ctx, "ann passes", clickOn(`#actions button.act[data-type="pass"]`))
	passAnswer := gate.next(t, "her pass")

	// bob's par overtakes the answer to ann's pass
	if got := play(bob, "par"); got != v+2 {
		t.Fatalf("bob's par is version %d, want %d", got, v+2)
	}
	run(t, ctx, "ann's page hears the par", poll(fmt.Sprintf(`window.ferro.live >= %d`, v+2)))
	close(passAnswer)
	redraw := gate.next(t, "the position again after the par it heard of")

	// bob's home tile overtakes that redraw
	if st := stateOf(bob); st.Acting[0] == annSeat || !kinds(st)["lay_tile"] {
		t.Fatalf("after his par bob does not lay his home tile: %v", kinds(st))
	}
	play(bob, "lay_tile")
	run(t, ctx, "ann's page hears the tile", poll(fmt.Sprintf(`window.ferro.live >= %d`, v+3)))
	gate.hold(nil)
	close(redraw)

	c, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := chromedp.Do(c, poll(fmt.Sprintf(`window.ferro.version === %d && !window.ferro.busy`, v+3))); err != nil {
		t.Fatalf("the page stays at version %d; the game is at %d (%v)", eval[int](t, ctx, `window.ferro.version`), v+3, err)
	}
	agree(t, ctx, s, g.id)
}
