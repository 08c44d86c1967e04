package e2e

import (
	"math/rand/v2"
	"os"
	"strconv"
	"testing"
)

func TestZZExplore(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	n, _ := strconv.Atoi(os.Getenv("AT"))
	signUp(t, ctx, s, "runner")
	var id int64
	if ti := os.Getenv("TITLE"); ti != "" {
		id = createHotseat(t, ctx, ti, 3, 4)
		if os.Getenv("PICK") != "" {
			defer func() { press(t, ctx, "pick", os.Getenv("PICK")); screenshot(t, ctx, "zz-picked") }()
		}
		c := &clicker{rnd: rand.New(rand.NewPCG(4, 12)), previews: -1}
		for c.submits < n {
			if os.Getenv("UNTIL") != "" && eval[bool](t, ctx, os.Getenv("UNTIL")) {
				break
			}
			c.step(t, ctx)
		}
	} else {
		path := recordUpTo(t, os.Getenv("REC"), n)
		id = importRecord(t, ctx, s, path)
	}
	_ = id
	waitIdle(t, ctx)
	if sel := os.Getenv("CLICK"); sel != "" {
		press(t, ctx, "click", sel)
		waitIdle(t, ctx)
	}
	t.Log(eval[string](t, ctx, `[...document.querySelectorAll("#actions .group")].map(g => g.dataset.group + ": " + [...g.querySelectorAll("button.act, .amount-row")].map(b => b.className + " | " + b.textContent).join("\n   ")).join("\n")`))
	t.Log(eval[string](t, ctx, `(() => { const W = document.documentElement.clientWidth; const out = [document.documentElement.scrollWidth + " / " + W + " / " + window.innerWidth];
  for (const el of document.querySelectorAll("body *")) { const r = el.getBoundingClientRect(); if (r.right > W + 0.5 && el.offsetParent !== null) out.push(el.tagName + "." + el.className + "#" + el.id + " right " + r.right.toFixed(1) + " w " + r.width.toFixed(1)); }
  for (const el of document.querySelectorAll(".nav, .nav *, #corps, #players, #chat, .scroll")) { const r = el.getBoundingClientRect(); out.push("M " + el.tagName + "." + el.className + "#" + el.id + " left " + r.left.toFixed(1) + " right " + r.right.toFixed(1) + " sw " + el.scrollWidth + " cw " + el.clientWidth); }
  return out.slice(0, 60).join("\n"); })()`))
	screenshot(t, ctx, "zz-explore")
	os.WriteFile("/tmp/h26-state.json", get(t, s.url+"/api/games/"+strconv.FormatInt(id, 10)+"/state"), 0o644)
}
