package g18zoo

import (
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"

	"ferro/engine"
)

var _ engine.Describer = (*Game)(nil)

func money(n int) string { return strconv.Itoa(n) + "$N" }

// Describe writes an action as a log line, reading the game as it is
// before the action.
func (g *Game) Describe(a engine.Action) string {
	who := g.describeEntity(a.Entity)
	price := func() string {
		if a.Price == nil {
			return ""
		}
		return " for " + money(*a.Price)
	}
	switch a.Type {
	case "pass":
		return who + " passes"
	case "bid":
		return who + " bids " + moneyPtr(a.Price) + " for " + g.companyName(a.Company)
	case "buy_company":
		return who + " buys " + g.companyName(a.Company) + price()
	case "par":
		sp := a.SharePriceString()
		if i := strings.IndexByte(sp, ','); i > 0 {
			sp = sp[:i]
		}
		return who + " pars " + a.Corporation + " at " + sp + "$N"
	case "buy_shares", "sell_shares":
		verb := "buys"
		if a.Type == "sell_shares" {
			verb = "sells"
		}
		fam := a.Corporation
		if fam == "" && len(a.Shares) > 0 {
			fam, _, _ = strings.Cut(a.Shares[0], "_")
		}
		pct := 0
		if a.Percent != nil {
			pct = *a.Percent
		}
		s := who + " " + verb + " " + strconv.Itoa(pct) + "% of " + fam
		if f := g.famIdx(fam); f >= 0 && g.fams[f].IPOed {
			s += " at " + money(g.price(f))
		}
		return s
	case "lay_tile":
		name, _, _ := strings.Cut(a.Tile, "-")
		if i := strings.LastIndexByte(a.Tile, '-'); i > 0 {
			name = a.Tile[:i]
		}
		s := who + " lays tile " + name + " on " + a.Hex
		if h, ok := g.board.b.Hex(a.Hex); ok {
			if t, _ := g.board.b.Tile(h); t.Cost > 0 {
				s += " (" + money(t.Cost)
				if t.Terrain != "" {
					s += " " + t.Terrain
				}
				s += ")"
			}
		}
		return s
	case "place_token":
		hex := a.Hex
		if a.City != "" {
			if h, _, err := g.board.b.FindCity(a.City); err == nil {
				hex = g.board.b.Map().HexID(h)
			}
		}
		s := who + " places a station on " + hex
		if f := g.famIdx(a.Entity); f >= 0 {
			if p := g.nextTokenPrice(f); p > 0 {
				s += " for " + money(p)
			}
		}
		return s
	case "run_routes":
		rs := a.Extras().Routes
		if len(rs) == 0 {
			return who + " runs no train"
		}
		total := 0
		parts := make([]string, len(rs))
		for i, r := range rs {
			train, _, _ := strings.Cut(r.Train, "-")
			parts[i] = train + " " + money(r.Revenue) + " (" + strings.Join(r.Hexes, " ") + ")"
			total += r.Revenue
		}
		return who + " runs " + strings.Join(parts, ", ") + ": " + money(total)
	case "dividend":
		switch a.Extras().Kind {
		case "payout":
			return who + " pays out"
		case "withhold":
			return who + " withholds"
		case "half":
			return who + " pays half"
		}
		return who + " chooses " + a.Extras().Kind
	case "buy_train":
		train, _, _ := strings.Cut(a.Train, "-")
		if v := a.Extras().Variant; v != "" {
			train = v
		}
		from := ""
		for _, t := range g.trains {
			if t.ID == a.Train && t.Owner >= famBase {
				from = " from " + g.fams[t.Owner-famBase].Sym
			}
		}
		return who + " buys a " + train + from + price()
	case "discard_train":
		train, _, _ := strings.Cut(a.Train, "-")
		return who + " discards a " + train
	case "assign":
		return who + " marks " + a.Extras().Target
	case "choose_ability", "choose":
		return who + " chooses " + choiceText(a)
	case "end_game":
		return who + " ends the game"
	case "program_share_pass", "program_buy_shares", "program_disable":
		return who + " sets " + strings.ReplaceAll(a.Type, "_", " ")
	}
	return who + " " + strings.ReplaceAll(a.Type, "_", " ")
}

// choiceText is a choice as words: a string as it is, an object's values.
func choiceText(a engine.Action) string {
	if c := a.ChoiceString(); c != "" {
		return c
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
		if _, ok := obj["type"]; ok {
			keys = append([]string{"type"}, keys...) // the kind of choice first
		}
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprint(obj[k])
		}
		return strings.Join(parts, " ")
	}
	return string(a.Extras().Choice)
}

func moneyPtr(p *int) string {
	if p == nil {
		return "?"
	}
	return money(*p)
}

// describeEntity is an action's entity as a reader knows it: a player's
// name, a family's symbol, a power's name.
func (g *Game) describeEntity(id string) string {
	if p := g.playerIdx(id); p >= 0 {
		return g.players[p].Name
	}
	if g.famIdx(id) >= 0 {
		return id
	}
	return g.companyName(id)
}

func (g *Game) companyName(sym string) string {
	if c := g.companyIdx(sym); c >= 0 {
		return g.companies[c].Name
	}
	return sym
}
