package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
	"ferro/server"
	"ferro/store"
)

// storeSite is a site whose store the test reaches, and whose server can
// be replaced by a new one on the same store (as after a restart: the new
// server resumes the games waiting for a bot).
type storeSite struct {
	site
	st  store.Store
	cur atomic.Pointer[server.Server]
}

func startStoreSite(t *testing.T) *storeSite {
	t.Helper()
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "ferro.db"))
	if err != nil {
		t.Fatal(err)
	}
	s := &storeSite{st: st}
	s.restart()
	s.hs = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { s.cur.Load().ServeHTTP(w, r) }))
	s.url = s.hs.URL
	t.Cleanup(func() {
		s.hs.Close()
		s.cur.Load().Close()
		st.Close()
	})
	return s
}

// restart puts a new server on the store in the old one's place.
func (s *storeSite) restart() {
	old := s.cur.Swap(server.New(server.Config{Store: s.st, Log: log.New(io.Discard, "", 0)}))
	if old != nil {
		old.Close()
	}
}

// fixtureGame stores an active game of an 18ZOO fixture cut before its
// action upTo, seat i held by accounts[player name], and returns its id.
func (s *storeSite) fixtureGame(t *testing.T, file string, upTo int, owner int64, accounts map[string]int64) int64 {
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
	title, err := registry.Lookup(rec.Title)
	if err != nil {
		t.Fatal(err)
	}
	at := slices.IndexFunc(rec.Actions, func(a engine.Action) bool { return a.ID == upTo })
	sess, err := engine.SessionFromRecord(title, engine.NewRecord(cfg, rec.Actions[:at], nil, server.EngineVersion))
	if err != nil {
		t.Fatal(err)
	}
	g := &store.Game{Title: title.Name(), OwnerID: owner, Status: store.StatusActive, MaxPlayers: len(cfg.Players), Seed: cfg.Seed,
		OptionalRules: []string{}, EngineVersion: server.EngineVersion, Acting: sess.Game().Acting()}
	for i, p := range cfg.Players {
		g.Seats = append(g.Seats, store.Seat{Seat: i, PlayerID: p.ID, Name: p.Name, AccountID: accounts[p.Name]})
	}
	var entries [][]byte
	for _, a := range sess.Log() {
		b, _ := json.Marshal(a)
		entries = append(entries, b)
	}
	if err := s.st.CreateGame(context.Background(), g, entries); err != nil {
		t.Fatal(err)
	}
	return g.ID
}

func (s *storeSite) account(t *testing.T, name string) int64 {
	t.Helper()
	a, err := s.st.AccountByName(context.Background(), name)
	if err == nil {
		return a.ID
	}
	a, err = s.st.CreateAccount(context.Background(), name, "!")
	if err != nil {
		t.Fatal(err)
	}
	return a.ID
}

type gameAction struct {
	Type   string `json:"type"`
	Entity string `json:"entity"`
	Train  string `json:"train"`
	User   int64  `json:"user"`
}

func (s *storeSite) log(t *testing.T, id int64) []gameAction {
	t.Helper()
	var res struct {
		Actions []gameAction `json:"actions"`
	}
	if err := json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/actions", s.url, id)), &res); err != nil {
		t.Fatal(err)
	}
	return res.Actions
}

