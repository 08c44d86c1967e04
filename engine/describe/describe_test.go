package describe_test

import (
	"encoding/json"
	"strconv"
	"testing"

	"ferro/engine"
	"ferro/engine/describe"
	"ferro/logtext"
)

// words is a title's words for the test: players by seat id, money as
// "N$", a train bought from "CR" when its id says so, tiles as "#id".
type words struct{}

func (words) Who(e string) string { return "company " + e }

func (words) Item(a engine.Action) any {
	if a.Type == "buy_train" {
		return "a " + a.Train
	}
	return "the " + a.Company
}

func (words) From(a engine.Action) any {
	if a.Train == "2J-from-CR" {
		return "CR"
	}
	return nil
}

func (words) Tile(id string) any { return "#" + id }

func (words) Choice(kind string) any { return "kind:" + kind }

func (words) Price(p *int) (string, bool) {
	if p == nil {
		return "?", false
	}
	return strconv.Itoa(*p) + "$", true
}

// Own: the title's own line for a par, nothing else.
func (words) Own(a engine.Action, who describe.Who) engine.Phrase {
	if a.Type == "par" {
		return who.Say("log.chooses", "choice", "to par")
	}
	return engine.Phrase{}
}

// TestLine: each shared action type has its line, in the title's words
// (a choice as a string, or as an object's kind and values);
// a purchase names a seller and a price only where the title gives them;
// the title's own line wins; an unknown type is "who type".
func TestLine(t *testing.T) {
	three := 3
	choose := func(choice string) engine.Action {
		return engine.Action{Type: "choose", Entity: "1"}.With(engine.Extra{Choice: json.RawMessage(choice)})
	}
	dividend := func(kind string) engine.Action {
		return engine.Action{Type: "dividend", Entity: "GI"}.With(engine.Extra{Kind: kind})
	}
	for _, c := range []struct {
		a    engine.Action
		want string
	}{
		{engine.Action{Type: "pass", Entity: "1"}, "Ann passes"},
		{engine.Action{Type: "bid", Entity: "1", Company: "MIDAS", Price: &three}, "Ann bids 3$ for the MIDAS"},
		{engine.Action{Type: "bid", Entity: "1", Company: "MIDAS"}, "Ann bids ? for the MIDAS"},
		{engine.Action{Type: "buy_company", Entity: "GI", Company: "MIDAS", Price: &three}, "company GI buys the MIDAS for 3$"},
		{engine.Action{Type: "buy_company", Entity: "GI", Company: "MIDAS"}, "company GI buys the MIDAS"},
		{engine.Action{Type: "buy_train", Entity: "GI", Train: "2J-from-CR", Price: &three}, "company GI buys a 2J-from-CR from CR for 3$"},
		{engine.Action{Type: "buy_train", Entity: "GI", Train: "2J-from-CR"}, "company GI buys a 2J-from-CR from CR"},
		{engine.Action{Type: "lay_tile", Entity: "GI", Tile: "57-1", Hex: "I15"}, "company GI lays #57-1 on I15"},
		{engine.Action{Type: "place_token", Entity: "GI", Hex: "H9"}, "company GI places a station on H9"},
		{dividend("payout"), "company GI pays out"},
		{dividend("withhold"), "company GI withholds"},
		{dividend("half"), "company GI pays half"},
		{dividend("odd"), "company GI chooses odd"},
		{engine.Action{Type: "end_game", Entity: "1"}, "Ann ends the game"},
		{engine.Action{Type: "run_routes", Entity: "GI"}.With(engine.Extra{Routes: []engine.Route{{Revenue: 2}, {Revenue: 5}}}), "company GI runs for 7$"},
		{choose(`"midas"`), "Ann chooses kind:midas"},
		{choose(`{"type":"sell","price":3,"corporation":"CR"}`), "Ann chooses kind:sell CR 3"},
		{choose(`{"type":"sell"}`), "Ann chooses kind:sell"},
		{choose(`{"price":3}`), "Ann chooses 3"},
		{engine.Action{Type: "par", Entity: "1"}, "Ann chooses to par"},
		{engine.Action{Type: "run_far_away", Entity: "GI"}, "company GI run far away"},
	} {
		if got := logtext.Render("en", describe.Line([]engine.Player{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Bob"}}, words{}, c.a)); got != c.want {
			t.Errorf("%s: %q, want %q", c.a.Type, got, c.want)
		}
	}
}
