// Package describe writes the log lines of the action types every title
// shares: "Ann passes", "Ann bids 3$N for A squeeze", "GI buys a 2J from
// CR for 8$N", "GI lays tile 57 on I15", "GI places a station on H9",
// "RAM pays out". A title gives the words only it knows (Words: who an
// entity is, what an item is called, how its money reads) and its own
// line only where its rules say more (Words.Own: a par, a share, a run, a
// tile lay's terrain); the keys are those of the log catalogues (package
// logtext), "log.*" for the shared lines.
package describe

import (
	"slices"
	"strings"

	"ferro/engine"
)

// Words is what the shared lines ask a title.
type Words interface {
	// Who is an action's entity that is not a player as a reader knows
	// it: a company's symbol or name.
	Who(entity string) string
	// Item is what a bid or a purchase (bid, buy_company, buy_train) is
	// for, as a reader knows it.
	Item(a engine.Action) any
	// From is whom a purchase buys from where the line names it (a player
	// selling a private company, a company selling a train), else nil.
	From(a engine.Action) any
	// Tile is a laid tile as a reader knows it, from its id.
	Tile(id string) any
	// Price is an amount (of a bid, a purchase) as the title writes it, and
	// whether a purchase's line names it; p is nil for an action that
	// gives none.
	Price(p *int) (text string, named bool)
	// Choice is a kind of choice (of choose, choose_ability) as a reader
	// knows it.
	Choice(kind string) any
	// Own is the title's line for a where its rules say more than the
	// shared lines do (its pars, shares, runs, a tile lay's cost), or the
	// zero Phrase for the shared line. who is the actor (a player's name,
	// else Who(a.Entity)).
	Own(a engine.Action, who Who) engine.Phrase
}

// Who is the acting entity of a line as a reader knows it.
type Who string

// Say is the line key says of who, with the other placeholders named and
// valued by kv (alternating names and values).
func (who Who) Say(key string, kv ...any) engine.Phrase {
	return engine.Say(key, append([]any{"who", string(who)}, kv...)...)
}

// Plain gives the words of a title whose lines name companies by their
// symbols, no seller, tiles by their ids and choices as they are; a
// title's Words embed it.
type Plain struct{}

func (Plain) Choice(kind string) any   { return kind }
func (Plain) Who(entity string) string { return entity }
func (Plain) From(engine.Action) any   { return nil }
func (Plain) Tile(id string) any       { return id }

// Line is a's log line in a game of players: the title's own where it
// has one, else the shared line of a's type, else "who type". Its actor is
// the player's name where a player acts. It reads the game (through w) as
// it is before a.
func Line(players []engine.Player, w Words, a engine.Action) engine.Phrase {
	i := slices.IndexFunc(players, func(p engine.Player) bool { return p.ID == a.Entity })
	var who Who
	if i >= 0 {
		who = Who(players[i].Name)
	} else {
		who = Who(w.Who(a.Entity))
	}
	if p := w.Own(a, who); p.Key != "" {
		return p
	}
	switch a.Type {
	case "pass":
		return who.Say("log.pass")
	case "bid":
		price, _ := w.Price(a.Price)
		return who.Say("log.bid", "price", price, "company", w.Item(a))
	case "buy_company", "buy_train":
		return buy(w, a, who)
	case "dividend":
		switch k := a.Extras().Kind; k {
		case "payout", "withhold", "half":
			return who.Say("log.dividend_" + k)
		default:
			return who.Say("log.chooses", "choice", k)
		}
	case "lay_tile":
		return who.Say("log.lay_tile", "tile", w.Tile(a.Tile), "hex", a.Hex)
	case "place_token":
		return PlaceToken(who, a.Hex)
	case "choose", "choose_ability":
		return who.Say("log.chooses", "choice", choice(w, a))
	case "run_routes":
		total := 0
		for _, r := range a.Extras().Routes {
			total += r.Revenue
		}
		price, _ := w.Price(&total)
		return who.Say("log.run_routes", "total", price)
	case "end_game":
		return who.Say("log.end_game")
	}
	return who.Say("log.other", "type", strings.ReplaceAll(a.Type, "_", " "))
}

// buy: "who buys ITEM [from SELLER] [for PRICE]".
func buy(w Words, a engine.Action, who Who) engine.Phrase {
	key, kv := "log.buy", []any{"item", w.Item(a)}
	if from := w.From(a); from != nil {
		key, kv = key+"_from", append(kv, "from", from)
	}
	if price, named := w.Price(a.Price); named {
		key, kv = key+"_for", append(kv, "price", price)
	}
	return who.Say(key, kv...)
}

// PlaceToken is the shared line of a station placed on hex, for a title
// that finds the hex elsewhere than in the action's Hex (a city's id).
func PlaceToken(who Who, hex string) engine.Phrase { return who.Say("log.place_token", "hex", hex) }
