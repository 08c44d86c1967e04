package e2e

import (
	"fmt"
	"strings"
	"testing"
)

// TestAmountField: 1713 Menorca's heritage auction asks the bid in one
// field per heritage, bounded by the legal range in its 5 R steps, instead
// of a button per amount; a bid typed in and sent is stored with that
// amount, and a value past the range is brought back into it.
func TestAmountField(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "bidder")
	id := createHotseat(t, ctx, "1713 Menorca", 3, 4)
	waitFor(t, ctx, "an amount field", `document.querySelectorAll("#actions .amount-row input.amount").length > 0`)
	type field struct {
		Lo, Hi, Step float64
		Label        string
		Buttons      int
	}
	f := eval[field](t, ctx, `(() => { const i = document.querySelector("#actions .amount-row input.amount");
  return {lo: +i.min, hi: +i.max, step: +i.step, label: i.closest(".amount-row").querySelector(".amount-send").textContent,
    buttons: document.querySelectorAll('#actions button.act[data-type="bid"]').length}; })()`)
	if f.Step != 5 || f.Hi <= f.Lo || f.Buttons > 10 {
		t.Fatalf("bid field %+v: want 5 R steps, a range, and a control per heritage, not per amount", f)
	}
	// a value past the top comes back to the top
	got := eval[string](t, ctx, fmt.Sprintf(`(() => { const i = document.querySelector("#actions .amount-row input.amount");
  i.value = "%d"; i.dispatchEvent(new Event("change")); return i.value; })()`, int(f.Hi)+50))
	if got != fmt.Sprint(int(f.Hi)) {
		t.Errorf("a bid above the range became %s, want %v", got, f.Hi)
	}
	bid := int(f.Lo + f.Step)
	label := eval[string](t, ctx, fmt.Sprintf(`(() => { const i = document.querySelector("#actions .amount-row input.amount");
  i.value = "%d"; i.dispatchEvent(new Event("input")); return i.closest(".amount-row").querySelector(".amount-send").textContent; })()`, bid))
	if !strings.Contains(label, fmt.Sprintf("%d R", bid)) {
		t.Errorf("the button says %q for a bid of %d R", label, bid)
	}
	v := eval[int](t, ctx, `window.ferro.version`)
	eval[bool](t, ctx, `(document.querySelector("#actions .amount-row .amount-send").click(), true)`)
	waitFor(t, ctx, "the bid stored", fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, v))
	acts := string(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)))
	if !strings.Contains(acts, fmt.Sprintf(`"price":%d`, bid)) {
		t.Fatalf("the stored action has no price %d: %s", bid, acts)
	}
	line := eval[string](t, ctx, `document.querySelector("#log li").textContent`)
	if !strings.Contains(line, fmt.Sprintf("%d R", bid)) {
		t.Errorf("the log says %q", line)
	}
	t.Logf("bid field %v..%v step %v; %q", f.Lo, f.Hi, f.Step, line)
}
