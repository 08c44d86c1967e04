package g1713menorca

import (
	"testing"

	"ferro/engine"
	"ferro/engine/shares"
)

// Rule: starting capital and certificate limit depend on the player count.
func TestRuleStartingCapitalAndCertificateLimit(t *testing.T) {
	for _, c := range []struct{ players, cash, limit int }{{2, 420, 15}, {3, 380, 13}} {
		g := newGame(t, c.players, 1)
		for _, p := range g.st.Players {
			if p.Cash != c.cash {
				t.Errorf("%d players: cash %d, want %d", c.players, p.Cash, c.cash)
			}
		}
		if g.st.certLimit() != c.limit {
			t.Errorf("%d players: limit %d, want %d", c.players, g.st.certLimit(), c.limit)
		}
	}
	for _, n := range []int{1, 4} {
		cfg := engine.Config{Title: Name}
		for i := 0; i < n; i++ {
			cfg.Players = append(cfg.Players, engine.Player{ID: string(rune('a' + i))})
		}
		if _, err := Title().New(cfg); err == nil {
			t.Errorf("%d players accepted", n)
		}
	}
}

// Rule: the bank holds 10,000 reales (the starting capital is paid from it).
func TestRuleBankHoldsTenThousandReales(t *testing.T) {
	g := newGame(t, 3, 1)
	if g.st.Bank != bankTotal-3*380 {
		t.Fatalf("bank %d, want %d", g.st.Bank, bankTotal-3*380)
	}
	audit(t, g)
}

// Rule: a certificate is 10% or 20%; percentage and certificate count are
// different measures.
func TestRulePercentageAndCertificateCountAreSeparate(t *testing.T) {
	g := stockGame(t, 2)
	s := g.st
	c := found(s, "RNC", 0, 80)
	if pctOf(c, 0) != 20 || s.certCount(0) != 1 {
		t.Fatalf("after the Trust certificate: %d%% in %d certificates, want 20%% in 1", pctOf(c, 0), s.certCount(0))
	}
	k := c.cert("RNC_6")
	k.Owner = shares.Player(0)
	if pctOf(c, 0) != 30 || s.certCount(0) != 2 {
		t.Fatalf("after a 10%%: %d%% in %d certificates, want 30%% in 2", pctOf(c, 0), s.certCount(0))
	}
}

// Rule: two of the three small companies are drawn at set-up by the
// game's seeded random source; the third leaves with its certificates and
// goods tokens.
func TestRuleTwoOfThreeSmallCompaniesDrawn(t *testing.T) {
	outs := map[string]bool{}
	for seed := int64(1); seed <= 30; seed++ {
		g := newGame(t, 2, seed)
		in := 0
		for _, c := range g.st.Corps {
			if c.def().Kind != small {
				continue
			}
			if c.InGame {
				in++
			} else {
				outs[c.Sym] = true
			}
		}
		if in != 2 {
			t.Fatalf("seed %d: %d small companies in play", seed, in)
		}
		if string(newGame(t, 2, seed).Snapshot()) != string(g.Snapshot()) {
			t.Fatalf("seed %d: set-up is not deterministic", seed)
		}
	}
	if len(outs) < 2 {
		t.Fatalf("the draw never varies: %v", outs)
	}
	g := stockGame(t, 2)
	for _, c := range g.st.Corps {
		if c.def().Kind == small && !c.InGame {
			a := act(g, "par")
			a.Corporation, a.Price, a.Hex = c.Sym, engine.Int(80), "K10"
			mustRefuse(t, g, a, "company availability")
		}
	}
}

// Rule: the small companies have five 20% certificates each and no
// separate president's certificate; RADM has ten 10% certificates; RNC,
// RCC and CCM eight, five of them marked.
func TestRuleCertificateSets(t *testing.T) {
	sum := func(cs []certDef) (pct, trust, marked int) {
		for _, c := range cs {
			pct += c.Pct
			if c.Trust {
				trust++
			}
			if c.Marked {
				marked++
			}
		}
		return
	}
	for _, c := range []struct {
		name                             string
		certs                            []certDef
		n, pct, trust, marked, eachOfPct int
	}{
		{"maritime", maritimeCerts, 8, 100, 1, 5, 0},
		{"small", smallCerts, 5, 100, 0, 0, 20},
		{"RADM", radmCerts, 10, 100, 0, 0, 10},
	} {
		pct, trust, marked := sum(c.certs)
		if len(c.certs) != c.n || pct != c.pct || trust != c.trust || marked != c.marked {
			t.Errorf("%s: %d certificates, %d%%, %d trust, %d marked", c.name, len(c.certs), pct, trust, marked)
		}
		for _, k := range c.certs {
			if c.eachOfPct != 0 && k.Pct != c.eachOfPct {
				t.Errorf("%s: a %d%% certificate", c.name, k.Pct)
			}
		}
	}
	if !maritimeCerts[0].Trust || maritimeCerts[0].Pct != 20 {
		t.Error("the Trust Family certificate is not the 20% first certificate")
	}
}
