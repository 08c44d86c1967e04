package server_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
	"ferro/server"
	"ferro/store"
	"ferro/store/storetest"
)

// gameFromFixture stores an active game of a fixture record cut before its
// action of id upTo, its seats held by holder(player id) (0: the owner's
// hotseat game), and returns its id and the record's action upTo.
func gameFromFixture(t *testing.T, e *env, file string, upTo int, owner int64, holder func(pid string) int64) (int64, engine.Action) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(testkit.FixturesDir(t), "18zoo", file))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := rec.Config()
	if err != nil {
		t.Fatal(err)
	}
	title, err := registry.Lookup(rec.Title)
	if err != nil {
		t.Fatal(err)
	}
	at := slices.IndexFunc(rec.Actions, func(a engine.Action) bool { return a.ID == upTo })
	if at < 0 {
		t.Fatalf("%s has no action %d", file, upTo)
	}
	sess, err := engine.SessionFromRecord(title, engine.NewRecord(cfg, rec.Actions[:at], nil, server.EngineVersion))
	if err != nil {
		t.Fatal(err)
	}
	g := &store.Game{Title: title.Name(), OwnerID: owner, Status: store.StatusActive, MaxPlayers: len(cfg.Players), Seed: cfg.Seed,
		OptionalRules: cfg.OptionalRules, EngineVersion: server.EngineVersion, Acting: sess.Game().Acting()}
	if g.OptionalRules == nil {
		g.OptionalRules = []string{}
	}
	hotseat := true
	for i, p := range cfg.Players {
		acct := holder(p.ID)
		if acct != 0 {
			hotseat = false
		} else {
			acct = owner
		}
		g.Seats = append(g.Seats, store.Seat{Seat: i, PlayerID: p.ID, Name: p.Name, AccountID: acct})
	}
	g.Hotseat = hotseat
	var entries [][]byte
	for _, a := range sess.Log() {
		b, _ := json.Marshal(a)
		entries = append(entries, b)
	}
	if err := e.st.CreateGame(context.Background(), g, entries); err != nil {
		t.Fatal(err)
	}
	return g.ID, rec.Actions[at]
}

type proposal struct {
	Version    int           `json:"version"`
	Action     engine.Action `json:"action"`
	Buyer      string        `json:"buyer"`
	Seller     string        `json:"seller"`
	SellerName string        `json:"seller_name"`
	Item       string        `json:"item"`
	Price      int           `json:"price"`
	Text       string        `json:"text"`
	Status     string        `json:"status"`
}

type consentState struct {
	stateView
	NeedsConsent []struct {
		Legal  int    `json:"legal"`
		Seller string `json:"seller"`
	} `json:"needs_consent"`
}

// The fixture's action 56: family PB (bob's) buys the 2S of a family Player
// 1 (ann) presides.
const (
	tradeFixture = "18ZOOMapD/dividend_as_president.json"
	tradeAction  = 56
	tradeSeller  = "Player 1"
)

// TestTradeNeedsConsent: a train bought from a family another person
// presides is marked in the legal list, refused when submitted directly,
// and only taken when the seller accepts a proposal of it; a declined or
// withdrawn proposal leaves the train where it is, a move voids a
// proposal, and the accepted trade is the buyer's action in a record that
// replays.
func TestTradeNeedsConsent(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) { tradeNeedsConsent(t, b) })
	}
}

func tradeNeedsConsent(t *testing.T, b storetest.Backend) {
	e := newEnv(t, b, nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	sellerID := ""
	id, buy := gameFromFixture(t, e, tradeFixture, tradeAction, ann.id, annHolds(sellerOf(t, tradeFixture), ann.id, bob.id))
	var st consentState
	bob.must("GET", fmt.Sprintf("/api/games/%d/state", id), nil, http.StatusOK, &st)
	marked := 0
	for _, m := range st.NeedsConsent {
		a := st.Legal[m.Legal]
		if a.Type != "buy_train" || (sellerID != "" && m.Seller != sellerID) {
			t.Fatalf("marked %s %s for %s", a.Type, a.Train, m.Seller)
		}
		sellerID = m.Seller
		if a.Train == buy.Train {
			marked++
		}
	}
	if marked == 0 || !slices.Contains(ann.state(id).YourSeats, sellerID) {
		t.Fatalf("no buy of %s marked as needing ann's consent (marks %+v)", buy.Train, st.NeedsConsent)
	}
	// a direct buy is refused, naming the rule; nothing is stored
	var refused apiErr
	bob.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, buy), http.StatusConflict, &refused)
	if refused.Code != "consent_needed" || refused.Rule == "" {
		t.Fatalf("direct buy: %+v", refused)
	}
	// ann cannot propose for bob's family; bob proposes, ann declines
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(st.Version, buy), http.StatusForbidden, nil)
	var p proposal
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(st.Version, buy), http.StatusAccepted, &p)
	if p.Status != "pending" || p.Item != buy.Train || p.Price != *buy.Price || p.Seller != sellerID || p.Text == "" || p.Version != st.Version {
		t.Fatalf("proposal: %+v", p)
	}
	ann.must("GET", fmt.Sprintf("/api/games/%d/proposal", id), nil, http.StatusOK, &p)
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal/accept", id), map[string]int{"version": st.Version}, http.StatusForbidden, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal/decline", id), nil, http.StatusOK, &p)
	bob.must("GET", fmt.Sprintf("/api/games/%d/proposal", id), nil, http.StatusOK, &p)
	if p.Status != "declined" {
		t.Fatalf("after ann declined, bob sees %+v", p)
	}
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal/accept", id), map[string]int{"version": st.Version}, http.StatusConflict, nil)
	if v := bob.state(id).Version; v != st.Version {
		t.Fatalf("version %d after a declined proposal, want %d", v, st.Version)
	}
	// proposed again and withdrawn
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(st.Version, buy), http.StatusAccepted, nil)
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal/decline", id), nil, http.StatusOK, &p)
	if p.Status != "withdrawn" {
		t.Fatalf("withdrawn: %+v", p)
	}
	// proposed again, accepted against the wrong version, then accepted
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(st.Version, buy), http.StatusAccepted, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal/accept", id), map[string]int{"version": st.Version - 1}, http.StatusConflict, nil)
	var after stateView
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal/accept", id), map[string]int{"version": st.Version}, http.StatusOK, &after)
	if after.Version != st.Version+1 || after.Action == nil || after.Action.Type != "buy_train" || after.Action.Train != buy.Train ||
		after.Action.Extras().User != int(bob.id) {
		t.Fatalf("accepted: version %d, action %+v", after.Version, after.Action)
	}
	bob.must("GET", fmt.Sprintf("/api/games/%d/proposal", id), nil, http.StatusNotFound, nil)
	// the stored log, the trade in it, replays on the fixture's definition
	// (the record of an active game may be withheld: its seed is hidden)
	data, err := os.ReadFile(filepath.Join(testkit.FixturesDir(t), "18zoo", tradeFixture))
	if err != nil {
		t.Fatal(err)
	}
	r, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	title, _ := registry.Lookup(r.Title)
	cfg, _ := r.Config()
	log := bob.actions(id)
	if _, err := engine.Replay(title, cfg, log); err != nil || log[len(log)-1].Train != buy.Train {
		t.Fatalf("the log with the accepted trade does not replay: %v", err)
	}
}

