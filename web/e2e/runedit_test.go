package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// The run editor as a player uses it (web/src/runedit.ts): every change is
// judged by the server (POST /check) and only an accepted run is submitted.

type stRoute struct {
	Train       string     `json:"train"`
	Connections [][]string `json:"connections"`
	Revenue     int        `json:"revenue"`
}

type stAction struct {
	Type   string    `json:"type"`
	Entity any       `json:"entity"`
	Routes []stRoute `json:"routes"`
}

// offeredRun is the run_routes action the server lists now, with the
// acting family's train ids (from the view).
func offeredRun(t *testing.T, s *site, id int64) (stAction, []string, int) {
	t.Helper()
	var st struct {
		Version int        `json:"version"`
		Legal   []stAction `json:"legal"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, id)), &st); err != nil {
		t.Fatal(err)
	}
	var run stAction
	for _, a := range st.Legal {
		if a.Type == "run_routes" && len(a.Routes) > 0 {
			run = a
		}
	}
	var v struct {
		Families []struct {
			ID       string   `json:"id"`
			TrainIDs []string `json:"train_ids"`
		} `json:"families"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/view", s.url, id)), &v); err != nil {
		t.Fatal(err)
	}
	for _, f := range v.Families {
		if f.ID == fmt.Sprint(run.Entity) {
			return run, f.TrainIDs, st.Version
		}
	}
	return run, nil, st.Version
}

// plain reports whether every connection of a route names hexes only
// (no "HEX a.b" path of a tile with several), so a player can click it.
func plain(r stRoute) bool {
	for _, c := range r.Connections {
		for _, hx := range c {
			if strings.Contains(hx, " ") {
				return false
			}
		}
	}
	return len(r.Connections) > 0
}

// clicks are the hexes a player clicks to draw a route from its first
// stop: the first stop, then each connection's hexes after the stop it
// leaves from.
func clicks(r stRoute) []string {
	c := r.Connections
	start := c[0][0]
	if len(c) > 1 && (c[0][0] == c[1][0] || c[0][0] == c[1][len(c[1])-1]) {
		start = c[0][len(c[0])-1]
	}
	out := []string{start}
	at := start
	for _, conn := range c {
		if conn[0] != at {
			conn = slices.Clone(conn)
			slices.Reverse(conn)
		}
		out = append(out, conn[1:]...)
		at = conn[len(conn)-1]
	}
	return out
}

// press clicks the enabled control sel in one step in the page (the
// panel is redrawn as answers come, so a node found first and clicked
// after may be gone), waiting for it to appear.
func press(t *testing.T, ctx context.Context, what, sel string) {
	t.Helper()
	js := fmt.Sprintf(`(() => { const b = document.querySelector(%q); if (!b || b.disabled) return false; b.click(); return true; })()`, sel)
	run(t, ctx, what, poll(js))
}

func clickHex(t *testing.T, ctx context.Context, hex string) {
	t.Helper()
	if !eval[bool](t, ctx, fmt.Sprintf(`(() => { const el = document.querySelector('.board-host svg [data-hex=%q]'); if (!el) return false; el.dispatchEvent(new MouseEvent("click", {bubbles: true})); return true; })()`, hex)) {
		t.Fatalf("no hex %s on the board", hex)
	}
}

// answered waits for the server's answer to the run as it stands and
// returns its class ("ok" or "error"), revenue (ok) and text.
func answered(t *testing.T, ctx context.Context, what string) (string, int, string) {
	t.Helper()
	run(t, ctx, what, poll(`!window.ferro.busy && document.getElementById("run-check") && ["ok", "error"].includes(document.getElementById("run-check").className)`))
	type ans struct {
		Class   string `json:"class"`
		Revenue int    `json:"revenue"`
		Text    string `json:"text"`
		Submit  bool   `json:"submit"`
	}
	a := eval[ans](t, ctx, `(() => { const c = document.getElementById("run-check"); return {class: c.className, revenue: Number(c.dataset.revenue || -1), text: c.textContent, submit: !document.getElementById("run-submit").disabled}; })()`)
	if a.Submit != (a.Class == "ok") {
		t.Fatalf("%s: the page says %s (%q) and the run can be submitted: %v", what, a.Class, a.Text, a.Submit)
	}
	return a.Class, a.Revenue, a.Text
}

