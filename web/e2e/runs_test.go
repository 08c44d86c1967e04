package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"
	"testing"
)

// toRun plays a hotseat 18ZOO Map A game for two by clicking (seeded)
// until the page offers a run_routes action with a best run that earns
// something, and returns the game's id.
func toRun(t *testing.T, ctx context.Context, s *site, seed uint64) int64 {
	t.Helper()
	signUp(t, ctx, s, "runner")
	id := createHotseat(t, ctx, "18ZOO - Map A", 2, int(seed))
	c := &clicker{rnd: rand.New(rand.NewPCG(seed, 9)), avoid: []string{"pass", "sell_shares"}, previews: -1}
	for c.submits < 400 {
		if eval[bool](t, ctx, `!!document.querySelector('#actions button[data-type="run_routes"]') && Number((document.querySelector('#best-run tr.total td.num') || {}).textContent) > 0`) {
			return id
		}
		if !c.step(t, ctx) {
			t.Fatal("the page offers nothing to click")
		}
	}
	t.Fatalf("no run offered after %d actions", c.submits)
	return 0
}

// TestRunDrawn: the best run the page offers is drawn over the board as
// the server draws it (POST routes.svg): one group per train on the
// track, each with its revenue and a label on every stop, which add up
// to the train's revenue; the total is shown on the board.
func TestRunDrawn(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	toRun(t, ctx, s, 21)
	run(t, ctx, "the run is drawn", poll(`!!document.querySelector(".board-host svg #ferro-routes g.route")`))
	type drawn struct {
		Table  []int    `json:"table"`  // revenue of each train in the run table
		Routes []int    `json:"routes"` // data-revenue of each drawn route
		Stops  []int    `json:"stops"`  // sum of each drawn route's stop labels
		Paths  int      `json:"paths"`
		Lines  int      `json:"lines"`
		Total  string   `json:"total"`
		Sum    string   `json:"sum"`
		Hexes  []string `json:"hexes"`
	}
	d := eval[drawn](t, ctx, `(() => {
  const rows = [...document.querySelectorAll("#best-run tr:not(.total) td.num")].map(td => Number(td.textContent));
  const rs = [...document.querySelectorAll(".board-host svg #ferro-routes g.route")];
  return {
    table: rows,
    routes: rs.map(g => Number(g.dataset.revenue)),
    stops: rs.map(g => [...g.querySelectorAll("text")].reduce((s, x) => s + Number(x.textContent), 0)),
    paths: document.querySelectorAll(".board-host svg #ferro-routes path").length,
    lines: document.querySelectorAll(".board-host svg polyline").length,
    total: document.getElementById("run-total").hidden ? "" : document.getElementById("run-total").textContent,
    sum: document.querySelector("#best-run tr.total td.num").textContent,
    hexes: [...document.querySelectorAll("#best-run tr:not(.total) td:nth-child(2)")].map(td => td.textContent),
  };
})()`)
	t.Logf("%+v", d)
	if len(d.Routes) != len(d.Table) {
		t.Fatalf("%d routes drawn for %d trains in the table", len(d.Routes), len(d.Table))
	}
	for i := range d.Table {
		if d.Routes[i] != d.Table[i] {
			t.Errorf("train %d: drawn with revenue %d, the table says %d", i, d.Routes[i], d.Table[i])
		}
		if d.Stops[i] != d.Table[i] {
			t.Errorf("train %d: its stop labels add up to %d, its revenue is %d", i, d.Stops[i], d.Table[i])
		}
	}
	if d.Paths == 0 {
		t.Error("no track path drawn")
	}
	if d.Lines != 0 {
		t.Errorf("%d straight lines through hex centres drawn", d.Lines)
	}
	if want := "Total: " + d.Sum; d.Total != want {
		t.Errorf("the board's total says %q, want %q", d.Total, want)
	}
	if _, err := strconv.Atoi(d.Sum); err != nil {
		t.Errorf("total %q", d.Sum)
	}
}

