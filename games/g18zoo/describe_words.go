package g18zoo

import (
	"ferro/engine"
	"ferro/engine/describe"
	"ferro/engine/shares"
)

// The words of the log lines (and of the buttons made from them) for
// shares and for the uses of powers and ZOOTickets: what happens to whom,
// in 18ZOO's terms, never a certificate or train id.

// famWord is a family as a reader knows it: its name in the reader's
// language and its symbol ("Crocodiles (CR)").
func (g *Game) famWord(sym string) any {
	if g.fams.idx(sym) < 0 {
		return sym
	}
	return engine.Say("zoo.fam." + sym)
}

// describeShares: "buys a 20% share of Crocodiles (CR) from the IPO at 7$N".
func (g *Game) describeShares(a engine.Action, who describe.Who) engine.Phrase {
	fam := a.Corporation
	f, cert := -1, -1
	if len(a.Shares) > 0 {
		f, cert = g.fams.parseShare(a.Shares[0])
		if f >= 0 {
			fam = g.fams[f].Sym
		}
	}
	if f < 0 {
		f = g.fams.idx(fam)
	}
	pct := engine.IntOr(a.Percent, 0)
	if pct == 0 && f >= 0 {
		for _, id := range a.Shares {
			if sf, n := g.fams.parseShare(id); sf == f && n >= 0 && n < len(g.fams[f].Shares) {
				pct += g.fams[f].Shares[n].Pct
			}
		}
	}
	key := "zoo." + a.Type
	if a.Type == "buy_shares" && f >= 0 && cert >= 0 && cert < len(g.fams[f].Shares) {
		switch g.fams[f].Shares[cert].Owner.Kind {
		case shares.Treasury:
			key = "zoo.buy_share_ipo"
		case shares.Pool:
			key = "zoo.buy_share_market"
		}
	}
	if f >= 0 && g.fams[f].IPOed {
		return who.Say(key+"_at", "percent", pct, "family", g.famWord(fam), "price", money(g.fams[f].price()))
	}
	return who.Say(key, "percent", pct, "family", g.famWord(fam))
}

// describeChoice says what a power's or a ZOOTicket's use does: a ticket
// sold to the bank or to the family operating (the bank pays the family
// the price and the ticket's owner the rest of its value), a train bought
// with Whatsup, a share price moved, a train patched.
func (g *Game) describeChoice(a engine.Action, who describe.Who) engine.Phrase {
	ch, err := parseChoice(a)
	if err != nil {
		return engine.Phrase{}
	}
	c := g.companyIdx(a.Entity)
	owner := ""
	value := 0
	if c >= 0 {
		cp := &g.companies[c]
		value = cp.Value
		if s, ok := cp.Owner.SeatOf(); ok && s >= 0 && s < len(g.players) {
			owner = g.players[s].Name
		}
	}
	trainName := func(id string) string {
		if t := g.trains.byID(id); t >= 0 {
			return g.trains[t].Name
		}
		return "?"
	}
	switch ch.Type {
	case "sell":
		if ch.Price == nil || ch.Corporation == "" {
			return who.Say("zoo.ticket_to_bank", "owner", owner, "price", money(value))
		}
		if rest := value - *ch.Price; rest > 0 {
			return who.Say("zoo.ticket_to_family_rest", "family", g.famWord(ch.Corporation), "price", money(*ch.Price), "owner", owner, "rest", money(rest))
		}
		return who.Say("zoo.ticket_to_family", "family", g.famWord(ch.Corporation), "price", money(*ch.Price))
	case "whatsup":
		train := ch.Variant
		if train == "" {
			train = trainName(ch.TrainID)
		}
		return who.Say("zoo.whatsup", "family", g.famWord(ch.CorpID), "train", train, "price", moneyPtr(ch.Price))
	case "days_off":
		return who.Say("zoo.days_off", "family", g.famWord(ch.CorpID))
	case "midas", "greek", "two_barrels":
		return who.Say("zoo." + ch.Type)
	case "patch":
		return who.Say("zoo.patch", "train", trainName(ch.TrainID))
	case "remove_bandage":
		return who.Say("zoo.remove_bandage", "family", g.famWord(ch.Corporation))
	}
	return engine.Phrase{}
}