// playToRun clicks (seeded) until the page offers a run that earns
// something and want accepts the offered run; it returns the run, the
// family's trains and the version.
func playToRun(t *testing.T, ctx context.Context, s *site, id int64, c *clicker, limit int, want func(stAction, []string) bool) (stAction, []string, int, bool) {
	t.Helper()
	for c.submits < limit {
		if eval[bool](t, ctx, `!!document.querySelector('#actions button[data-type="run_routes"]') && Number((document.querySelector('#best-run tr.total td.num') || {}).textContent) > 0`) {
			r, trains, v := offeredRun(t, s, id)
			if want(r, trains) {
				return r, trains, v, true
			}
		}
		if !c.step(t, ctx) {
			t.Fatal("the page offers nothing to click")
		}
	}
	return stAction{}, nil, 0, false
}

// recordUpTo writes the shared record rel cut to its first n actions
// (a game in progress) to a temporary file and returns its path.
func recordUpTo(t *testing.T, rel string, n int) string {
	t.Helper()
	data, err := os.ReadFile(fixture(t, rel))
	if err != nil {
		t.Fatal(err)
	}
	var rec map[string]any
	if err := json.Unmarshal(data, &rec); err != nil {
		t.Fatal(err)
	}
	acts, _ := rec["actions"].([]any)
	if len(acts) < n {
		t.Fatalf("%s has %d actions, not %d", rel, len(acts), n)
	}
	rec["actions"] = acts[:n]
	delete(rec, "result")
	delete(rec, "status")
	out, _ := json.Marshal(rec)
	p := filepath.Join(t.TempDir(), "upto.json")
	if err := os.WriteFile(p, out, 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestRunEditAddIdleTrain: at the real Map D game dividend_as_president
// after 29 actions, the Penguins own four 2S and the offered run uses one.
// The player clears that train, adds an idle one, clicks its first stop
// and the hexes along the track of the cleared route, and the server
// accepts it; submitted, it is the run the game stores, and GET /state
// agrees with the page. Then, in Dutch, the page's log is the server's
// (GET /view?lang=nl).
func TestRunEditAddIdleTrain(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	path := recordUpTo(t, "18ZOOMapD/dividend_as_president.json", 29)
	signUp(t, ctx, s, "runner")
	id := importRecord(t, ctx, s, path)
	best, trains, _ := offeredRun(t, s, id)
	if len(best.Routes) == 0 || !plain(best.Routes[0]) {
		t.Fatalf("the record offers no run to change at 29: %+v", best)
	}
	idle := ""
	for _, tr := range trains {
		if !slices.ContainsFunc(best.Routes, func(x stRoute) bool { return x.Train == tr }) && strings.Split(tr, "-")[0] == strings.Split(best.Routes[0].Train, "-")[0] {
			idle = tr
			break
		}
	}
	if idle == "" {
		t.Fatalf("the offered run %+v leaves none of %v idle", best.Routes, trains)
	}
	runs := best.Routes[0]
	t.Logf("offered %+v; %s idle", best.Routes, idle)
	run(t, ctx, "the run is offered", poll(`!!document.getElementById("run-edit-start")`))
	waitIdle(t, ctx)
	// a ZOOTicket's sale says to whom and for how much, in words
	// (one row, its price asked in a field from 1: the bank pays the family the price, the owner the rest)
	if n := eval[int](t, ctx, `[...document.querySelectorAll("#actions .amount-row")].filter((r) => r.querySelector("input.amount").min === "1" && /^ZOOTicket 1 is sold to Penguins \(PE\): the bank pays Penguins \(PE\) 1\$N and Player 1 \d+\$N$/.test(r.querySelector(".amount-send").textContent)).length`); n != 1 {
		t.Errorf("%d rows sell ZOOTicket 1 to the Penguins from 1$N, want 1: %q", n, eval[[]string](t, ctx, `[...document.querySelectorAll("#actions .amount-send")].map((b) => b.textContent)`))
	}
	press(t, ctx, "change the run", "#run-edit-start")
	answered(t, ctx, "the offered run")
	row := `#run-edit .run-train[data-route="0"]`
	press(t, ctx, "clear the first train", row+" button.run-clear")
	answered(t, ctx, "the run without it")
	if txt := eval[string](t, ctx, `document.querySelector('`+row+` .stops').textContent`); txt != "—" {
		t.Fatalf("the cleared train still shows stops %q", txt)
	}
	add := fmt.Sprintf(`#run-edit button.run-add[data-train=%q]`, idle)
	press(t, ctx, "add the idle train", add)
	run(t, ctx, "the hint", chromedp.WaitVisible(chromedp.ID("run-hint")))
	for _, hx := range clicks(runs) {
		clickHex(t, ctx, hx)
		waitIdle(t, ctx)
	}
	class, revenue, text := answered(t, ctx, "the added train")
	if class != "ok" {
		t.Fatalf("the idle train on the cleared train's route: %s", text)
	}
	if revenue != best.Routes[0].Revenue+sumFrom(best.Routes[1:]) {
		t.Errorf("the idle train earns %d in all; the offered run earned %d", revenue, best.Routes[0].Revenue+sumFrom(best.Routes[1:]))
	}
	screenshot(t, ctx, "run-edit-added")

	v := eval[int](t, ctx, `window.ferro.version`)
	press(t, ctx, "submit", "#run-submit")
	run(t, ctx, "stored", poll(fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, v)))
	agree(t, ctx, s, id)
	var acts struct {
		Actions []stAction `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)), &acts); err != nil {
		t.Fatal(err)
	}
	last := acts.Actions[v]
	if last.Type != "run_routes" || sumFrom(last.Routes) != revenue || !slices.ContainsFunc(last.Routes, func(r stRoute) bool { return r.Train == idle }) ||
		slices.ContainsFunc(last.Routes, func(r stRoute) bool { return r.Train == runs.Train }) {
		t.Fatalf("stored %s %+v, want the run with %s (not %s) earning %d", last.Type, last.Routes, idle, runs.Train, revenue)
	}

	// The log in Dutch is the server's Describe in Dutch, line for line.
	switchLang(t, ctx, "nl")
	waitFor(t, ctx, "the page in Dutch", `window.ferro && !window.ferro.busy && document.querySelectorAll("#log li").length > 0`)
	var view struct {
		Log []struct {
			Text string `json:"text"`
		} `json:"log"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/view?lang=nl", s.url, id)), &view); err != nil {
		t.Fatal(err)
	}
	page := eval[[]string](t, ctx, `[...document.querySelectorAll("#log li[data-at] .log-text")].map(li => li.textContent).reverse()`)
	from := len(view.Log) - len(page)
	if from < 0 || len(page) == 0 {
		t.Fatalf("the page shows %d log lines, the view has %d", len(page), len(view.Log))
	}
	for i, line := range page {
		if want := view.Log[from+i].Text; line != want {
			t.Fatalf("log line %d: the page says %q, the server %q", from+i+1, line, want)
		}
	}
	if l := page[len(page)-1]; !strings.Contains(l, " rijdt ") {
		t.Errorf("the newest line %q is not the run in Dutch", l)
	}
	t.Logf("newest line in Dutch: %s", page[len(page)-1])
}

func sumFrom(rs []stRoute) int {
	n := 0
	for _, r := range rs {
		n += r.Revenue
	}
	return n
}

// TestRunEditMiddleStop: on a train with a middle stop, sending it
// another way leaves a gap the server refuses, naming the rule; clicking
// the way back along the track from the stop before to the stop after
// restores the offered run; clicking the middle stop drops it, and the
// server either accepts the re-joined route (with its revenue) or names
// the rule it breaks.
func TestRunEditMiddleStop(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "runner")
	id := createHotseat(t, ctx, "18ZOO - Map A", 2, 21)
	c := &clicker{rnd: rand.New(rand.NewPCG(21, 12)), avoid: []string{"pass", "sell_shares"}, previews: -1}
	best, _, _, found := playToRun(t, ctx, s, id, c, 500, func(r stAction, _ []string) bool { return middleTrain(r) >= 0 })
	if !found {
		t.Fatal("no offered run had a train with a middle stop in 500 actions")
	}
	rerouteMiddleStop(t, ctx, best)
}

