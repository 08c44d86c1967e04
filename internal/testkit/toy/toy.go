// Package toy is a small deterministic game used only to test Ferro's
// game-independent tooling (testkit, ferro replay and simulate). It is never
// registered as a product title.
//
// Rules: 2–4 players start with 10 each; one corporation, TC, has ten 10%
// shares at 2 each. A round is a stock turn for each player in seat order
// (buy_shares or pass), then TC operates, run by its president (most shares,
// earliest seat wins ties; the first player while nobody holds any): it may
// buy_train (3, from a depot shuffled with the record's seed; buying a 4
// rusts the 2s) any number of times, then run_routes (revenue = the sum of its
// trains' sizes, paid by the bank to TC) or pass, which ends the round.
// The game ends after round 4, or at once when the depot is empty. Score:
// cash plus 2 per share.
//
// Optional rules plant bugs that the tooling must catch (see Bug*).
package toy

import (
	"encoding/json"
	"fmt"
	"strconv"

	"ferro/engine"
	"ferro/engine/view"
)

// Name is the toy's title.
const Name = "Toy Market"

// Planted bugs, switched on as optional rules.
const (
	BugShallowClone = "bug_shallow_clone" // Clone shares the players' slice
	BugLeak         = "bug_leak"          // buying a train loses 1 of the money
	BugGlobal       = "bug_global"        // revenue depends on state outside the game
	BugDirtyError   = "bug_dirty_error"   // buying shares of an unknown corporation charges before refusing
	BugPanic        = "bug_panic"         // buy_shares with a price panics
)

const (
	startCash  = 10
	sharePrice = 2
	trainPrice = 3
	lastRound  = 4
	corpID     = "TC"
)

// Title is the toy's engine.Title.
type Title struct{}

func (Title) Name() string            { return Name }
func (Title) Players() (min, max int) { return 2, 4 }

func (Title) OptionalRules() []engine.OptionalRule {
	var out []engine.OptionalRule
	for _, id := range []string{BugShallowClone, BugLeak, BugGlobal, BugDirtyError, BugPanic} {
		out = append(out, engine.OptionalRule{ID: id, Name: id, Description: "plants a bug for the test tools to find"})
	}
	return out
}

// New starts a game.
func (t Title) New(cfg engine.Config) (engine.Game, error) {
	min, max := t.Players()
	if len(cfg.Players) < min || len(cfg.Players) > max {
		return nil, fmt.Errorf("%s takes %d to %d players, not %d", Name, min, max, len(cfg.Players))
	}
	g := &Game{cfg: cfg, bugs: map[string]bool{}, round: 1, ipo: 10}
	for _, r := range cfg.OptionalRules {
		g.bugs[r] = true
	}
	for _, p := range cfg.Players {
		g.players = append(g.players, player{ID: p.ID, Name: p.Name, Cash: startCash})
		g.bank -= startCash
	}
	g.depot = []int{2, 2, 2, 3, 3, 4}
	rng := engine.NewRand(cfg.Seed)
	for i := len(g.depot) - 1; i > 0; i-- {
		j := rng.Intn(i + 1)
		g.depot[i], g.depot[j] = g.depot[j], g.depot[i]
	}
	return g, nil
}

type player struct {
	ID, Name string
	Cash     int
	Shares   int
}

// Game is a toy game in progress.
type Game struct {
	cfg     engine.Config
	bugs    map[string]bool
	players []player
	ipo     int   // shares left in TC's treasury
	corp    int   // TC's cash
	trains  []int // TC's trains, by size
	depot   []int
	bank    int // minus the money the bank has issued
	round   int
	seat    int  // whose stock turn it is
	operate bool // TC is operating
	done    bool
	reason  string
}

// globalRuns is deliberately outside any game: BugGlobal reads it.
var globalRuns int

func (g *Game) Config() engine.Config { return g.cfg }

func (g *Game) president() int {
	best := 0
	for i, p := range g.players {
		if p.Shares > g.players[best].Shares {
			best = i
		}
	}
	return best
}

// Acting lists who must act.
func (g *Game) Acting() []string {
	if g.done {
		return nil
	}
	if g.operate {
		return []string{g.players[g.president()].ID}
	}
	return []string{g.players[g.seat].ID}
}

func (g *Game) entity() string {
	if g.operate {
		return corpID
	}
	return g.players[g.seat].ID
}

