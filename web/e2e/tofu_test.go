package e2e

import (
	"context"
	"strings"
	"testing"
)

// tofuJS lists the Japanese characters of the page that the browser draws
// as a missing glyph ("tofu"): each character is drawn on a canvas in the
// page's font and compared with the drawing of a character no font has.
const tofuJS = `(() => {
  const chars = [...new Set(document.body.innerText.match(/[\u3040-\u30ff\u3400-\u9fff\uff00-\uffef]/gu) || [])].slice(0, 300);
  const family = getComputedStyle(document.getElementById("app")).fontFamily;
  const c = document.createElement("canvas");
  c.width = c.height = 48;
  const g = c.getContext("2d", { willReadFrequently: true });
  const draw = (ch) => {
    g.clearRect(0, 0, 48, 48);
    g.font = "32px " + family;
    g.fillStyle = "#000";
    g.fillText(ch, 4, 36);
    const d = g.getImageData(0, 0, 48, 48).data;
    let s = "";
    for (let i = 3; i < d.length; i += 4) s += d[i] > 127 ? "1" : "0";
    return s;
  };
  const missing = new Set([draw("\u{10FFFD}"), draw("\u0378")]);
  return { count: chars.length, tofu: chars.filter((ch) => missing.has(draw(ch))) };
})()`

// noTofu fails the test when the page shows no Japanese text or draws some
// of it as missing glyphs (no CJK font: apt-get install fonts-noto-cjk).
func noTofu(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	res := eval[struct {
		Count int      `json:"count"`
		Tofu  []string `json:"tofu"`
	}](t, ctx, tofuJS)
	if res.Count == 0 {
		t.Errorf("%s: no Japanese text on the page", where)
		return
	}
	if len(res.Tofu) > 0 {
		t.Errorf("%s: %d of %d Japanese characters are drawn as missing glyphs (tofu): %s; is a CJK font installed (apt-get install fonts-noto-cjk)?",
			where, len(res.Tofu), res.Count, strings.Join(res.Tofu, ""))
	}
}
