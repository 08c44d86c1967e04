package e2e

import (
	"strings"
	"testing"
)

// TestMarketShowsPrices: at the real Map D game dividend_as_president
// after 62 actions the Polar bears choose their dividend. Their price
// field on the market chart is ringed as the acting family's; pointing at
// a dividend choice that moves the price marks the field it leaves and the
// one it reaches; the charts have an x-axis with the log's positions.
func TestMarketShowsPrices(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "pricer")
	importRecord(t, ctx, s, recordUpTo(t, "18ZOOMapD/dividend_as_president.json", 62))
	if !eval[bool](t, ctx, `!!document.querySelector('#market .cell.acting .marker[data-family="PB"]') && document.querySelectorAll('#market .cell.acting').length === 1`) {
		t.Errorf("the Polar bears' price field is not the one marked as acting: %d marked", eval[int](t, ctx, `document.querySelectorAll('#market .cell.acting').length`))
	}
	run(t, ctx, "a dividend that moves the price", poll(`[...document.querySelectorAll('#actions button.act[data-type="dividend"]')].some((b) => b.dataset.cell)`))
	moved := eval[[]string](t, ctx, `(() => {
  const b = [...document.querySelectorAll('#actions button.act[data-type="dividend"]')].find((b) => b.dataset.cell);
  b.dispatchEvent(new MouseEvent("mouseenter"));
  const [r, c] = b.dataset.cell.split(",");
  const to = document.querySelector('#market .cell[data-row="' + r + '"][data-col="' + c + '"]');
  const from = document.querySelector('#market .cell.from');
  return [b.textContent, to && to.classList.contains("target") ? "target" : "", from ? from.querySelector(".marker[data-family=PB]") ? "from PB" : "from" : ""];
})()`)
	if moved[1] != "target" || moved[2] != "from PB" {
		t.Errorf("pointing at %q: the field reached is %q, the field left %q; want target and PB's field", moved[0], moved[1], moved[2])
	}
	screenshot(t, ctx, "market-move")
	eval[bool](t, ctx, `(document.querySelector("#charts summary").click(), true)`)
	run(t, ctx, "the charts", poll(`document.querySelectorAll("#charts svg.chart").length === 2`))
	ticks := eval[[]string](t, ctx, `[...document.querySelector("#charts svg.chart").querySelectorAll("text.x-tick")].map((x) => x.textContent)`)
	if len(ticks) < 3 || ticks[0] != "0" || ticks[len(ticks)-1] != "62" {
		t.Errorf("the chart's x-axis says %v, want 0 … 62", ticks)
	}
	if title := eval[string](t, ctx, `document.querySelector("#charts text.x-title").textContent`); !strings.Contains(title, "action") {
		t.Errorf("the x-axis is called %q", title)
	}
	screenshot(t, ctx, "charts")
}
