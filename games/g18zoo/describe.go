package g18zoo

import (
	"strconv"
	"strings"

	"ferro/engine"
	"ferro/engine/describe"
	"ferro/engine/shares"
)

func money(n int) string { return strconv.Itoa(n) + "$N" }

// tileName is the tile of a tile instance ("57-1": 57).
func tileName(instance string) string {
	if i := strings.LastIndexByte(instance, '-'); i >= 0 {
		return instance[:i]
	}
	return instance
}

// Describe writes an action as a log line, reading the game as it is
// before the action: the shared lines of package describe in 18ZOO's
// words (zooWords), its own lines where its rules say more.
func (g *Game) Describe(a engine.Action) engine.Phrase {
	return describe.Line(g.cfg.Players, zooWords{g}, a)
}

// zooWords are 18ZOO's words for the log lines (describe.Words).
type zooWords struct{ g *Game }

// companyName is a power's or ticket's name as a reader knows it.
func (g *Game) companyName(sym string) string {
	if c := g.companyIdx(sym); c >= 0 {
		return g.companies[c].Name
	}
	return sym
}

// Who: a family's symbol, a power's name.
func (w zooWords) Who(entity string) string {
	if w.g.fams.idx(entity) < 0 {
		return w.g.companyName(entity)
	}
	return entity
}

// Item: a power or ticket by name, a train as "a 2J".
func (w zooWords) Item(a engine.Action) any {
	if a.Type != "buy_train" {
		return w.g.companyName(a.Company)
	}
	train, _, _ := strings.Cut(a.Train, "-")
	if v := a.Extras().Variant; v != "" {
		train = v
	}
	return engine.Say("zoo.a_train", "train", train)
}

// From: the player a family buys a power from (when a price is given),
// the family a train is bought from.
func (w zooWords) From(a engine.Action) any {
	g := w.g
	if a.Type == "buy_company" {
		if c := g.companyIdx(a.Company); c >= 0 && a.Price != nil {
			if seat, ok := g.companies[c].Owner.SeatOf(); ok && seat >= 0 && seat < len(g.players) {
				return g.players[seat].Name
			}
		}
		return nil
	}
	if t := g.trains.byID(a.Train); t >= 0 && g.trains[t].Owner.Kind == shares.Treasury {
		return g.famWord(g.fams[g.trains[t].Owner.Index].Sym)
	}
	return nil
}

// Tile: "tile 57".
func (zooWords) Tile(id string) any { return engine.Say("zoo.tile", "tile", tileName(id)) }

func (zooWords) Price(p *int) (string, bool) { return moneyPtr(p), p != nil }

// Own: 18ZOO's lines for pars, shares, tile costs, station prices, runs,
// trains discarded, marks, the uses of powers and tickets, and programs.
func (w zooWords) Own(a engine.Action, who describe.Who) engine.Phrase {
	g := w.g
	switch a.Type {
	case "par":
		sp := a.SharePriceString()
		if i := strings.IndexByte(sp, ','); i > 0 {
			sp = sp[:i]
		}
		return who.Say("zoo.par", "family", g.famWord(a.Corporation), "price", sp+"$N")
	case "buy_shares", "sell_shares":
		return g.describeShares(a, who)
	case "lay_tile":
		if h, ok := g.board.b.Hex(a.Hex); ok {
			if t, _ := g.board.b.Tile(h); t.Cost > 0 {
				if t.Terrain != "" {
					return who.Say("zoo.lay_tile_terrain", "tile", tileName(a.Tile), "hex", a.Hex, "cost", money(t.Cost), "terrain", engine.Say("terrain."+t.Terrain))
				}
				return who.Say("zoo.lay_tile_cost", "tile", tileName(a.Tile), "hex", a.Hex, "cost", money(t.Cost))
			}
		}
	case "place_token":
		hex := a.Hex
		if a.City != "" {
			if h, _, err := g.board.b.FindCity(a.City); err == nil {
				hex = g.board.b.Map().HexID(h)
			}
		}
		if f := g.fams.idx(a.Entity); f >= 0 {
			if p := g.fams[f].nextTokenPrice(); p > 0 {
				return who.Say("zoo.place_token_for", "hex", hex, "price", money(p))
			}
		}
		return describe.PlaceToken(who, hex)
	case "run_routes":
		return describeRuns(a, who)
	case "discard_train":
		train, _, _ := strings.Cut(a.Train, "-")
		return who.Say("zoo.discard_train", "train", train)
	case "assign":
		return who.Say("zoo.assign", "target", a.Extras().Target)
	case "choose_ability", "choose":
		return g.describeChoice(a, who) // else the shared line
	case "program_share_pass", "program_buy_shares", "program_disable":
		return who.Say("zoo." + a.Type)
	}
	return engine.Phrase{}
}

// describeRuns: "GI runs 2J 8$N (H9 I10), 3S 5$N (…): 13$N".
func describeRuns(a engine.Action, who describe.Who) engine.Phrase {
	total := 0
	var parts []string
	for _, r := range a.Extras().Routes {
		if len(r.Hexes) == 0 {
			continue // a train that runs nowhere
		}
		train, _, _ := strings.Cut(r.Train, "-")
		parts = append(parts, train+" "+money(r.Revenue)+" ("+strings.Join(r.Hexes, " ")+")")
		total += r.Revenue
	}
	if len(parts) == 0 {
		return who.Say("zoo.run_none")
	}
	return who.Say("zoo.run_routes", "runs", strings.Join(parts, ", "), "total", money(total))
}

// choiceWords are the kinds of choice the log names in words of the
// reader's language (key "zoo.choice.KIND"); other choices are shown as
// they are.
var choiceWords = map[string]bool{"sell": true, "midas": true, "days_off": true, "whatsup": true, "greek": true,
	"two_barrels": true, "patch": true, "remove_bandage": true}

// Choice: a kind of choice as a phrase where the catalogues know it.
func (zooWords) Choice(kind string) any {
	if choiceWords[kind] {
		return engine.Say("zoo.choice." + kind)
	}
	return kind
}

func moneyPtr(p *int) string {
	if p == nil {
		return "?"
	}
	return money(*p)
}