// Legal lists the acting entity's legal actions, the run as the one legal
// run.
func (g *Game) Legal() []engine.Action {
	if g.done {
		return nil
	}
	e := g.entity()
	var out []engine.Action
	if g.operate {
		if g.corp >= trainPrice && len(g.depot) > 0 {
			out = append(out, engine.Action{Type: "buy_train", Entity: e, EntityType: "corporation", Train: strconv.Itoa(g.depot[0]), Price: engine.Int(trainPrice)})
		}
		if len(g.trains) > 0 {
			run := engine.Action{Type: "run_routes", Entity: e, EntityType: "corporation"}
			run.Edit().Routes = []engine.Route{{Train: "all", Connections: [][]string{}, Revenue: g.revenue()}}
			out = append(out, run)
		}
		return append(out, engine.Action{Type: "pass", Entity: e, EntityType: "corporation"})
	}
	if g.ipo > 0 && g.players[g.seat].Cash >= sharePrice {
		out = append(out, engine.Action{Type: "buy_shares", Entity: e, EntityType: "player", Corporation: corpID, Percent: engine.Int(10)})
	}
	return append(out, engine.Action{Type: "pass", Entity: e, EntityType: "player"})
}

func (g *Game) revenue() int {
	r := 0
	for _, t := range g.trains {
		r += t
	}
	if g.bugs[BugGlobal] {
		r += globalRuns % 2
	}
	return r
}

// Apply validates and applies an action.
func (g *Game) Apply(a engine.Action) error {
	if a.Type == "message" {
		return nil
	}
	if g.done {
		return engine.Illegal("game over", "the game has ended")
	}
	if a.Entity != g.entity() {
		return engine.Illegal("turn order", "%q cannot act now; %s must", a.Entity, g.entity())
	}
	switch a.Type {
	case "buy_shares":
		return g.buyShare(a)
	case "buy_train":
		return g.buyTrain()
	case "run_routes":
		return g.run(a)
	case "pass":
		g.next()
		return nil
	}
	return engine.Illegal("unknown action", "%s cannot %q now", a.Entity, a.Type)
}

func (g *Game) buyShare(a engine.Action) error {
	if g.operate {
		return engine.Illegal("stock round", "shares are bought in the stock turn")
	}
	p := &g.players[g.seat]
	if g.bugs[BugPanic] && a.Price != nil {
		_ = []int{}[*a.Price] // planted: indexes an empty slice
	}
	if g.bugs[BugDirtyError] && a.Corporation != corpID {
		p.Cash -= sharePrice // planted: charged before the check
	}
	if a.Corporation != corpID {
		return engine.Illegal("no such corporation", "%q", a.Corporation)
	}
	if g.ipo == 0 {
		return engine.Illegal("no shares", "TC has no shares left")
	}
	if p.Cash < sharePrice {
		return engine.Illegal("cash", "%s has %d, a share costs %d", p.Name, p.Cash, sharePrice)
	}
	p.Cash -= sharePrice
	p.Shares++
	g.ipo--
	g.corp += sharePrice
	g.next()
	return nil
}

func (g *Game) buyTrain() error {
	if !g.operate {
		return engine.Illegal("operating round", "only TC buys trains")
	}
	if len(g.depot) == 0 || g.corp < trainPrice {
		return engine.Illegal("train", "TC cannot buy a train now")
	}
	g.corp -= trainPrice
	g.bank += trainPrice
	if g.bugs[BugLeak] {
		g.bank--
	}
	bought := g.depot[0]
	g.depot = g.depot[1:]
	kept := g.trains[:0]
	for _, t := range g.trains {
		if t > bought-2 { // a train rusts when one two sizes bigger is bought
			kept = append(kept, t)
		}
	}
	g.trains = append(kept, bought)
	if len(g.depot) == 0 {
		g.end("depot_empty")
	}
	return nil
}

func (g *Game) run(a engine.Action) error {
	if !g.operate || len(g.trains) == 0 {
		return engine.Illegal("routes", "TC has nothing to run")
	}
	want := g.revenue()
	got := 0
	routes := a.Extras().Routes
	for _, r := range routes {
		got += r.Revenue
	}
	if len(routes) == 0 || got != want {
		return engine.Illegal("revenue", "routes earn %d, not %d", want, got)
	}
	globalRuns++
	g.corp += got
	g.bank -= got
	g.next()
	return nil
}

func (g *Game) next() {
	if g.operate {
		g.operate = false
		if g.round == lastRound {
			g.end("fixed_round")
			return
		}
		g.round++
		g.seat = 0
		return
	}
	g.seat++
	if g.seat == len(g.players) {
		g.seat = 0
		g.operate = true
	}
}

