package g1713menorca

import (
	"ferro/engine"
	"ferro/engine/describe"
	"ferro/engine/shares"
)

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