// annHolds gives ann's account the seat of player seller, bob's the others.
func annHolds(seller string, ann, bob int64) func(string) int64 {
	return func(pid string) int64 {
		if pid == seller {
			return ann
		}
		return bob
	}
}

// sellerOf is the seller's player id of the fixture's trade: its player
// named tradeSeller.
func sellerOf(t *testing.T, file string) string {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(testkit.FixturesDir(t), "18zoo", file))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := rec.Config()
	for _, p := range cfg.Players {
		if p.Name == tradeSeller {
			return p.ID
		}
	}
	t.Fatalf("%s has no %s", file, tradeSeller)
	return ""
}

// TestTradeLapses: a move in between voids a proposal.
func TestTradeLapses(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	id, buy := gameFromFixture(t, e, tradeFixture, tradeAction, ann.id, annHolds(sellerOf(t, tradeFixture), ann.id, bob.id))
	var st consentState
	bob.must("GET", fmt.Sprintf("/api/games/%d/state", id), nil, http.StatusOK, &st)
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(st.Version, buy), http.StatusAccepted, nil)
	// bob moves on: any legal action that needs no consent
	var other engine.Action
	found := false
	for i, a := range st.Legal {
		if !slices.ContainsFunc(st.NeedsConsent, func(m struct {
			Legal  int    `json:"legal"`
			Seller string `json:"seller"`
		}) bool {
			return m.Legal == i
		}) && a.Type != "run_routes" {
			other, found = a, true
			break
		}
	}
	if !found {
		t.Fatal("no other move to make")
	}
	bob.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, other), http.StatusOK, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal/accept", id), map[string]int{"version": st.Version}, http.StatusNotFound, nil)
	bob.must("GET", fmt.Sprintf("/api/games/%d/proposal", id), nil, http.StatusNotFound, nil)
}

// TestTradeSamePerson: in a hotseat game (one person holds every seat) the
// same trade needs no consent and is submitted directly.
func TestTradeSamePerson(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	id, buy := gameFromFixture(t, e, tradeFixture, tradeAction, ann.id, func(string) int64 { return 0 })
	var st consentState
	ann.must("GET", fmt.Sprintf("/api/games/%d/state", id), nil, http.StatusOK, &st)
	if len(st.NeedsConsent) != 0 {
		t.Fatalf("hotseat: %d actions marked as needing consent", len(st.NeedsConsent))
	}
	ann.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(st.Version, buy), http.StatusConflict, nil)
	ann.must("POST", fmt.Sprintf("/api/games/%d/actions", id), submitBody(st.Version, buy), http.StatusOK, nil)
}

// TestProposalNotifiesSeller: the seller of a proposal hears of it by
// webhook (event "proposal", the trade as the log says it), as of a turn.
func TestProposalNotifiesSeller(t *testing.T) {
	hook := make(chan map[string]any, 10)
	recv := newHookServer(t, func(w http.ResponseWriter, r *http.Request) {
		var m map[string]any
		json.NewDecoder(r.Body).Decode(&m)
		hook <- m
	})
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	ann.must("PUT", "/api/me/webhook", map[string]string{"url": recv, "kind": "json"}, http.StatusOK, nil)
	id, buy := gameFromFixture(t, e, tradeFixture, tradeAction, ann.id, annHolds(sellerOf(t, tradeFixture), ann.id, bob.id))
	st := bob.state(id)
	bob.must("POST", fmt.Sprintf("/api/games/%d/proposal", id), submitBody(st.Version, buy), http.StatusAccepted, nil)
	select {
	case m := <-hook:
		if m["event"] != "proposal" || !strings.Contains(fmt.Sprint(m["last_move"]), "2S") || m["player_id"] != sellerOf(t, tradeFixture) {
			t.Fatalf("the seller's notice: %v", m)
		}
	case <-time.After(10 * time.Second):
		t.Fatal("no notice of the proposal reached the seller")
	}
}