// TestRunChanged: the player changes the offered run on the page and
// the server judges every change (POST /check): extending a train to a
// hex far from its end shows the rule it breaks and cannot be
// submitted; taking the hex back restores the offered run's revenue;
// the first change that drops an end stop and that the server accepts
// says what it earns and is what the game stores when submitted.
func TestRunChanged(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	id := toRun(t, ctx, s, 21)
	best := eval[int](t, ctx, `Number(document.querySelector("#best-run tr.total td.num").textContent)`)
	press(t, ctx, "change the run", "#run-edit-start")
	checked := func(what, class string) int {
		t.Helper()
		run(t, ctx, what, poll(`!window.ferro.busy && document.getElementById("run-check") && ["ok", "error"].includes(document.getElementById("run-check").className)`))
		if got := eval[string](t, ctx, `document.getElementById("run-check").className`); got != class {
			t.Fatalf("%s: the page says %q (%s), want %s", what, eval[string](t, ctx, `document.getElementById("run-check").textContent`), got, class)
		}
		if class == "ok" {
			return eval[int](t, ctx, `Number(document.getElementById("run-check").dataset.revenue)`)
		}
		return -1
	}
	if got := checked("the offered run checks", "ok"); got != best {
		t.Fatalf("the offered run checks at %d, the page offered %d", got, best)
	}
	// The train with the most stops.
	i := eval[int](t, ctx, `(() => {
  const rows = [...document.querySelectorAll("#run-edit .run-train")];
  let best = 0;
  rows.forEach((r, i) => { if (r.querySelector(".stops").textContent.split(" – ").length > rows[best].querySelector(".stops").textContent.split(" – ").length) best = i; });
  return best;
})()`)
	row := fmt.Sprintf(`#run-edit .run-train[data-route="%d"]`, i)
	press(t, ctx, "extend", row+" button.run-extend")
	// The hex farthest from the train's last stop.
	far := eval[string](t, ctx, fmt.Sprintf(`(() => {
  const stops = document.querySelector(%q).textContent.split(" – ");
  const end = stops[stops.length - 1];
  const hexes = [...document.querySelectorAll(".board-host svg [data-hex]")];
  const c = (el) => { const r = el.getBoundingClientRect(); return [r.x + r.width / 2, r.y + r.height / 2]; };
  const e = c(hexes.find((x) => x.dataset.hex === end));
  let far = null, d = -1;
  for (const x of hexes) { const p = c(x); const dd = Math.hypot(p[0] - e[0], p[1] - e[1]); if (dd > d) { d = dd; far = x.dataset.hex; } }
  return far;
})()`, row+" .stops"))
	clickHex := fmt.Sprintf(`(document.querySelector('.board-host svg [data-hex=%q]').dispatchEvent(new MouseEvent("click", {bubbles: true})), true)`, far)
	eval[bool](t, ctx, clickHex)
	checked("the far hex is refused", "error")
	msg := eval[string](t, ctx, `document.getElementById("run-check").textContent`)
	if !strings.Contains(msg, "(") || !eval[bool](t, ctx, `document.getElementById("run-submit").disabled`) {
		t.Fatalf("an illegal change shows %q and submit enabled=%v", msg, !eval[bool](t, ctx, `document.getElementById("run-submit").disabled`))
	}
	t.Logf("extended to %s: %s", far, msg)
	eval[bool](t, ctx, clickHex)
	if got := checked("taking the hex back", "ok"); got != best {
		t.Fatalf("after taking the hex back the run checks at %d, want %d", got, best)
	}
	// Drop one end stop of one train, trying each in turn, until the server
	// accepts one (dropping a stop may leave too few); when none is legal
	// the best run is run and the game goes on to its next run.
	c := &clicker{rnd: rand.New(rand.NewPCG(21, 10)), avoid: []string{"pass", "sell_shares"}, previews: -1}
	short := -1
	for tries := 0; short < 0; tries++ {
		if tries > 0 {
			for c.submits < 600 && !eval[bool](t, ctx, `!!document.querySelector('#actions button[data-type="run_routes"]') && Number((document.querySelector('#best-run tr.total td.num') || {}).textContent) > 0`) {
				if !c.step(t, ctx) {
					t.Fatal("the page offers nothing to click")
				}
			}
			if c.submits >= 600 {
				t.Fatal("no run could be changed legally by dropping an end stop")
			}
			best = eval[int](t, ctx, `Number(document.querySelector("#best-run tr.total td.num").textContent)`)
			press(t, ctx, "change the run", "#run-edit-start")
			checked("the offered run checks", "ok")
		}
		n := eval[int](t, ctx, `document.querySelectorAll("#run-edit .run-train").length`)
		for j := 0; j < n && short < 0; j++ {
			for _, end := range []string{"last", "first"} {
				row := fmt.Sprintf(`#run-edit .run-train[data-route="%d"]`, j)
				if eval[bool](t, ctx, fmt.Sprintf(`document.querySelector(%q).disabled`, row+" button.run-drop-"+end)) {
					continue // a run of two stops keeps both (runedit.ts)
				}
				press(t, ctx, "drop the "+end+" stop", row+" button.run-drop-"+end)
				run(t, ctx, "answered", poll(`!window.ferro.busy && ["ok", "error"].includes(document.getElementById("run-check").className) && document.getElementById("run-check").className !== "pending"`))
				if eval[string](t, ctx, `document.getElementById("run-check").className`) == "ok" {
					short = checked("the shorter run checks", "ok")
					break
				}
				t.Logf("dropping train %d's %s stop: %s", j, end, eval[string](t, ctx, `document.getElementById("run-check").textContent`))
				if !eval[bool](t, ctx, `document.getElementById("run-submit").disabled`) {
					t.Fatal("an illegal run can be submitted")
				}
				// back to the offered run
				press(t, ctx, "cancel", "#run-edit-cancel")
				press(t, ctx, "start again", "#run-edit-start")
				checked("the offered run checks", "ok")
			}
		}
		if short < 0 {
			press(t, ctx, "run the best run", "#run-edit-cancel")
			v := eval[int](t, ctx, `window.ferro.version`)
			eval[bool](t, ctx, `(document.querySelector('#actions button[data-type="run_routes"][data-revenue="'+document.querySelector("#best-run tr.total td.num").textContent+'"]').click(), true)`)
			run(t, ctx, "stored", poll(fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, v)))
		}
	}
	if short > best {
		t.Fatalf("the shorter run earns %d, more than the best %d", short, best)
	}
	v := eval[int](t, ctx, `window.ferro.version`)
	press(t, ctx, "submit", "#run-submit")
	run(t, ctx, "stored", poll(fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, v)))
	var res struct {
		Actions []struct {
			Type   string `json:"type"`
			Routes []struct {
				Revenue int `json:"revenue"`
			} `json:"routes"`
		} `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)), &res); err != nil {
		t.Fatal(err)
	}
	last := res.Actions[v]
	sum := 0
	for _, r := range last.Routes {
		sum += r.Revenue
	}
	if last.Type != "run_routes" || sum != short {
		t.Fatalf("stored %s earning %d, want run_routes earning %d", last.Type, sum, short)
	}
	t.Logf("best %d, the changed run %d", best, short)
}
