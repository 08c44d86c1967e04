package e2e

import (
	"context"
	"math/rand/v2"
	"strconv"
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