// TestRunEditWayBackPastStop: the same at a game of the monkey clicker
// (seed 9, testdata/runedit-past-stop.json, 243 actions): the 4S's way
// back from L4 to N12 crosses L8, a hex with a stop that the track it
// arrives on does not lead to. The drawing goes on there (trackstop.ts);
// before, the page ended a piece of track at every hex with a stop, and
// the server refused the run it made: "no track runs from L4 through L6,
// K7 to L8".
func TestRunEditWayBackPastStop(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "runner")
	p, err := filepath.Abs(filepath.Join("testdata", "runedit-past-stop.json"))
	if err != nil {
		t.Fatal(err)
	}
	id := importRecord(t, ctx, s, p)
	best, _, _ := offeredRun(t, s, id)
	i := middleTrain(best)
	if i < 0 || !slices.Contains(slices.Concat(best.Routes[i].Connections...), "L8") {
		t.Fatalf("the record offers no run past L8 with a middle stop: %+v", best)
	}
	run(t, ctx, "the run is offered", poll(`!!document.getElementById("run-edit-start")`))
	rerouteMiddleStop(t, ctx, best)
}

// middleTrain is the first train of a run with a middle stop whose track
// a player can click, or -1.
func middleTrain(r stAction) int {
	for i, rt := range r.Routes {
		if len(rt.Connections) >= 2 && plain(rt) {
			return i
		}
	}
	return -1
}

