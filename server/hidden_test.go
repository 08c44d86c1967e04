package server_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/coder/websocket"

	"ferro/engine"
	"ferro/engine/view"
	"ferro/games/registry"
	"ferro/server"
	"ferro/store/storetest"
)

// secrets are what must not be learned from an active 18ZOO game without
// "Powers visible": its seed, and the powers not shown yet (dealt on a
// later day, or never: what a cheat would read from a game of the same
// seed with the powers visible).
type secrets struct {
	seed   string
	every  []view.Item // every power of the title
	hidden []view.Item // of those, the ones the game has not shown yet
}

// zooSecrets finds every power of the title (those of many deals).
func zooSecrets(t *testing.T, title string, seed int64) secrets {
	t.Helper()
	tt, err := registry.Lookup(title)
	if err != nil {
		t.Skip(err)
	}
	every := map[string]view.Item{}
	for s := int64(1); s <= 20; s++ {
		cfg := engine.Config{Title: title, Seed: s, OptionalRules: []string{"power_visible"}}
		for i := 1; i <= 5; i++ {
			cfg.Players = append(cfg.Players, engine.Player{ID: strconv.Itoa(i), Name: fmt.Sprint("p", i)})
		}
		g, err := tt.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		d := g.View().Depot
		for _, it := range append(d.Offer, d.Future...) {
			every[it.ID] = it
		}
	}
	sec := secrets{seed: strconv.FormatInt(seed, 10)}
	for _, it := range every {
		sec.every = append(sec.every, it)
	}
	if len(sec.every) < 18 {
		t.Fatalf("only %d powers found", len(sec.every))
	}
	return sec
}

// shown sets hidden to the powers v does not show.
func (s *secrets) shown(t *testing.T, v view.View) {
	seen := map[string]bool{}
	for _, it := range append(v.Depot.Offer, v.Depot.Future...) {
		seen[it.ID] = true
	}
	for _, p := range v.Players {
		for _, it := range p.Items {
			seen[it.ID] = true
		}
	}
	for _, f := range v.Families {
		for _, it := range f.Items {
			seen[it.ID] = true
		}
	}
	s.hidden = nil
	for _, it := range s.every {
		if !seen[it.ID] {
			s.hidden = append(s.hidden, it)
		}
	}
	if len(s.hidden) < 8 {
		t.Fatalf("only %d powers hidden", len(s.hidden))
	}
}

// leak says what of the secrets body shows, if anything.
func (s secrets) leak(body []byte) string {
	if bytes.Contains(body, []byte(s.seed)) {
		return "the seed " + s.seed
	}
	for _, it := range s.hidden {
		for _, w := range []string{it.ID, it.Name, it.Text} {
			if w != "" && bytes.Contains(body, []byte(w)) {
				return fmt.Sprintf("the hidden power %s (%q)", it.ID, w)
			}
		}
	}
	return ""
}

