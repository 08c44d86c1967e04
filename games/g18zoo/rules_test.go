package g18zoo_test

import (
	"encoding/json"
	"errors"
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/internal/playcheck"
)

// walkthroughActions are the seed documents' opening moves.
func walkthroughActions() []engine.Action {
	return []engine.Action{
		{Type: "pass", Entity: "3", EntityType: "player"},
		{Type: "pass", Entity: "2", EntityType: "player"},
		{Type: "bid", Entity: "1", EntityType: "player", Company: "LEPRECHAUN_POT_OF_GOLD", Price: engine.Int(2)},
		engine.Action{Type: "par", Entity: "1", EntityType: "player", Corporation: "PB"}.With(engine.Extra{SharePrice: json.RawMessage(`"7,1,1"`)}),
		{Type: "lay_tile", Entity: "PB", EntityType: "corporation", Hex: "N10", Tile: "57-0", Rotation: engine.Int(0)},
		{Type: "pass", Entity: "1", EntityType: "player"},
		engine.Action{Type: "par", Entity: "2", EntityType: "player", Corporation: "PE"}.With(engine.Extra{SharePrice: json.RawMessage(`"7,1,1"`)}),
		{Type: "lay_tile", Entity: "PE", EntityType: "corporation", Hex: "K17", Tile: "5-0", Rotation: engine.Int(3)},
		{Type: "pass", Entity: "2", EntityType: "player"},
		{Type: "pass", Entity: "3", EntityType: "player"},
		{Type: "buy_shares", Entity: "1", EntityType: "player", Shares: []string{"PB_1"}, Percent: engine.Int(20)},
	}
}

// walkthrough is the seed documents' opening (Map A, 3 players, seed 3).
func walkthrough(t *testing.T, upto int) engine.Game {
	t.Helper()
	title := g18zoo.Titles()[0]
	cfg := zooConfig(title, 3, 3)
	g, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	acts := walkthroughActions()
	for i, a := range acts[:upto] {
		if err := g.Apply(a); err != nil {
			t.Fatalf("setup action %d: %v", i, err)
		}
	}
	return g
}

// TestIllegalActions: each illegal action is refused naming the rule it
// breaks, and the game is unchanged.
func TestIllegalActions(t *testing.T) {
	cases := []struct {
		name string
		upto int // walkthrough actions applied first
		a    engine.Action
		rule string
	}{
		{"draft: a power not on offer", 1, engine.Action{Type: "bid", Entity: "2", EntityType: "player", Company: "WINGS", Price: engine.Int(2)}, "draft"},
		{"turn order: not your turn", 2, engine.Action{Type: "pass", Entity: "3", EntityType: "player"}, "turn order"},
		{"neighbour rule", 6, engine.Action{Type: "par", Entity: "2", EntityType: "player", Corporation: "TI"}.With(engine.Extra{SharePrice: json.RawMessage(`"7,1,1"`)}), "neighbour rule"},
		{"par price out of the phase", 3, engine.Action{Type: "par", Entity: "1", EntityType: "player", Corporation: "PB"}.With(engine.Extra{SharePrice: json.RawMessage(`"9,1,3"`)}), "par price"},
		{"home track is compulsory while the home is white", 4, engine.Action{Type: "pass", Entity: "PB", EntityType: "corporation"}, "turn order"},
		{"home track elsewhere", 4, engine.Action{Type: "lay_tile", Entity: "PB", EntityType: "corporation", Hex: "K17", Tile: "57-0", Rotation: engine.Int(0)}, "home track"},
		{"one purchase per turn", 11, engine.Action{Type: "buy_shares", Entity: "1", EntityType: "player", Shares: []string{"PB_2"}, Percent: engine.Int(20)}, "buy shares"},
		{"sell before buy", 11, engine.Action{Type: "sell_shares", Entity: "1", EntityType: "player", Shares: []string{"PB_1"}, Percent: engine.Int(20)}, "sell shares"},
		{"the cousin waits for Wednesday", 10, engine.Action{Type: "buy_shares", Entity: "1", EntityType: "player", Shares: []string{"PB_4"}, Percent: engine.Int(20)}, "sixth share"},
		{"unknown entity", 10, engine.Action{Type: "pass", Entity: "Nobody", EntityType: "player"}, "entity"},
		{"buy train in a stock round", 10, engine.Action{Type: "buy_train", Entity: "PB", EntityType: "corporation", Train: "2S-0", Price: engine.Int(7)}, "turn order"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := walkthrough(t, c.upto)
			before := g.Snapshot()
			err := g.Apply(c.a)
			if err == nil {
				t.Fatalf("accepted")
			}
			var ie *engine.IllegalError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not an IllegalError", err)
			}
			if c.rule != "" && ie.Rule != c.rule {
				t.Errorf("rule %q, want %q (%v)", ie.Rule, c.rule, err)
			}
			if string(g.Snapshot()) != string(before) {
				t.Errorf("state changed by a refused action")
			}
		})
	}
}

