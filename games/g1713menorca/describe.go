package g1713menorca

import (
	"strconv"

	"ferro/engine"
	"ferro/engine/describe"
	"ferro/engine/shares"
)

// Describe writes an action as a log line (engine.Describer), reading the
// game before it: the shared lines of package describe in 1713 Menorca's
// words (menorcaWords), its own lines where its rules say more.
func (g *Game) Describe(a engine.Action) engine.Phrase {
	return describe.Line(g.cfg.Players, menorcaWords{s: g.st}, a)
}

// menorcaWords are 1713 Menorca's words for the log lines (describe.Words).
type menorcaWords struct {
	describe.Plain // companies by symbol, no seller named, tiles by id
	s              *state
}

// Item: a vehicle's or a heritage's name.
func (w menorcaWords) Item(a engine.Action) any {
	if a.Type == "buy_train" {
		return vehicleName(w.s, a.Train)
	}
	return heritageName(w.s, a.Company)
}

func vehicleName(s *state, id string) string {
	if v := s.Vehicles.byID(id); v != nil {
		return v.def().Name
	}
	return id
}

func heritageName(s *state, id string) string {
	if h := s.Heritages.byID(id); h != nil {
		return h.def().Name
	}
	return id
}

// Price: "15 R"; a purchase names its price even when the action gives
// none (as an empty text).
func (menorcaWords) Price(p *int) (string, bool) {
	if p == nil {
		return "", true
	}
	return reales(*p), true
}

func reales(n int) string { return strconv.Itoa(n) + " R" }

// Own: Menorca's lines for foundings, certificates, rotations and
// terrain, ports and factories, and offers for a vehicle.
func (w menorcaWords) Own(a engine.Action, who describe.Who) engine.Phrase {
	s := w.s
	switch a.Type {
	case "par":
		price, _ := w.Price(a.Price)
		if a.Hex != "" {
			return who.Say("menorca.par_token", "company", a.Corporation, "price", price, "hex", a.Hex)
		}
		return who.Say("menorca.par", "company", a.Corporation, "price", price)
	case "buy_shares", "sell_shares":
		return describeCerts(s, a, who)
	case "lay_tile": // the shared line when it gives no rotation and costs nothing
		var kv []any
		variant := ""
		if a.Rotation != nil {
			variant, kv = "_rotated", append(kv, "rotation", *a.Rotation)
		}
		if i, ok := geo.index[a.Hex]; ok {
			if p := (builder{s, s.corp(a.Entity)}); p.c != nil && p.due(i) > 0 {
				variant, kv = variant+"_terrain", append(kv, "cost", reales(p.due(i)))
			}
		}
		if variant != "" {
			return who.Say("menorca.lay_tile"+variant, append([]any{"tile", a.Tile, "hex", a.Hex}, kv...)...)
		}
	case "place_token":
		if c := s.corp(a.Entity); c != nil && stationWord(c) != "station" {
			return who.Say("menorca.place_"+stationWord(c), "hex", a.Hex)
		}
	case "buy_train": // another director's vehicle: an offer until its answer
		if v, buyer := s.Vehicles.byID(a.Train), s.corp(a.Entity); v != nil && buyer != nil && a.Price != nil {
			if seller := s.corp(v.Owner); seller != nil && seller.Director != buyer.Director {
				return who.Say("menorca.offer", "item", v.def().Name, "price", reales(*a.Price), "from", seller.Sym)
			}
		}
	case "choose": // the answer to an offer for a vehicle
		if c := a.ChoiceString(); c == offerAccept || c == offerDecline {
			return who.Say("menorca.offer_"+c, "item", vehicleName(s, s.Op.OfferTrain), "price", reales(s.Op.OfferPrice))
		}
	}
	return engine.Phrase{}
}

// describeCerts writes a certificate's purchase or sale in 1713 Menorca's
// terms: "buys a 10% certificate of RAM from its treasury for 15 R (token
// on G6)", "sells a 10% certificate of DES to the Open Market for 12 R";
// never the certificate's id.
func describeCerts(s *state, a engine.Action, who describe.Who) engine.Phrase {
	pct, value := 0, 0
	var c *corp
	from := ""
	trust := false
	for _, id := range a.Shares {
		cc, k := s.certOwnerCorp(id)
		if k == nil {
			continue
		}
		c = cc
		pct += k.Pct
		value += s.certValue(cc, *k)
		trust = trust || k.Trust
		switch k.Owner.Kind {
		case shares.Treasury:
			from = "treasury"
		case shares.Pool:
			from = "market"
		}
	}
	company := a.Corporation
	if c != nil {
		company = c.Sym
	}
	price := reales(value)
	n := len(a.Shares)
	if a.Type == "sell_shares" {
		if n > 1 {
			return who.Say("menorca.sell_certs", "n", n, "percent", pct, "company", company, "price", price)
		}
		return who.Say("menorca.sell_cert", "percent", pct, "company", company, "price", price)
	}
	key := "menorca.buy_cert_" + from
	if from == "" {
		key = "menorca.buy_cert"
	}
	if trust {
		key = "menorca.buy_cert_trust"
	}
	if a.Hex != "" {
		key += "_token"
	}
	return who.Say(key, "percent", pct, "company", company, "price", price, "hex", a.Hex)
}
