package server_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/store/storetest"
)

type tradeNotesPage struct {
	Version    int `json:"version"`
	TradeNotes []struct {
		After  int    `json:"after"`
		Status string `json:"status"`
		Text   string `json:"text"`
	} `json:"trade_notes"`
}

// TestTradeNotesHeard: the page's log hears every proposal as the table
// would, not only the accepted one (issue 26): bob proposes to buy ann's
// family's 2S, ann declines; he proposes it again and withdraws it; again,
// and ann accepts. In another game he proposes it and moves on instead,
// so it lapses. Each line comes at the version it was made at, in the
// reader's language.
func TestTradeNotesHeard(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	id, buy := gameFromFixture(t, e, tradeFixture, tradeAction, ann.id, annHolds(sellerOf(t, tradeFixture), ann.id, bob.id))
	var st consentState
	bob.must("GET", fmt.Sprintf("/api/games/%d/state", id), nil, http.StatusOK, &st)
	v0 := st.Version
	prop := func(a engine.Action, v int) {
		bob.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(v, a), http.StatusAccepted, nil)
	}
	prop(buy, v0)
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal/decline", id), nil, http.StatusOK, nil)
	prop(buy, v0)
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal/decline", id), nil, http.StatusOK, nil) // withdrawn
	prop(buy, v0)
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal/accept", id), map[string]int{"version": v0}, http.StatusOK, nil)
	// in a second game of the same position, proposed and then passed over
	id2, _ := gameFromFixture(t, e, tradeFixture, tradeAction, ann.id, annHolds(sellerOf(t, tradeFixture), ann.id, bob.id))
	st = consentState{}
	bob.must("GET", fmt.Sprintf("/api/games/%d/state", id2), nil, http.StatusOK, &st)
	var other engine.Action
	for i, a := range st.Legal {
		if !slices.ContainsFunc(st.NeedsConsent, func(m struct {
			Legal  int    `json:"legal"`
			Seller string `json:"seller"`
		}) bool {
			return m.Legal == i
		}) && a.Type != "run_routes" && other.Type == "" {
			other = a
		}
	}
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal", id2), submitBody(st.Version, buy), http.StatusAccepted, nil)
	bob.must("POST", fmt.Sprintf("/api/games/%d/actions", id2), submitBody(st.Version, other), http.StatusOK, nil)
	var lapsed tradeNotesPage
	ann.must("GET", fmt.Sprintf("/api/games/%d/page", id2), nil, http.StatusOK, &lapsed)
	if len(lapsed.TradeNotes) != 2 || lapsed.TradeNotes[1].Status != "lapsed" || lapsed.TradeNotes[1].After != st.Version ||
		!strings.HasPrefix(lapsed.TradeNotes[1].Text, "The proposal lapses") {
		t.Errorf("a proposal passed over (by %s): the table heard %+v", other.Type, lapsed.TradeNotes)
	}

	var pg tradeNotesPage
	ann.must("GET", fmt.Sprintf("/api/games/%d/page", id), nil, http.StatusOK, &pg)
	var got []string
	for _, n := range pg.TradeNotes {
		got = append(got, fmt.Sprintf("%d %s", n.After, n.Status))
	}
	want := []string{
		fmt.Sprintf("%d proposed", v0), fmt.Sprintf("%d declined", v0),
		fmt.Sprintf("%d proposed", v0), fmt.Sprintf("%d withdrawn", v0),
		fmt.Sprintf("%d proposed", v0), fmt.Sprintf("%d accepted", v0),
	}
	if strings.Join(got, ", ") != strings.Join(want, ", ") {
		t.Fatalf("the table heard %v, want %v", got, want)
	}
	first := pg.TradeNotes[0].Text
	if !strings.HasPrefix(first, "Player 2 proposes to Player 1: ") || !strings.Contains(first, "2S") || !strings.Contains(pg.TradeNotes[1].Text, "Player 1 declines") {
		t.Errorf("the lines say %q, %q", first, pg.TradeNotes[1].Text)
	}
	ann.must("GET", fmt.Sprintf("/api/games/%d/page?lang=nl", id), nil, http.StatusOK, &pg)
	if !strings.Contains(pg.TradeNotes[1].Text, "weigert") {
		t.Errorf("in Dutch: %q", pg.TradeNotes[1].Text)
	}
	// before the trade (history), only what was heard by then
	ann.must("GET", fmt.Sprintf("/api/games/%d/page?at=%d", id, v0), nil, http.StatusOK, &pg)
	if len(pg.TradeNotes) != 5 {
		t.Errorf("at %d the table had heard %d lines, want the 5 before the accepted trade: %+v", v0, len(pg.TradeNotes), pg.TradeNotes)
	}
}