// TestTradeDeclinedAndUndoAnswered: on 18ZOO Map D a bot's family means to
// buy the person's family's 2S; it proposes instead, the person sees the
// prompt (buyer, item, price) and declines, and the train stays. Later the
// person asks to undo a bot's move, and the bot's consent arrives: the
// undo is made.
func TestTradeDeclinedAndUndoAnswered(t *testing.T) {
	b := browser(t)
	s := startStoreSite(t)
	ann := tab(t, b)
	signUp(t, ann, &s.site, "ann")
	annID := s.account(t, "ann")
	bot := s.account(t, "~bot:random:normal")
	// the fixture's action 56: PB (Player 2's) buys PE's (Player 1's) 2S-0;
	// the random bot of game 1, seat 2, chooses that buy there
	id := s.fixtureGame(t, "18ZOOMapD/dividend_as_president.json", 56, annID,
		map[string]int64{"Player 1": annID, "Player 2": bot, "Player 3": bot, "Player 4": bot})
	from := len(s.log(t, id))
	s.restart() // the new server resumes the game: the bot is to move
	run(t, ann, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
	waitIdle(t, ann)
	eval[bool](t, ann, `(window.notReloaded = true)`)
	run(t, ann, "the bot's proposal", poll(`!!document.getElementById("trade-prompt")`))
	text := eval[string](t, ann, `document.getElementById("trade-prompt").textContent`)
	if !strings.Contains(text, "Player 2") || !strings.Contains(text, "2S") || !strings.Contains(text, "11") {
		t.Errorf("the prompt does not name buyer, item and price: %q", text)
	}
	screenshot(t, ann, "trade-prompt")
	press(t, ann, "decline", "#trade-decline")
	run(t, ann, "the prompt goes", poll(`!document.getElementById("trade-prompt") || document.getElementById("trade-prompt").textContent !== `+jsString(text)))
	// no one takes PE's 2S-0
	for _, a := range s.log(t, id)[from:] {
		if a.Type == "buy_train" && a.Train == "2S-0" {
			t.Fatalf("%s bought 2S-0 after the person declined", a.Entity)
		}
	}
	// wait until the bots stop (ann's turn, or another proposal to her)
	deadline := time.Now().Add(20 * time.Second)
	for {
		if time.Now().After(deadline) {
			t.Fatalf("the bots never stopped: %d actions", len(s.log(t, id)))
		}
		if eval[bool](t, ann, `!window.ferro.busy && !!document.getElementById("trade-prompt")`) {
			press(t, ann, "decline again", "#trade-decline")
			continue
		}
		if eval[bool](t, ann, `document.getElementById("banner").classList.contains("mine") && !window.ferro.busy`) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	for _, a := range s.log(t, id)[from:] {
		if a.Type == "buy_train" && a.Train == "2S-0" && a.Entity != "PE" {
			t.Fatalf("%s bought 2S-0 though the person never agreed", a.Entity)
		}
	}
	acts := s.log(t, id)
	if acts[len(acts)-1].User != bot {
		t.Skip("the newest move is not a bot's: no undo to ask of it")
	}
	n := len(acts)
	press(t, ann, "undo", "#undo")
	run(t, ann, "the bot consents and the undo is made", poll(fmt.Sprintf(`window.ferro.version > %d && !window.ferro.busy`, n)))
	after := s.log(t, id)
	if after[n].Type != "undo" {
		t.Fatalf("after the undo request, %s was stored", after[n].Type)
	}
	if !eval[bool](t, ann, `window.notReloaded === true`) {
		t.Error("the page was reloaded")
	}
}

// TestTradeProposedToBot: on 18ZOO Map A the person's family proposes to
// buy the bot's power Rabbits at its value; the bot's answer reaches the
// page live (accepted: the purchase is in the game; declined: the page
// says so).
func TestTradeProposedToBot(t *testing.T) {
	b := browser(t)
	s := startStoreSite(t)
	ann := tab(t, b)
	signUp(t, ann, &s.site, "ann")
	annID := s.account(t, "ann")
	bot := s.account(t, "~bot:heuristic:normal")
	// the fixture's action 10: GI (Player 1's) buys Player 2's RABBITS
	id := s.fixtureGame(t, "18ZOOMapA/or_power.rabbits.cannot_upgrade.json", 10, annID,
		map[string]int64{"Player 1": annID, "Player 2": bot})
	run(t, ann, "open the game", chromedp.Navigate(fmt.Sprintf("%s/play/%d", s.url, id)))
	waitIdle(t, ann)
	eval[bool](t, ann, `(window.notReloaded = true)`)
	var st struct {
		Version int             `json:"version"`
		Legal   []engine.Action `json:"legal"`
	}
	json.Unmarshal(get(t, fmt.Sprintf("%s/api/games/%d/state", s.url, id)), &st)
	found := false
	for _, a := range st.Legal {
		found = found || a.Type == "buy_company" && a.Company == "RABBITS"
	}
	if !found {
		t.Fatal("no buy of RABBITS in the legal list")
	}
	// The buys of one power that differ only in price are one row with a
	// bounded amount (issue 26): the amount 3 is typed, then sent.
	sel := `(() => {
  const b = [...document.querySelectorAll('button[data-type="buy_company"][data-company="RABBITS"]')];
  const send = b.find((x) => x.classList.contains("amount-send")) || b.find((x) => x.textContent.includes("3"));
  const row = send && send.closest(".amount-row");
  if (row) { const i = row.querySelector("input.amount"); i.value = "3"; i.dispatchEvent(new Event("change")); }
  return send;
})()`
	if !eval[bool](t, ann, sel+`.classList.contains("propose")`) {
		t.Fatal("the buy of the bot's power is not offered as a proposal")
	}
	eval[bool](t, ann, `(`+sel+`.click(), true)`)
	run(t, ann, "the bot's answer", poll(fmt.Sprintf(`!window.ferro.busy && (window.ferro.version > %d || (document.querySelector("#trade-wait[data-status=declined]") !== null))`, st.Version)))
	if eval[bool](t, ann, fmt.Sprintf(`window.ferro.version > %d`, st.Version)) {
		acts := s.log(t, id)
		if a := acts[st.Version]; a.Type != "buy_company" || a.User != annID {
			t.Fatalf("accepted: stored %+v", a)
		}
		t.Log("the bot accepted 3 for Rabbits")
	} else {
		t.Log("the bot declined 3 for Rabbits")
		screenshot(t, ann, "trade-declined")
	}
	if !eval[bool](t, ann, `window.notReloaded === true`) {
		t.Error("the page was reloaded")
	}
}

func jsString(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// TestStartFromGamePage: a game whose seats are filled by its owner and a
// bot is started from its own page (before issue 24 the page only said
// that the game had not started); the bot then plays there live.
func TestStartFromGamePage(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ann := tab(t, b)
	signUp(t, ann, s, "ann")
	fillBotSeat(t, ann, "18ZOO - Map D", 8, "mcts:fast")
	if opt := eval[string](t, ann, `document.querySelector('#new-seats select.seat-kind[data-seat="2"] option[value="mcts:strong"]').textContent`); !strings.Contains(opt, "1.5 s") {
		t.Errorf("the lobby does not say the strong bot's time: %q", opt)
	}
	run(t, ann, "create", chromedp.Click(chromedp.ID("create-game")))
	waitPath(t, ann, "/play/")
	waitIdle(t, ann)
	run(t, ann, "the start button", poll(`!!document.getElementById("start-game")`))
	press(t, ann, "start", "#start-game")
	run(t, ann, "the game runs", poll(`!document.getElementById("start-game") && window.ferro.acting.length > 0 && !window.ferro.busy`))
	if eval[bool](t, ann, `document.getElementById("banner").textContent.includes("not started")`) {
		t.Error("the banner still says the game has not started")
	}
}
