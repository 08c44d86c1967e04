package g18zoo

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"ferro/engine"
	"ferro/engine/shares"
)

var _ engine.Describer = (*Game)(nil)

func money(n int) string { return strconv.Itoa(n) + "$N" }

// Describe writes an action as a log line, reading the game as it is
// before the action. Its keys are those of the log catalogues (package
// logtext); names, hexes and money are given as they are.
func (g *Game) Describe(a engine.Action) engine.Phrase {
	// companyName is a power's or ticket's name as a reader knows it; who
	// the action's entity: a player's name, a family's symbol, a power's name
	companyName := func(sym string) string {
		if c := g.companyIdx(sym); c >= 0 {
			return g.companies[c].Name
		}
		return sym
	}
	who := a.Entity
	if p := seatOf(g.players, a.Entity); p >= 0 {
		who = g.players[p].Name
	} else if g.fams.idx(a.Entity) < 0 {
		who = companyName(a.Entity)
	}
	say := func(key string, kv ...any) engine.Phrase {
		return engine.Say(key, append([]any{"who", who}, kv...)...)
	}
	switch a.Type {
	case "pass":
		return say("log.pass")
	case "bid":
		return say("log.bid", "price", moneyPtr(a.Price), "company", companyName(a.Company))
	case "buy_company":
		if a.Price == nil {
			return say("log.buy", "item", companyName(a.Company))
		}
		// from whom: a player selling a power to a family
		if c := g.companyIdx(a.Company); c >= 0 {
			if seat, ok := g.companies[c].Owner.SeatOf(); ok && seat >= 0 && seat < len(g.players) {
				return say("log.buy_from_for", "item", companyName(a.Company), "from", g.players[seat].Name, "price", money(*a.Price))
			}
		}
		return say("log.buy_for", "item", companyName(a.Company), "price", money(*a.Price))
	case "par":
		sp := a.SharePriceString()
		if i := strings.IndexByte(sp, ','); i > 0 {
			sp = sp[:i]
		}
		return say("zoo.par", "family", g.famWord(a.Corporation), "price", sp+"$N")
	case "buy_shares", "sell_shares":
		return g.describeShares(a, say)
	case "lay_tile":
		name, _, _ := strings.Cut(a.Tile, "-")
		if i := strings.LastIndexByte(a.Tile, '-'); i > 0 {
			name = a.Tile[:i]
		}
		if h, ok := g.board.b.Hex(a.Hex); ok {
			if t, _ := g.board.b.Tile(h); t.Cost > 0 {
				if t.Terrain != "" {
					return say("zoo.lay_tile_terrain", "tile", name, "hex", a.Hex, "cost", money(t.Cost), "terrain", engine.Say("terrain."+t.Terrain))
				}
				return say("zoo.lay_tile_cost", "tile", name, "hex", a.Hex, "cost", money(t.Cost))
			}
		}
		return say("zoo.lay_tile", "tile", name, "hex", a.Hex)
	case "place_token":
		hex := a.Hex
		if a.City != "" {
			if h, _, err := g.board.b.FindCity(a.City); err == nil {
				hex = g.board.b.Map().HexID(h)
			}
		}
		if f := g.fams.idx(a.Entity); f >= 0 {
			if p := g.fams[f].nextTokenPrice(); p > 0 {
				return say("zoo.place_token_for", "hex", hex, "price", money(p))
			}
		}
		return say("zoo.place_token", "hex", hex)
	case "run_routes":
		rs := a.Extras().Routes
		if len(rs) == 0 {
			return say("zoo.run_none")
		}
		total := 0
		parts := make([]string, 0, len(rs))
		for _, r := range rs {
			if len(r.Hexes) == 0 {
				continue // a train that runs nowhere
			}
			train, _, _ := strings.Cut(r.Train, "-")
			parts = append(parts, train+" "+money(r.Revenue)+" ("+strings.Join(r.Hexes, " ")+")")
			total += r.Revenue
		}
		if len(parts) == 0 {
			return say("zoo.run_none")
		}
		return say("zoo.run_routes", "runs", strings.Join(parts, ", "), "total", money(total))
	case "dividend":
		switch k := a.Extras().Kind; k {
		case "payout", "withhold", "half":
			return say("log.dividend_" + k)
		default:
			return say("log.chooses", "choice", k)
		}
	case "buy_train":
		train, _, _ := strings.Cut(a.Train, "-")
		if v := a.Extras().Variant; v != "" {
			train = v
		}
		var from any = ""
		for _, t := range g.trains {
			if t.ID == a.Train && t.Owner.Kind == shares.Treasury {
				from = g.famWord(g.fams[t.Owner.Index].Sym)
			}
		}
		key := "zoo.buy_train"
		if from != "" {
			key += "_from"
		}
		if a.Price != nil {
			key += "_for"
		}
		return say(key, "train", train, "from", from, "price", moneyPtr(a.Price))
	case "discard_train":
		train, _, _ := strings.Cut(a.Train, "-")
		return say("zoo.discard_train", "train", train)
	case "assign":
		return say("zoo.assign", "target", a.Extras().Target)
	case "choose_ability", "choose":
		if p, ok := g.describeChoice(a, who); ok {
			return p
		}
		return say("log.chooses", "choice", choiceText(a))
	case "end_game":
		return say("log.end_game")
	case "program_share_pass", "program_buy_shares", "program_disable":
		return say("zoo." + a.Type)
	}
	return say("log.other", "type", strings.ReplaceAll(a.Type, "_", " "))
}

// choiceWords are the kinds of choice the log names in words of the
// reader's language (key "zoo.choice.KIND"); other choices are shown as
// they are.
var choiceWords = map[string]bool{"sell": true, "midas": true, "days_off": true, "whatsup": true, "greek": true,
	"two_barrels": true, "patch": true, "remove_bandage": true}

// choiceWord is the kind of a choice as a phrase where the catalogues
// know it.
func choiceWord(kind string) any {
	if choiceWords[kind] {
		return engine.Say("zoo.choice." + kind)
	}
	return kind
}

// choiceText is a choice as words: a string as it is (its kind in words),
// an object's kind then its other values.
func choiceText(a engine.Action) any {
	if c := a.ChoiceString(); c != "" {
		return choiceWord(c)
	}
	var obj map[string]any
	if json.Unmarshal(a.Extras().Choice, &obj) == nil && len(obj) > 0 {
		keys := make([]string, 0, len(obj))
		for k := range obj {
			if k != "type" {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprint(obj[k])
		}
		kind, ok := obj["type"]
		switch {
		case !ok:
			return strings.Join(parts, " ")
		case len(parts) == 0:
			return choiceWord(fmt.Sprint(kind))
		}
		return engine.Say("zoo.choice_with", "kind", choiceWord(fmt.Sprint(kind)), "details", strings.Join(parts, " "))
	}
	return string(a.Extras().Choice)
}

func moneyPtr(p *int) string {
	if p == nil {
		return "?"
	}
	return money(*p)
}
