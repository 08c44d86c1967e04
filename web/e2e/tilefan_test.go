package e2e

import (
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/chromedp/chromedp/kb"
)

// TestTileFan picks a hex of a hotseat 18ZOO game where tiles may be laid
// and checks that each tile that fits is offered as a picture of the hex
// with it laid (the tile fan), pictures only (no ids or hexes of the
// board in them), and lays one picked with the mouse with Enter (✔).
func TestTileFan(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "fan")
	createHotseat(t, ctx, "18ZOO - Map D", 4, 2)
	// play until a family may lay a tile
	c := &clicker{rnd: rand.New(rand.NewPCG(2, 9)), avoid: []string{"pass"}, prefer: []string{"button.hex-btn"}}
	for c.clicks < 400 && !eval[bool](t, ctx, `!!document.querySelector("#actions button.hex-btn")`) {
		if !c.step(t, ctx) {
			t.Fatal("the page offers nothing")
		}
	}
	run(t, ctx, "pick a hex", poll(`(() => { const b = [...document.querySelectorAll("#actions button.hex-btn")]; if (!b.length) return false; b[0].click(); return true; })()`))
	waitFor(t, ctx, "the tile fan", `document.querySelectorAll("#tile-fan .tile-btn").length > 0 && [...document.querySelectorAll("#tile-fan .tile-btn")].every(b => b.querySelector(".tile-pic svg"))`)
	n := eval[int](t, ctx, `document.querySelectorAll("#tile-fan .tile-btn").length`)
	dup := eval[int](t, ctx, `document.querySelectorAll("#tile-fan [id], #tile-fan [data-hex]").length`)
	if dup != 0 {
		t.Errorf("the fan's pictures carry %d ids or hexes of the board", dup)
	}
	// a click with the mouse, then Enter: Enter is ✔, not the tile again
	run(t, ctx, "pick a tile", clickOn("#tile-fan .tile-btn"))
	waitFor(t, ctx, "rotations", `!!document.getElementById("rotate")`)
	rot := eval[string](t, ctx, `document.getElementById("rotate").textContent`)
	screenshot(t, ctx, "tile-fan")
	v := eval[int](t, ctx, `window.ferro.version`)
	pressKey(t, ctx, kb.Enter)
	waitFor(t, ctx, "laid with Enter", `window.ferro.version > `+strconv.Itoa(v)+` && !window.ferro.busy`)
	t.Logf("%d tiles in the fan, rotations %q", n, rot)
}
