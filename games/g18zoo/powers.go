package g18zoo

import (
	"encoding/json"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// choice is the object form of a choose_ability choice.
type choice struct {
	Type        string `json:"type"`
	Price       *int   `json:"price,omitempty"`
	Corporation string `json:"corporation,omitempty"`
	CorpID      string `json:"corporation_id,omitempty"`
	TrainID     string `json:"train_id,omitempty"`
	Variant     string `json:"variant,omitempty"`
}

func parseChoice(a engine.Action) (choice, error) {
	var c choice
	raw := a.Extras().Choice
	if len(raw) == 0 {
		return c, engine.Illegal("choose ability", "no choice given")
	}
	if s := a.ChoiceString(); s != "" {
		c.Type = s
		return c, nil
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return c, engine.Illegal("choose ability", "choice is not understood: %v", err)
	}
	return c, nil
}

// --- stock round powers ------------------------------------------------

// canChooseSR: company c's owner, the player acting in the stock round
// now, may use it.
func (g *Game) canChooseSR(c int) bool {
	if g.round.Kind != rStock {
		return false
	}
	p := g.round.player()
	cp := &g.companies[c]
	if p < 0 || cp.Closed || !cp.Owner.IsPlayer(p) {
		return false
	}
	if cp.Ticket {
		return true
	}
	if h := g.companies[c].hooks().sr; h != nil {
		return h.usableSR(g, c, p)
	}
	return false
}

func (g *Game) canChooseAnySR(p int) bool {
	for c := range g.companies {
		if g.companies[c].Owner.IsPlayer(p) && g.canChooseSR(c) { // so p acts now
			return true
		}
	}
	return false
}

func (g *Game) closeCompany(c int) {
	g.companies[c].Closed = true
	g.companies[c].Active = false
	g.companies[c].Owner = shares.None
	g.available = remove(g.available, c)
}

func (g *Game) processChooseSR(c int, a engine.Action) error {
	if !g.canChooseSR(c) {
		return engine.Illegal("power", "%s cannot be used now", g.companies[c].Sym)
	}
	ch, err := parseChoice(a)
	if err != nil {
		return err
	}
	cp := &g.companies[c]
	switch ch.Type {
	case "sell":
		if !cp.Ticket {
			return engine.Illegal("power", "only ZOOTickets are sold")
		}
		g.pay(shares.InBank, cp.Owner, cp.Value)
		g.closeCompany(c)
	default:
		use, ok := srChoices[ch.Type]
		if !ok {
			return engine.Illegal("power", "unknown choice %q", ch.Type)
		}
		return use(g, c, ch)
	}
	return nil
}

// boughtPower is the immediate effect of a player's buying a power.
func (g *Game) boughtPower(c int) {
	if h := g.companies[c].hooks().bought; h != nil {
		h.bought(g, c)
	}
}

func (g *Game) processBuyPower(p int, a engine.Action) error {
	c := g.companyIdx(a.Company)
	if c < 0 || !contains(g.buyablePowers(p), c) {
		return engine.Illegal("buy power", "%s cannot buy %s now (on offer, at most 3 powers, one purchase per turn)", g.players[p].Name, a.Company)
	}
	price := g.companies[c].Value
	if a.Price != nil && *a.Price != price {
		return engine.Illegal("buy power", "powers are bought from the bank at their value %d$N", price)
	}
	g.companies[c].Owner = shares.Player(p)
	g.seq++
	g.companies[c].Seq = g.seq
	g.pay(shares.Player(p), shares.InBank, price)
	g.available = remove(g.available, c)
	g.boughtPower(c)
	g.round.did("buy_company")
	return nil
}

// --- operating round powers --------------------------------------------

func (g *Game) canChooseOR(c int) bool {
	f := g.operator()
	if f < 0 {
		return false
	}
	cp := &g.companies[c]
	if cp.Closed {
		return false
	}
	if cp.Ticket {
		return cp.Owner.IsPlayer(g.fams[f].President)
	}
	if h := g.companies[c].hooks().or; h != nil {
		return h.usableOR(g, c, f)
	}
	return false
}

func (g *Game) canChooseAnyOR(f int) bool {
	p := g.fams[f].President
	for _, h := range hooks.offers {
		if h.h.offersTo(g, g.powerIdx(h.k), f) {
			return true
		}
	}
	return p >= 0 && g.hasTickets(p)
}

func (g *Game) processChooseOR(e rounds.Entity, a engine.Action) error {
	if e.Kind != rounds.Company || !g.canChooseOR(e.Idx) {
		return engine.Illegal("power", "%s cannot be used now", a.Entity)
	}
	ch, err := parseChoice(a)
	if err != nil {
		return err
	}
	c := e.Idx
	cp := &g.companies[c]
	f := g.operator()
	switch ch.Type {
	case "sell":
		if !cp.Ticket {
			return engine.Illegal("power", "only ZOOTickets are sold")
		}
		price := cp.Value
		if ch.Price != nil {
			price = *ch.Price
		}
		if price < 1 || price > cp.Value {
			return engine.Illegal("zooticket", "the family takes 1 to %d$N", cp.Value)
		}
		if cp.Value-price > 0 {
			g.pay(shares.InBank, cp.Owner, cp.Value-price)
		}
		g.pay(shares.InBank, shares.Corp(f), price)
		g.closeCompany(c)
	default:
		use, ok := orChoices[ch.Type]
		if !ok {
			return engine.Illegal("power", "unknown choice %q", ch.Type)
		}
		return use(g, c, ch)
	}
	return nil
}

// companiesForFamily: powers a family may buy from players (any price from 1).
func (g *Game) companiesForFamily(f int) []int {
	if g.familyCompanies(f) >= 3 {
		return nil
	}
	var out []int
	for i := range g.companies {
		if g.companies[i].familiesMayBuy() {
			out = append(out, i)
		}
	}
	return out
}

// familyMayBuy: family f may buy power c (see companiesForFamily).
func (g *Game) familyMayBuy(f, c int) bool {
	return g.companies[c].familiesMayBuy() && g.familyCompanies(f) < 3
}

// familyMayBuyAny: companiesForFamily(f) is not empty.
func (g *Game) familyMayBuyAny(f int) bool {
	if g.familyCompanies(f) >= 3 {
		return false
	}
	for i := range g.companies {
		if g.companies[i].familiesMayBuy() {
			return true
		}
	}
	return false
}

// familyCompanies counts the open companies family f holds.
func (g *Game) familyCompanies(f int) int {
	n := 0
	for _, c := range g.companies {
		if !c.Closed && c.Owner == shares.Corp(f) {
			n++
		}
	}
	return n
}

// familiesMayBuy: the company is an open power (not a ticket, not a
// stock round power) that a player holds, so families may buy it.
func (cp *Company) familiesMayBuy() bool {
	return !cp.Closed && !cp.Ticket && cp.Owner.Kind == shares.Seat && !cp.SR
}
