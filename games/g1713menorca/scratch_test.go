package g1713menorca

import (
	"fmt"
	"testing"

	"ferro/engine"
	"ferro/engine/rounds"
)

// listed is a candidate of the legal list with the open step listing it.
type listed struct {
	step rounds.Step[*state]
	a    engine.Action
}

// candidates are the open steps' lists before they are judged, each
// action with its step (rounds.Legal's lists, unjudged), and the entity
// they are listed for.
func candidates(s *state) ([]listed, rounds.Entity) {
	if s.Round == roundOver {
		return nil, rounds.None
	}
	open, waiting := roundMachine.Listing(s, nil)
	if waiting == nil {
		return nil, rounds.None
	}
	e := roundMachine.WaitsFor(s, waiting)
	var out []listed
	for _, st := range open {
		for _, t := range allTypes.Names(st.Actions(s, e)) {
			base := legal.Base(s, e)
			base.Type = t
			if t == "pass" {
				out = append(out, listed{st, base})
			} else if ls, ok := st.(rounds.Lister[*state]); ok {
				for _, a := range ls.List(s, e, base, nil) {
					out = append(out, listed{st, a})
				}
			}
		}
	}
	return out, e
}

// The legal list judges its candidates by their steps' own checks
// (rounds.Legal: Judge; what a step without Judge lists and the pass it
// keeps unjudged): at every position of
// random games each candidate, and each action of a type an open step
// offers that the lists never give, gets from the list's check the answer
// apply gives on a fresh copy of the state, error text included.
func TestJudgeIsApplys(t *testing.T) {
	judged := 0
	for seed := int64(1); seed <= 12; seed++ {
		randomGame(t, 2+int(seed%2), seed, func(g *Game) error {
			s := g.st
			cands, e := candidates(s)
			if len(cands) == 0 {
				return nil
			}
			open, _ := roundMachine.Listing(s, nil)
			for _, a := range offRuleCandidates(s) {
				if a.Entity != s.entityName(e) {
					continue // the lists give only the acting entity's actions
				}
				for _, st := range open {
					if allTypes.Has(st.Actions(s, e), a.Type) {
						cands = append(cands, listed{st, a})
						break
					}
				}
			}
			for _, c := range cands {
				got := legal.Check(s, c.step, e, c.a)
				want := s.clone().apply(c.a)
				if fmt.Sprint(got) != fmt.Sprint(want) {
					return fmt.Errorf("%s %+v: the list's check %v, apply %v", c.a.Type, c.a, got, want)
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
// so that the list's check is compared with apply on refusals too.
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