// rerouteMiddleStop changes the offered run best as TestRunEditMiddleStop
// says.
func rerouteMiddleStop(t *testing.T, ctx context.Context, best stAction) {
	t.Helper()
	i := middleTrain(best)
	total := sumFrom(best.Routes)
	waitIdle(t, ctx)
	press(t, ctx, "change the run", "#run-edit-start")
	answered(t, ctx, "the offered run")
	row := fmt.Sprintf(`#run-edit .run-train[data-route="%d"]`, i)
	stops := strings.Split(eval[string](t, ctx, `document.querySelector('`+row+` .stops').textContent`), " – ")
	t.Logf("train %s stops %v, run %d", best.Routes[i].Train, stops, total)

	// Another way instead of stop 1: the track to and from it taken out.
	// What is left is refused with its rule (a gap, a stop without the
	// family's station), or, where one piece is left that runs alone, a
	// shorter run the server prices.
	press(t, ctx, "another way", row+` button.run-stop-reroute[data-pos="1"]`)
	run(t, ctx, "the hint", chromedp.WaitVisible(chromedp.ID("run-hint")))
	class, left, text := answered(t, ctx, "the run with a gap")
	if (class != "error" || !strings.Contains(text, "(")) && (class != "ok" || left >= total) {
		t.Fatalf("a run with stop 1 taken out: %s %q (%d of %d), want a rule or a shorter run", class, text, left, total)
	}
	t.Logf("the gap: %s", text)
	screenshot(t, ctx, "run-edit-rule")
	// The way back along the track: the hexes of the two taken-out
	// connections after the stop before, ending at the stop after.
	path := clicks(stRoute{Connections: best.Routes[i].Connections})
	k := slices.Index(path, stops[0]) // path starts at the route's first stop
	if k != 0 {
		t.Fatalf("the route's clicks %v do not start at its first stop %s", path, stops[0])
	}
	// hexes from stop 0 (exclusive) to stop 2 (inclusive)
	to := slices.Index(path[1:], stops[2]) + 1
	for _, hx := range path[1 : to+1] {
		clickHex(t, ctx, hx)
		waitIdle(t, ctx)
	}
	class, revenue, text := answered(t, ctx, "the way back")
	if class != "ok" || revenue != total {
		t.Fatalf("the run rerouted the same way: %s %d %q, want ok %d", class, revenue, text, total)
	}
	if eval[bool](t, ctx, `!!document.getElementById("run-hint")`) {
		t.Error("the drawing did not end at the stop after")
	}

	// Drop the middle stop, clicking it on the board.
	clickHex(t, ctx, stops[1])
	class, revenue, text = answered(t, ctx, "without the middle stop")
	after := strings.Split(eval[string](t, ctx, `document.querySelector('`+row+` .stops').textContent`), " – ")
	if len(after) != len(stops)-1 || slices.Contains(after, stops[1]) && stops[1] != stops[0] && stops[1] != stops[len(stops)-1] {
		t.Fatalf("after dropping %s the stops are %v (were %v)", stops[1], after, stops)
	}
	switch class {
	case "ok":
		if revenue > total {
			t.Errorf("without a stop the run earns %d, more than the best %d", revenue, total)
		}
		t.Logf("without %s: %s", stops[1], text)
	default:
		if !strings.Contains(text, "(") {
			t.Errorf("refused without a rule: %q", text)
		}
		t.Logf("without %s, refused: %s", stops[1], text)
	}
}
