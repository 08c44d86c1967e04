package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/server"
	"ferro/store"
)

// menorcaOffer plays a 1713 Menorca game for ann ("1") and bob ("2") at
// random (seeded) until ann's company may offer for a vehicle of a company
// bob directs, stores it as an active game held by their accounts, and
// returns its id with the offer (the lowest price listed).
func (s *storeSite) menorcaOffer(t *testing.T, ann, bob int64) (int64, engine.Action) {
	t.Helper()
	title, err := registry.Lookup("1713 Menorca")
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Title: title.Name(), Seed: 2, Players: []engine.Player{{ID: "1", Name: "ann"}, {ID: "2", Name: "bob"}}}
	sess, err := engine.NewSession(title, cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(2, 7))
	var offer *engine.Action
	for n := 0; n < 3000 && offer == nil && !sess.Game().Finished(); n++ {
		g := sess.Game()
		legal := g.Legal()
		if len(legal) == 0 {
			break
		}
		for _, a := range legal {
			if a.Type != "buy_train" || g.Acting()[0] != "1" {
				continue
			}
			c := g.Clone()
			// an offer: the seller's director, bob, answers it
			if c.Apply(a) == nil && len(c.Acting()) == 1 && c.Acting()[0] == "2" && (offer == nil || *a.Price < *offer.Price) {
				offer = &a
			}
		}
		if offer == nil {
			if err := sess.Do(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if offer == nil {
		t.Fatal("no offer between ann's and bob's companies in 3000 random actions")
	}
	g := &store.Game{Title: title.Name(), OwnerID: ann, Status: store.StatusActive, MaxPlayers: 2, Seed: cfg.Seed,
		OptionalRules: []string{}, EngineVersion: server.EngineVersion, Acting: sess.Game().Acting(),
		Seats: []store.Seat{{Seat: 0, PlayerID: "1", Name: "ann", AccountID: ann}, {Seat: 1, PlayerID: "2", Name: "bob", AccountID: bob}}}
	var entries [][]byte
	for _, a := range sess.Log() {
		b, _ := json.Marshal(a)
		entries = append(entries, b)
	}
	if err := s.st.CreateGame(context.Background(), g, entries); err != nil {
		t.Fatal(err)
	}
	return g.ID, *offer
}

// TestMenorcaOfferBox: in 1713 Menorca ann's company offers for a vehicle
// of bob's company (an amount row: the price typed); bob's page shows the
// offer live in the trade box both titles share (buyer, vehicle, price,
// what accepting does, Accept and Decline, not offered twice), he
// accepts, and the vehicle changes hands on both pages without a reload.
func TestMenorcaOfferBox(t *testing.T) {
	b := browser(t)
	s := startStoreSite(t)
	ann, bob := tab(t, b), tab(t, b)
	signUp(t, ann, &s.site, "ann")
	signUp(t, bob, &s.site, "bob")
	id, offer := s.menorcaOffer(t, s.account(t, "ann"), s.account(t, "bob"))
	var st struct {
		Version int `json:"version"`
	}
	json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, id)), &st)
	for _, ctx := range []context.Context{ann, bob} {
		run(t, ctx, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
		waitIdle(t, ctx)
		eval[bool](t, ctx, `(window.notReloaded = true)`)
	}
	if eval[bool](t, bob, `!!document.getElementById("trade-prompt")`) {
		t.Fatal("bob is asked before any offer")
	}
	// ann types the price into the vehicle's amount row and sends it
	price := *offer.Price + 1
	sel := fmt.Sprintf(`[...document.querySelectorAll('#actions button[data-type="buy_train"][data-train=%q]')]`, offer.Train)
	row := eval[bool](t, ann, sel+`.some((x) => x.classList.contains("amount-send"))`)
	if !row {
		t.Error("the vehicle's price is not asked in one field (an amount row), as in 18ZOO")
		price = *offer.Price
	}
	if eval[bool](t, ann, sel+`.some((x) => x.classList.contains("propose"))`) {
		t.Error("Menorca's own offer is drawn as a proposal to the server")
	}
	clicked := eval[bool](t, ann, fmt.Sprintf(`(() => {
  const b = %s;
  const send = b.find((x) => x.classList.contains("amount-send"));
  if (send) {
    const i = send.closest(".amount-row").querySelector("input.amount");
    i.value = "%d"; i.dispatchEvent(new Event("change"));
    send.click(); return true;
  }
  const one = b.find((x) => x.textContent.includes("%d"));
  if (one) { one.click(); return true; }
  return false;
})()`, sel, price, price))
	if !clicked {
		t.Fatalf("ann's page offers no buy of %s: %s", offer.Train, eval[string](t, ann, `document.getElementById("actions").textContent`))
	}
	run(t, bob, "the offer reaches bob", poll(`!!document.getElementById("trade-prompt") && !window.ferro.busy`))
	text := eval[string](t, bob, `document.getElementById("trade-prompt").textContent`)
	vehicle := strings.SplitN(offer.Train, "-", 2)[0] // kar-1: a Kar
	if !strings.Contains(text, offer.Entity) || !strings.Contains(strings.ToLower(text), vehicle) || !strings.Contains(text, fmt.Sprint(price)) {
		t.Errorf("bob's prompt does not name buyer %s, vehicle %s and price %d: %q", offer.Entity, offer.Train, price, text)
	}
	if eval[bool](t, ann, `!!document.getElementById("trade-prompt")`) {
		t.Error("the buyer is asked to answer her own offer")
	}
	// what accepting does, in the server's words; the answers once, in the box
	if effect := eval[string](t, bob, `(document.querySelector("#trade-prompt .trade-effect") || {}).textContent || ""`); !strings.Contains(effect, "accept") || !strings.Contains(effect, fmt.Sprint(price)) {
		t.Errorf("the prompt does not say what accepting does: %q", effect)
	}
	if n := eval[int](t, bob, `document.querySelectorAll('#actions button[data-type="choose"]:not(#trade-accept):not(#trade-decline)').length`); n != 0 {
		t.Errorf("the offer's answers are offered again outside the trade box (%d buttons)", n)
	}
	screenshot(t, bob, "trade-offer-menorca")
	press(t, bob, "accept", "#trade-accept")
	for _, ctx := range []context.Context{ann, bob} {
		run(t, ctx, "the answer arrives", poll(fmt.Sprintf(`window.ferro.version >= %d && !window.ferro.busy && !document.getElementById("trade-prompt")`, st.Version+2)))
		if !eval[bool](t, ctx, `window.notReloaded === true`) {
			t.Error("the page was reloaded")
		}
	}
	var stored struct {
		Actions []struct {
			Type   string          `json:"type"`
			Entity json.RawMessage `json:"entity"`
			Train  string          `json:"train"`
			Price  int             `json:"price"`
			Choice string          `json:"choice"`
			User   int64           `json:"user"`
		} `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)), &stored); err != nil {
		t.Fatal(err)
	}
	if len(stored.Actions) < st.Version+2 {
		t.Fatalf("%d actions stored", len(stored.Actions))
	}
	buy, answer := stored.Actions[st.Version], stored.Actions[st.Version+1]
	if buy.Type != "buy_train" || buy.Train != offer.Train || buy.Price != price || buy.User != s.account(t, "ann") ||
		answer.Type != "choose" || answer.Choice != "accept" || answer.User != s.account(t, "bob") {
		t.Fatalf("stored %+v then %+v", buy, answer)
	}
	t.Logf("%s offered %d for %s; bob accepted", offer.Entity, price, offer.Train)
}
