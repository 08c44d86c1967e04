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
	"strings"

	"ferro/engine"
)

// Words is what the shared lines ask a title.
type Words interface {
	// Who is an action's entity as a reader knows it: a player's name, a
	// company's symbol or name.
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
	// Own is the title's line for a where its rules say more than the
	// shared lines do (its pars, shares, runs, a tile lay's cost), or ok
	// false for the shared line. who is Who(a.Entity).
	Own(a engine.Action, who string) (line engine.Phrase, ok bool)
}

// Line is a's log line: the title's own where it has one, else the shared
// line of a's type, else "who type". It reads the game (through w) as it
// is before a.
func Line(w Words, a engine.Action) engine.Phrase {
	who := w.Who(a.Entity)
	if p, ok := w.Own(a, who); ok {
		return p
	}
	switch a.Type {
	case "pass":
		return Say(who, "log.pass")
	case "bid":
		price, _ := w.Price(a.Price)
		return Say(who, "log.bid", "price", price, "company", w.Item(a))
	case "buy_company", "buy_train":
		return buy(w, a, who)
	case "dividend":
		switch k := a.Extras().Kind; k {
		case "payout", "withhold", "half":
			return Say(who, "log.dividend_"+k)
		default:
			return Say(who, "log.chooses", "choice", k)
		}
	case "lay_tile":
		return Say(who, "log.lay_tile", "tile", w.Tile(a.Tile), "hex", a.Hex)
	case "place_token":
		return PlaceToken(who, a.Hex)
	case "end_game":
		return Say(who, "log.end_game")
	}
	return Say(who, "log.other", "type", strings.ReplaceAll(a.Type, "_", " "))
}

// buy: "who buys ITEM [from SELLER] [for PRICE]".
func buy(w Words, a engine.Action, who string) engine.Phrase {
	key, kv := "log.buy", []any{"item", w.Item(a)}
	if from := w.From(a); from != nil {
		key, kv = key+"_from", append(kv, "from", from)
	}
	if price, named := w.Price(a.Price); named {
		key, kv = key+"_for", append(kv, "price", price)
	}
	return Say(who, key, kv...)
}

// PlaceToken is the shared line of a station placed on hex, for a title
// that finds the hex elsewhere than in the action's Hex (a city's id).
func PlaceToken(who, hex string) engine.Phrase {
	return Say(who, "log.place_token", "hex", hex)
}

// Say is the line key says of who, with the other placeholders named and
// valued by kv (alternating names and values).
func Say(who, key string, kv ...any) engine.Phrase {
	return engine.Say(key, append([]any{"who", who}, kv...)...)
}
