package e2e

import (
	"context"
	"testing"
)

// idsJS lists the action buttons and log lines of the game page that show
// an internal id (a certificate CR_3 or RAM_1, a tile, train or city copy
// 57-0, 2S-1, 201-0-0, a power's symbol TWO_BARRELS, an empty
// percentage "(%)", an unfilled placeholder), with what matched.
const idsJS = `(() => {
  const id = /\b[A-Z][A-Za-z]*_[A-Z0-9][A-Z0-9_]*\b|\b[0-9A-Za-z]+-\d+\b|\(%\)|\(\)|\b0%|\{[a-z_]+\}|\bundefined\b|\bnull\b|\[object/;
  const out = [];
  for (const el of document.querySelectorAll("#actions button.act, #log li")) {
    const m = el.textContent.match(id);
    if (m) out.push(el.textContent.trim() + "  [" + m[0] + "]");
  }
  return out;
})()`

// noIDs fails the test when a button or log line of the page shows an
// internal id.
func noIDs(t *testing.T, ctx context.Context, where string) {
	t.Helper()
	if bad := eval[[]string](t, ctx, idsJS); len(bad) > 0 {
		if len(bad) > 5 {
			bad = bad[:5]
		}
		t.Fatalf("%s: the page shows internal ids: %q", where, bad)
	}
}
