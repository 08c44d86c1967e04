package g18zoo

import (
	"encoding/json"

	"ferro/engine"
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

// useChoice applies a choose_ability of company c: the sale of a
// ZOOTicket (sell pays for it, then the ticket closes) or a power's
// registered choice in m.
func useChoice(g *Game, c int, a engine.Action, m map[string]choiceFunc, sell func(cp *Company, ch choice) error) error {
	ch, err := parseChoice(a)
	if err != nil {
		return err
	}
	if ch.Type != "sell" {
		use, ok := m[ch.Type]
		if !ok {
			return engine.Illegal("power", "unknown choice %q", ch.Type)
		}
		return use(g, c, ch)
	}
	if !g.companies[c].Ticket {
		return engine.Illegal("power", "only ZOOTickets are sold")
	}
	if err := sell(&g.companies[c], ch); err != nil {
		return err
	}
	g.closeCompany(c)
	return nil
}

// closeCompany takes company c out of play.
func (g *Game) closeCompany(c int) {
	g.companies[c].Closed = true
	g.companies[c].Active = false
	g.companies[c].Owner = shares.None
	g.available = remove(g.available, c)
}

// sellPower: the bank sells power c, on offer, to player p for price (in
// the draft and the stock round), and the power takes its effect.
func (g *Game) sellPower(c, p, price int) {
	g.companies[c].Owner = shares.Player(p)
	g.seq++
	g.companies[c].Seq = g.seq
	g.pay(shares.Player(p), shares.InBank, price)
	g.available = remove(g.available, c)
	if h := g.companies[c].hooks().bought; h != nil {
		h.bought(g, c)
	}
}

// powersOf counts the open powers (not ZOOTickets, which only players
// hold) holder h has: a player or a family holds at most three.
func powersOf(cs []Company, h shares.Holder) int {
	n := 0
	for _, c := range cs {
		if !c.Ticket && !c.Closed && c.Owner == h {
			n++
		}
	}
	return n
}

// hasTickets: player p holds a ZOOTicket still open.
func hasTickets(cs []Company, p int) bool {
	return anyOf(len(cs), func(c int) bool { return cs[c].Ticket && !cs[c].Closed && cs[c].Owner.IsPlayer(p) })
}

// familiesMayBuy: the company is an open power (not a ticket, not a
// stock round power) that a player holds, so families may buy it.
func (cp *Company) familiesMayBuy() bool {
	return !cp.Closed && !cp.Ticket && cp.Owner.Kind == shares.Seat && !cp.SR
}