func (g *Game) end(reason string) { g.done, g.reason = true, reason }

func (g *Game) Finished() bool    { return g.done }
func (g *Game) EndReason() string { return g.reason }

// Result scores every player, finished or not.
func (g *Game) Result() map[string]int {
	out := map[string]int{}
	for _, p := range g.players {
		out[p.ID] = p.Cash + sharePrice*p.Shares
	}
	return out
}

// Clone copies the game.
func (g *Game) Clone() engine.Game {
	c := *g
	if !g.bugs[BugShallowClone] {
		c.players = append([]player(nil), g.players...)
	}
	c.trains = append([]int(nil), g.trains...)
	c.depot = append([]int(nil), g.depot...)
	return &c
}

// Audit checks that money and shares are conserved.
func (g *Game) Audit() error {
	sum, shares := g.bank+g.corp, g.ipo
	for _, p := range g.players {
		sum += p.Cash
		shares += p.Shares
	}
	if sum != 0 {
		return fmt.Errorf("money: cash and bank add up to %d, not 0", sum)
	}
	if shares != 10 {
		return fmt.Errorf("shares: %d exist, not 10", shares)
	}
	return nil
}

// id writes a player id as a number where it is one, as traces do.
func id(s string) any {
	if n, err := strconv.Atoi(s); err == nil && strconv.Itoa(n) == s {
		return n
	}
	return s
}

// Snapshot is the state in the trace schema's terms.
func (g *Game) Snapshot() json.RawMessage {
	type playerView struct {
		Name      string         `json:"name"`
		Cash      int            `json:"cash"`
		Companies []string       `json:"companies"`
		Shares    map[string]int `json:"shares"`
		Value     int            `json:"value"`
	}
	type corpView struct {
		ID        string   `json:"id"`
		Cash      int      `json:"cash"`
		President any      `json:"president"`
		Trains    []string `json:"trains"`
		IPOPct    int      `json:"ipo_pct"`
	}
	round, kind := fmt.Sprintf("SR %d", g.round), "SR"
	if g.operate {
		round, kind = fmt.Sprintf("OR %d", g.round), "OR"
	}
	var current any
	acting := []any{}
	if !g.done {
		current = id(g.entity())
		for _, a := range g.Acting() {
			acting = append(acting, id(a))
		}
	}
	players := []playerView{}
	for _, p := range g.players {
		v := playerView{Name: p.Name, Cash: p.Cash, Companies: []string{}, Shares: map[string]int{}, Value: p.Cash + sharePrice*p.Shares}
		if p.Shares > 0 {
			v.Shares[corpID] = 10 * p.Shares
		}
		players = append(players, v)
	}
	corp := corpView{ID: corpID, Cash: g.corp, Trains: trainNames(g.trains), IPOPct: 10 * g.ipo}
	if p := g.president(); g.players[p].Shares > 0 {
		corp.President = g.players[p].Name
	}
	b, err := json.Marshal(map[string]any{
		"round": round, "round_type": kind, "round_num": g.round, "turn": g.round,
		"current": current, "acting": acting, "players": players,
		"corps": []corpView{corp}, "bank": g.bank, "depot": trainNames(g.depot), "discarded": []string{},
	})
	if err != nil {
		panic(err) // plain data always encodes
	}
	return b
}

func trainNames(ts []int) []string {
	out := make([]string, len(ts))
	for i, t := range ts {
		out[i] = strconv.Itoa(t)
	}
	return out
}

// The parts every game gives (engine.Game), with the plain answers of a game
// that has no words, board or evaluation of its own.

func (g *Game) View() *view.View                      { return nil }
func (g *Game) Describe(engine.Action) engine.Phrase  { return engine.Phrase{} }
func (g *Game) Chapter() engine.Chapter               { return engine.Chapter{} }
func (g *Game) Settled(a engine.Action) engine.Action { return a }
func (g *Game) Scores() []int                         { return nil }
func (g *Game) Features(int) engine.SeatFeatures      { return engine.SeatFeatures{} }
func (g *Game) Determinize(int, uint64) engine.Game   { return g.Clone() }
func (g *Game) Exploration() float64                  { return 0 }
func (g *Game) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return engine.ReplayEach(g, log, eff)
}
func (g *Game) PriceRun(string, []engine.Route) ([][]view.Stop, error) {
	return nil, nil
}
