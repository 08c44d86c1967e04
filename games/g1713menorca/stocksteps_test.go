package g1713menorca

import (
	"testing"

	"ferro/engine/rounds"
)

// Every action type of the stock round is claimed by exactly one step of
// its table, and that step offers it (when open): a type no step claims
// would be refused as no stock round action, one two steps claim would
// go to the first only.
func TestStockStepsClaimEachTypeOnce(t *testing.T) {
	s := &state{Round: roundStock, Stock: stockState{Num: 2}}
	for _, typ := range allTypes.Names(stockActions) {
		var claim []rounds.Step[*state]
		for _, p := range stockSteps {
			if c, ok := p.(rounds.Claimer); ok && c.Claims(typ) {
				claim = append(claim, p)
			}
		}
		if len(claim) != 1 {
			t.Errorf("%s: claimed by %d steps %T, want 1", typ, len(claim), claim)
			continue
		}
		if got := claim[0].Actions(s, rounds.Of(rounds.Player, 0)); got != allTypes.Of(typ) {
			t.Errorf("%s: %T offers %v, want its own type", typ, claim[0], allTypes.Names(got))
		}
	}
}

// Every step of the operating turn tells whether the company has anything
// to do there (rounds.Busy: the Sequence skips it otherwise) and lists its
// actions (rounds.Lister: else the legal list would offer none of them).
func TestOpStepsListAndTellWork(t *testing.T) {
	for i, st := range opSteps {
		_, busy := st.(rounds.Busy[*state])
		_, lists := st.(rounds.Lister[*state])
		if !busy || !lists {
			t.Errorf("step %s (%T): Busy %v, Lister %v", stepNames[i], st, busy, lists)
		}
	}
}