// TestHiddenInformation: while an 18ZOO game without "Powers visible" is
// active, no endpoint tells its seed or its hidden powers to a player, a
// spectator or someone not signed in (record, actions, state, view and
// history at every point, drawings, checks and effects of every legal
// action, a hint, errors, chat, undo request, pages, lobby, live messages), and an
// action naming a hidden power is refused as one naming a power never
// dealt. Once the game is over its record has the seed and replays.
func TestHiddenInformation(t *testing.T) {
	const title = "18ZOO - Map A"
	const seed = 987654321
	sec := zooSecrets(t, title, seed)
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		c.BotProposalWait = 50 * time.Millisecond // ann never answers the bot's proposals
		c.AnalysisBot = "heuristic-learned"       // hints (and the finished game's analysis)
	})
	ann, eve := e.signup("ann"), e.signup("eve")
	anon := &client{t: t, base: e.url, hc: &http.Client{Timeout: 20 * time.Second}}
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": title, "players": 2, "hotseat": true, "seed": seed,
		"bots": []map[string]string{{"kind": "random-by-type"}}}, http.StatusCreated, &g)
	annTurn := func(st stateView) bool { return st.Status != "active" || len(st.Acting) == 1 && st.Acting[0] == "1" }
	path := func(p string) string { return fmt.Sprintf("/api/games/%d%s", g.ID, p) }

	// live messages as the game moves, from its start
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	conn, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(e.url, "http")+path("/live"), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.CloseNow()
	var live [][]byte
	liveDone := make(chan struct{})
	go func() {
		defer close(liveDone)
		for {
			_, b, err := conn.Read(ctx)
			if err != nil {
				return
			}
			live = append(live, b)
		}
	}()

	check := func(who *client, method, p string, body any) []byte {
		t.Helper()
		_, out := who.do(method, p, body)
		if l := sec.leak(out); l != "" {
			t.Fatalf("%s %s (as %q) tells %s: %.300s", method, p, who.name, l, out)
		}
		return out
	}
	st := waitFor(t, ann, g.ID, "ann's turn", annTurn)
	// on to a turn of ann's where she may buy a power (and past a draft and a day's deal)
	names := func(legal []engine.Action) bool {
		return slices.ContainsFunc(legal, func(a engine.Action) bool { return a.Company != "" })
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for moves := 0; moves < 300 && st.Status == "active" && (moves < 3 || !names(st.Legal)); moves++ {
		a := st.Legal[rng.IntN(len(st.Legal))]
		ann.must("POST", path("/actions"), submitBody(st.Version, a), http.StatusOK, nil)
		st = waitFor(t, ann, g.ID, "ann's turn", annTurn)
	}
	if st.Status != "active" {
		t.Fatalf("game %s", st.Status)
	}
	ann.must("POST", path("/chat"), map[string]string{"text": "good luck"}, http.StatusCreated, nil)
	var now view.View
	ann.must("GET", path("/view"), nil, http.StatusOK, &now)
	sec.shown(t, now)
	// the hint ann's hotseat game offers her (the others are refused)
	if code, out := ann.do("POST", path("/hint"), map[string]int{"version": st.Version}); code != http.StatusOK {
		t.Fatalf("POST /hint as ann: %d %.300s", code, out)
	}
	for _, who := range []*client{ann, eve, anon} {
		for _, p := range []string{"", "/state", "/state?legal=1", "/actions", "/record", "/view", "/history", "/board.svg",
			"/market.svg", "/chat", "/undo-request", "/preview.svg?hex=H9&tile=7&rotation=0", "/nonsense",
			"/page", "/page?lang=ja", "/changes?from=0", "/changes?from=1", "/clock", "/proposal", "/tiles?hex=H9", "/analysis"} {
			check(who, "GET", path(p), nil)
		}
		for at := 0; at <= st.Version; at++ {
			check(who, "GET", path(fmt.Sprintf("/view?at=%d", at)), nil)
			check(who, "GET", fmt.Sprintf("/games/%d?at=%d", g.ID, at), nil)
			check(who, "GET", path(fmt.Sprintf("/board.svg?at=%d", at)), nil)
		}
		for _, p := range []string{fmt.Sprintf("/games/%d", g.ID), fmt.Sprintf("/games/%d/analysis", g.ID), fmt.Sprintf("/play/%d", g.ID), "/games", "/api/games",
			"/api/games?status=active"} {
			check(who, "GET", p, nil)
		}
		check(who, "POST", path("/routes.svg"), map[string]any{"routes": []any{}})
		check(who, "POST", path("/hint"), map[string]int{"version": st.Version}) // a hotseat game offers hints
		for _, a := range st.Legal {
			check(who, "POST", path("/effects"), map[string]any{"action": a})
			check(who, "POST", path("/check"), submitBody(st.Version, a))
		}
	}
	// An action naming a hidden power, of every kind that names one, is
	// refused as it is for another hidden one: the answers are the same
	// but for the power's name.
	answers := map[string]string{}
	for _, a := range st.Legal {
		if a.Company == "" {
			continue
		}
		for _, it := range sec.hidden {
			b := a
			b.Company = it.ID
			for _, p := range []string{"/check", "/actions"} {
				_, out := ann.do("POST", path(p), submitBody(st.Version, b))
				key := p + " " + a.Type
				got := strings.ReplaceAll(string(out), it.ID, "X")
				got = strings.ReplaceAll(got, it.Name, "X")
				if prev, ok := answers[key]; ok && prev != got {
					t.Fatalf("POST %s of a %s naming hidden powers answers apart: %s / %s", p, a.Type, prev, got)
				}
				answers[key] = got
			}
		}
	}
	if len(answers) == 0 {
		for _, a := range st.Legal {
			b, _ := json.Marshal(a)
			t.Logf("%s", b)
		}
		t.Fatal("no legal action names a power")
	}
	if ann.state(g.ID).Version != st.Version {
		t.Fatal("an action naming a hidden power was taken")
	}

	// Ann plays on (any legal action) until the game is over.
	for st.Status == "active" {
		var full stateView
		ann.must("GET", path("/state?legal=1"), nil, http.StatusOK, &full)
		if !annTurn(full) || full.Status != "active" {
			st = waitFor(t, ann, g.ID, "ann's turn", annTurn)
			continue
		}
		a := full.Legal[rng.IntN(len(full.Legal))]
		if code, out := ann.do("POST", path("/actions"), submitBody(full.Version, a)); code != http.StatusOK && code != http.StatusConflict {
			t.Fatalf("ann's %s: %d %s", a.Type, code, out)
		}
		st = waitFor(t, ann, g.ID, "ann's turn", annTurn)
	}
	cancel()
	<-liveDone
	// the live messages before the end tell nothing either
	for _, m := range live {
		if bytes.Contains(m, []byte(`"finished"`)) {
			break
		}
		if bytes.Contains(m, []byte(sec.seed)) {
			t.Fatalf("a live message tells the seed: %s", m)
		}
	}
	if len(live) < 5 {
		t.Fatalf("only %d live messages", len(live))
	}

	// over: the record has the seed, and replays to the end
	var rec engine.Record
	eve.must("GET", path("/record"), nil, http.StatusOK, &rec)
	if string(rec.Settings.Seed) != sec.seed {
		t.Fatalf("the record of the finished game has seed %q, want %s", rec.Settings.Seed, sec.seed)
	}
	tt, _ := registry.Lookup(title)
	sess, err := engine.SessionFromRecord(tt, &rec)
	if err != nil || !sess.Game().Finished() {
		t.Fatalf("the finished game's record does not replay to its end: %v", err)
	}
	t.Logf("%d actions, %d live messages, %d kinds of answer to hidden powers", st.Version, len(live), len(answers))
}