// TestWalkthroughFigures checks the seed walkthrough's money: the par pays
// the family 14$N (incremental capitalization), Leprechaun pays 2$N at
// once and 2$N at the stock round, and a 20% share costs 7$N.
func TestWalkthroughFigures(t *testing.T) {
	var v struct {
		Players []struct {
			Name   string         `json:"name"`
			Cash   int            `json:"cash"`
			Shares map[string]int `json:"shares"`
		} `json:"players"`
		Corps []struct {
			ID   string `json:"id"`
			Cash int    `json:"cash"`
		} `json:"corps"`
	}
	g := walkthrough(t, 11)
	if err := json.Unmarshal(g.Snapshot(), &v); err != nil {
		t.Fatal(err)
	}
	cash := map[string]int{}
	for _, p := range v.Players {
		cash[p.Name] = p.Cash
	}
	for _, c := range v.Corps {
		cash[c.ID] = c.Cash
	}
	want := map[string]int{"Player 1": 9, "Player 2": 14, "Player 3": 28, "PB": 21, "PE": 14}
	for k, w := range want {
		if cash[k] != w {
			t.Errorf("%s has %d$N, want %d$N", k, cash[k], w)
		}
	}
}

// TestPowersVisible: with "Powers visible" every future power is shown from the start.
func TestPowersVisible(t *testing.T) {
	title := g18zoo.Titles()[0]
	for _, c := range []struct {
		rules  []string
		future int
	}{{nil, 4}, {[]string{"power_visible"}, 12}} {
		cfg := zooConfig(title, 3, 3)
		cfg.OptionalRules = c.rules
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		var v struct {
			Future []string `json:"future_companies"`
		}
		json.Unmarshal(g.Snapshot(), &v)
		if len(v.Future) != c.future {
			t.Errorf("rules %v: %d future powers, want %d", c.rules, len(v.Future), c.future)
		}
	}
	if _, err := title.New(engine.Config{Title: title.Name(), Players: zooConfig(title, 3, 3).Players, OptionalRules: []string{"nonsense"}}); err == nil {
		t.Errorf("an unknown optional rule was accepted")
	}
}

// TestDeterminism: the same seed and actions give the same state; a clone equals a replay.
func TestDeterminism(t *testing.T) {
	a, b := walkthrough(t, 11), walkthrough(t, 11)
	if string(a.Snapshot()) != string(b.Snapshot()) {
		t.Fatal("two replays of the same actions differ")
	}
	c := a.Clone()
	if err := a.Apply(engine.Action{Type: "pass", Entity: "1", EntityType: "player"}); err != nil {
		t.Fatal(err)
	}
	if string(c.Snapshot()) != string(b.Snapshot()) {
		t.Fatal("a clone changed when the original moved on")
	}
}

// TestRefusedAfterPartialApply: an action that fails after part of it was
// applied (here a valid pass carrying an automatic action that is not
// allowed) leaves the game exactly as it was, and play goes on; for a game
// built action by action and for one built by engine.Replay (which keeps
// the replayed log to restore from).
func TestRefusedAfterPartialApply(t *testing.T) {
	built := walkthrough(t, 5)
	replayed, err := engine.Replay(g18zoo.Titles()[0], built.Config(), walkthroughActions()[:5])
	if err != nil {
		t.Fatal(err)
	}
	for name, g := range map[string]engine.Game{"applied": built, "replayed": replayed} {
		t.Run(name, func(t *testing.T) {
			before := g.Snapshot()
			a := engine.Action{Type: "pass", Entity: "1", EntityType: "player"}.With(engine.Extra{
				AutoActions: []engine.Action{{Type: "buy_shares", Entity: "3", EntityType: "player", Shares: []string{"PB_2"}, Percent: engine.Int(20)}}})
			if err := g.Apply(a); err == nil {
				t.Fatal("accepted an automatic action out of turn")
			}
			if d := playcheck.SameState(before, g.Snapshot()); d != nil {
				t.Fatalf("state changed by a refused action: %v", d)
			}
			if err := g.Apply(engine.Action{Type: "pass", Entity: "1", EntityType: "player"}); err != nil {
				t.Fatalf("the game does not go on after the refusal: %v", err)
			}
		})
	}
}
