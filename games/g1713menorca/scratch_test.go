package g1713menorca

import (
	"fmt"
	"testing"

	"ferro/engine"
)

// The legal list tries its candidates one after another on one scratch
// state, copying again only what an action wrote (copyInto): at every
// position of random games each candidate gets the verdict it gets on a
// fresh copy of the state.
func TestScratchReuseGivesFreshVerdicts(t *testing.T) {
	tried := 0
	for seed := int64(1); seed <= 8; seed++ {
		randomGame(t, 2+int(seed%2), seed, func(g *Game) error {
			s := g.st
			cands := s.candidates()
			scratch := getScratch()
			defer scratches.Put(scratch)
			for _, a := range cands {
				reused := s.tryOn(scratch, a)
				fresh := s.tryOn(&state{}, a)
				if (reused == nil) != (fresh == nil) {
					return fmt.Errorf("%s %+v: on the reused scratch %v, on a fresh copy %v", a.Type, a, reused, fresh)
				}
				tried++
			}
			return nil
		})
	}
	if tried == 0 {
		t.Fatal("no candidate tried")
	}
}

// The legal list judges the common candidates by apply's own checks
// (verdict) instead of applying them to a copy: at every position of
// random games each candidate gets from verdict the answer apply gives
// on a fresh copy of the state, error text included.
func TestVerdictIsApplys(t *testing.T) {
	judged := 0
	for seed := int64(1); seed <= 12; seed++ {
		randomGame(t, 2+int(seed%2), seed, func(g *Game) error {
			s := g.st
			cands := s.candidates()
			cands = append(cands, offRuleCandidates(s)...)
			for _, a := range cands {
				if a.Type == "run_routes" || a.Type == "lay_tile" {
					continue
				}
				got := s.verdict(&state{}, a)
				want := s.tryOn(&state{}, a)
				if fmt.Sprint(got) != fmt.Sprint(want) {
					return fmt.Errorf("%s %+v: verdict %v, apply %v", a.Type, a, got, want)
				}
				judged++
			}
			return nil
		})
	}
	if judged == 0 {
		t.Fatal("no candidate judged")
	}
}

// offRuleCandidates are actions the candidate lists never offer at this
// position (every common type, with the acting entity and with another),
// so that verdict is compared with apply on refusals too.
func offRuleCandidates(s *state) []engine.Action {
	var out []engine.Action
	id, typ := s.actingEntity()
	other := s.Players[(s.actingSeat()+1+len(s.Players))%len(s.Players)].ID
	for _, e := range []string{id, other, s.Corps[0].Sym} {
		for _, t := range []string{"bid", "pass", "par", "buy_shares", "sell_shares", "buy_train", "dividend", "buy_company", "choose"} {
			a := engine.Action{Type: t, Entity: e, EntityType: typ}
			out = append(out, a)
			a.Price = engine.Int(10)
			a.Corporation, a.Company = s.Corps[0].Sym, s.Heritages[0].ID
			a.Shares = []string{s.Corps[0].Certs[0].ID}
			a.Train = s.Vehicles[0].ID
			out = append(out, a)
		}
	}
	return out
}
