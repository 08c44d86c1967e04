package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"
)

// clickJS clicks one of the controls the action panel offers, chosen by
// the two numbers in [0,1) it is given, and says what it clicked:
// "submit" for a control that sends an action, "pick" for one that
// only chooses (a hex, a tile, a rotation), "" when nothing is offered.
const clickJS = `(function(r1, r2, r3, avoid, prefer) {
  const root = document.getElementById("actions");
  if (!root) return "";
  const ok = document.getElementById("confirm");
  if (ok && r1 < 0.75) { ok.click(); return "submit"; }
  for (const sel of prefer) {
    const m = [...root.querySelectorAll(sel)].filter(b => !b.disabled);
    if (m.length) { const b = m[Math.floor(r2 * m.length)]; b.click(); return b.classList.contains("act") || b.id === "confirm" ? "submit" : "pick"; }
  }
  // (a trade the other side must agree to is proposed, not played: left out)
  let bs = [...root.querySelectorAll("button.act, button.hex-btn, button.tile-btn, button.facet-pick:not(.on), #rotate, #confirm")].filter(b => !b.disabled && !b.classList.contains("propose"));
  const keep = bs.filter(b => !avoid.includes(b.dataset.type));
  if (keep.length && r3 < 0.9) bs = keep;
  if (!bs.length) return "";
  const b = bs[Math.floor(r2 * bs.length)];
  const submit = b.classList.contains("act") || b.id === "confirm";
  b.click();
  return submit ? "submit" : "pick";
})(%v, %v, %v, %s, %s)`

// clicker plays whatever the page offers, seeded.
type clicker struct {
	rnd      *rand.Rand
	avoid    []string // action types chosen only one time in ten where others are offered
	prefer   []string // CSS selectors of controls clicked first, in this order, when offered
	previews int      // tile previews checked; -1: do not check
	clicks   int
	submits  int

	idsAllowed bool // do not check the buttons and log lines for internal ids
}

// step clicks once; it reports false when the page offers nothing.
func (c *clicker) step(t *testing.T, ctx context.Context) bool {
	t.Helper()
	avoid, _ := json.Marshal(append([]string{}, c.avoid...))
	prefer, _ := json.Marshal(append([]string{}, c.prefer...))
	what := eval[string](t, ctx, fmt.Sprintf(clickJS, c.rnd.Float64(), c.rnd.Float64(), c.rnd.Float64(), avoid, prefer))
	c.clicks++
	if what == "" {
		return false
	}
	if what == "submit" {
		c.submits++
		waitIdle(t, ctx)
		if !c.idsAllowed {
			noIDs(t, ctx, fmt.Sprintf("after action %d", c.submits))
		}
	}
	if what == "pick" && c.previews >= 0 && eval[bool](t, ctx, `!!document.getElementById("confirm")`) {
		// The chosen lay is drawn on its hex before ✔.
		run(t, ctx, "tile preview", poll(`(() => {
  const on = document.querySelector("#actions .tile-btn.on");
  const p = document.querySelector(".board-host [data-hex].preview");
  return on && p && p.dataset.tile === on.dataset.tile && p.classList.contains("selected");
})()`))
		c.previews++
	}
	return true
}

type pageState struct {
	Version int      `json:"version"`
	Acting  []string `json:"acting"`
}

// agree checks that the page shows the version and acting players the
// server's GET /state gives.
func agree(t *testing.T, ctx context.Context, s *site, game int64) pageState {
	t.Helper()
	var st pageState
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, game)), &st); err != nil {
		t.Fatal(err)
	}
	page := eval[pageState](t, ctx, `({version: window.ferro.version, acting: window.ferro.acting})`)
	if page.Version != st.Version || fmt.Sprint(page.Acting) != fmt.Sprint(st.Acting) {
		t.Fatalf("page shows version %d acting %v, server says %d acting %v", page.Version, page.Acting, st.Version, st.Acting)
	}
	return st
}

// p95 is the 95th percentile of ms.
func p95(ms []float64) float64 {
	if len(ms) == 0 {
		return 0
	}
	s := append([]float64(nil), ms...)
	sort.Float64s(s)
	return s[(len(s)*95)/100]
}

func timings(t *testing.T, ctx context.Context) []float64 {
	return eval[[]float64](t, ctx, `window.ferro.timings`)
}

// phases says where the time from ✔ to the drawn board went: p95 of the
// submission, the state and view, the board and market, the drawing.
func phases(t *testing.T, ctx context.Context) string {
	ps := eval[[][]float64](t, ctx, `window.ferro.phases`)
	cols := make([][]float64, 4)
	for _, p := range ps {
		for i := range cols {
			if i < len(p) {
				cols[i] = append(cols[i], p[i])
			}
		}
	}
	return fmt.Sprintf("p95 submit %.0f, state+view %.0f, board+market %.0f, draw %.0f ms", p95(cols[0]), p95(cols[1]), p95(cols[2]), p95(cols[3]))
}