// TestSeedOfOwnHotseatGame: the owner of a hotseat game without bots (no
// one else plays it) reads its record with the seed, to play it on
// elsewhere; nobody else does.
func TestSeedOfOwnHotseatGame(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, eve := e.signup("ann"), e.signup("eve")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "hotseat": true, "seed": 424242}, http.StatusCreated, &g)
	var own, other engine.Record
	ann.must("GET", fmt.Sprintf("/api/games/%d/record", g.ID), nil, http.StatusOK, &own)
	eve.must("GET", fmt.Sprintf("/api/games/%d/record", g.ID), nil, http.StatusOK, &other)
	if string(own.Settings.Seed) != "424242" || len(other.Settings.Seed) != 0 {
		t.Fatalf("seed for the owner %q, for another %q", own.Settings.Seed, other.Settings.Seed)
	}
	var raw json.RawMessage
	eve.must("GET", fmt.Sprintf("/api/games/%d/record", g.ID), nil, http.StatusOK, &raw)
	if bytes.Contains(raw, []byte("424242")) {
		t.Fatalf("record for another: %s", raw)
	}
}

// TestChosenSeedOfOpenGame: the creator of an 18ZOO game with hidden
// powers and seats for other people cannot choose its seed (he would
// know the deck: a game of that seed with the powers visible shows it),
// and nothing is created; a hotseat game, a game against bots only, one
// with the powers visible and a game of a title that hides nothing keep
// the chosen seed, and an open game without one gets a seed of the
// server's, in the record once the game is over.
func TestChosenSeedOfOpenGame(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	const seed = 4242
	code, out := ann.do("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "seed": seed})
	if code != http.StatusBadRequest || !strings.Contains(string(out), "seed") {
		t.Fatalf("an open 18ZOO game with hidden powers and a chosen seed: %d %s", code, out)
	}
	var mine []gameView
	ann.must("GET", "/api/games?mine=1", nil, http.StatusOK, &mine)
	if len(mine) != 0 {
		t.Fatalf("the refused game was created: %+v", mine)
	}
	for _, req := range []map[string]any{
		{"title": "18ZOO - Map A", "players": 3, "seed": seed, "optional_rules": []string{"power_visible"}},
		{"title": "18ZOO - Map A", "players": 2, "seed": seed, "hotseat": true},
		{"title": "18ZOO - Map A", "players": 3, "seed": seed, "bots": []map[string]string{{"kind": "random"}, {"kind": "random"}}},
		{"title": "1713 Menorca", "players": 2, "seed": seed},
	} {
		var g gameView
		ann.must("POST", "/api/games", req, http.StatusCreated, &g)
		if g.Status == "open" && len(g.Seats) < req["players"].(int) && req["bots"] == nil {
			bob.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
		}
		if g.Status == "open" {
			ann.must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusOK, nil)
		}
		if sg, err := e.st.Game(context.Background(), g.ID); err != nil || sg.Seed != seed {
			t.Errorf("%v: the game plays seed %v, not the chosen %d (%v)", req, sg, seed, err)
		}
	}
	// without a chosen seed the server draws one
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2}, http.StatusCreated, &g)
	bob.must("POST", fmt.Sprintf("/api/games/%d/join", g.ID), nil, http.StatusOK, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/start", g.ID), nil, http.StatusOK, nil)
	if sg, err := e.st.Game(context.Background(), g.ID); err != nil || sg.Seed == seed {
		t.Fatalf("a game without a chosen seed: %v", err)
	}
}
