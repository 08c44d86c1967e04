package e2e

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// TestTrainBuysBySeller: at the real Map D game dividend_as_president
// after 55 actions, the Polar bears may buy any of the Penguins' four 2S
// for 1 to 11$N. The page shows one row for the seller, not one per train:
// the seller named, the price in a field bounded by the legal range, "one
// of 4 alike"; a price typed in is the price stored.
func TestTrainBuysBySeller(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "buyer")
	id := importRecord(t, ctx, s, recordUpTo(t, "18ZOOMapD/dividend_as_president.json", 55))
	type row struct {
		Label, Alike string
		Lo, Hi       string
	}
	rows := eval[[]row](t, ctx, `[...document.querySelectorAll('#actions [data-group="buy_train"] .amount-row')].map((r) => ({
  label: r.querySelector(".amount-send").textContent, alike: (r.querySelector(".alike") || {}).textContent || "",
  lo: r.querySelector("input.amount").min, hi: r.querySelector("input.amount").max}))`)
	if len(rows) != 1 {
		t.Fatalf("%d rows buy a train, want 1 (the Penguins' four 2S alike): %+v", len(rows), rows)
	}
	r := rows[0]
	if !strings.Contains(r.Label, "from Penguins (PE)") || r.Lo != "1" || r.Hi != "11" || !strings.Contains(r.Alike, "4") {
		t.Errorf("the row %+v does not name the seller, bound the price to 1–11 or say 4 alike", r)
	}
	screenshot(t, ctx, "train-buy-grouped")
	v := eval[int](t, ctx, `window.ferro.version`)
	eval[bool](t, ctx, `(() => { const r = document.querySelector('#actions [data-group="buy_train"] .amount-row');
  const i = r.querySelector("input.amount"); i.value = "5"; i.dispatchEvent(new Event("change"));
  r.querySelector(".amount-send").click(); return true; })()`)
	waitFor(t, ctx, "the buy stored", fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, v))
	var acts struct {
		Actions []struct {
			Type  string `json:"type"`
			Train string `json:"train"`
			Price int    `json:"price"`
		} `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)), &acts); err != nil {
		t.Fatal(err)
	}
	last := acts.Actions[v]
	if last.Type != "buy_train" || !strings.HasPrefix(last.Train, "2S-") || last.Price != 5 {
		t.Fatalf("stored %+v, want a 2S bought for 5", last)
	}
}

// TestFoundByHomePort: 1713 Menorca's stock round lists a company founded
// at each par price on each home port (RAM at 75 R on B9, G6 or K10 …).
// The page shows one row per company: its home ports and prices as
// choices, the port chosen lit on the map, and one button; the choice
// made is the action stored.
func TestFoundByHomePort(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	signUp(t, ctx, s, "founder")
	id := createHotseat(t, ctx, "1713 Menorca", 3, 4)
	c := &clicker{rnd: rand.New(rand.NewPCG(4, 12)), previews: -1, avoid: []string{"pass"}}
	for !eval[bool](t, ctx, `!!document.querySelector('#actions .facet-row[data-type="par"] .facet[data-field="hex"]')`) {
		if c.submits > 200 || !c.step(t, ctx) {
			t.Fatal("no company to found on a choice of home ports in 200 actions")
		}
	}
	waitIdle(t, ctx)
	var st struct {
		Legal []struct {
			Type string `json:"type"`
			Corp string `json:"corporation"`
			Hex  string `json:"hex"`
		} `json:"legal"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, id)), &st); err != nil {
		t.Fatal(err)
	}
	corps, pars := map[string]bool{}, 0
	hexes := map[string][]string{}
	for _, a := range st.Legal {
		if a.Type == "par" {
			pars++
			corps[a.Corp] = true
			if a.Hex != "" && !strings.Contains(strings.Join(hexes[a.Corp], " "), a.Hex) {
				hexes[a.Corp] = append(hexes[a.Corp], a.Hex)
			}
		}
	}
	rows := eval[int](t, ctx, `document.querySelectorAll('#actions .facet-row[data-type="par"]').length`)
	buttons := eval[int](t, ctx, `document.querySelectorAll('#actions button.act[data-type="par"]').length`)
	if rows != len(corps) || buttons != len(corps) {
		t.Fatalf("%d founding actions of %d companies are %d rows and %d buttons, want one each per company", pars, len(corps), rows, buttons)
	}
	var corp string
	for c, hs := range hexes {
		if len(hs) > 1 && (corp == "" || c < corp) {
			corp = c
		}
	}
	if corp == "" {
		t.Fatal("no company with a choice of home ports")
	}
	hx := hexes[corp][len(hexes[corp])-1]
	row := fmt.Sprintf(`#actions .facet-row[data-type="par"][data-corp=%q]`, corp)
	press(t, ctx, "the home port "+hx, fmt.Sprintf(`%s .facet-pick[data-field="hex"][data-value=%q]`, row, hx))
	run(t, ctx, hx+" lit", poll(fmt.Sprintf(`!!document.querySelector('.board-host [data-hex=%q].lit') && document.querySelectorAll('.board-host [data-hex].lit').length === 1`, hx)))
	if label := eval[string](t, ctx, fmt.Sprintf(`document.querySelector(%q).textContent`, row+" .facet-send")); !strings.Contains(label, "its token on "+hx) {
		t.Errorf("with %s chosen the button says %q", hx, label)
	}
	screenshot(t, ctx, "menorca-found")
	v := eval[int](t, ctx, `window.ferro.version`)
	press(t, ctx, "found", row+` .facet-send`)
	waitFor(t, ctx, "the founding stored", fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, v))
	var acts struct {
		Actions []struct {
			Type string `json:"type"`
			Corp string `json:"corporation"`
			Hex  string `json:"hex"`
		} `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)), &acts); err != nil {
		t.Fatal(err)
	}
	if last := acts.Actions[v]; last.Type != "par" || last.Corp != corp || last.Hex != hx {
		t.Fatalf("stored %+v, want %s founded on %s", last, corp, hx)
	}
}
