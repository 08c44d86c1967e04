package g1713menorca

import (
	"strings"
	"testing"

	"ferro/engine/rounds"
)

// Every action type of the stock round is taken by exactly one step of
// its table, in the first stock round (where selling is closed) as in a
// later one: claimed (rounds.Claimer) or offered by it, and offered when
// open. A type no step takes would be refused as no stock round action,
// one two steps take would go to the first only.
func TestStockStepsTakeEachTypeOnce(t *testing.T) {
	for _, num := range []int{1, 2} {
		s := &state{Round: roundStock, Stock: stockState{Num: num}}
		e := rounds.Of(rounds.Player, 0)
		for _, typ := range allTypes.Names(stockActions) {
			var takes []rounds.Step[*state]
			for _, p := range stockSteps {
				if c, ok := p.(rounds.Claimer); ok && c.Claims(typ) || allTypes.Has(p.Actions(s, e), typ) {
					takes = append(takes, p)
				}
			}
			if len(takes) != 1 {
				t.Errorf("stock round %d, %s: taken by %d steps %T, want 1", num, typ, len(takes), takes)
				continue
			}
			if got := takes[0].Actions(&state{Round: roundStock, Stock: stockState{Num: 2}}, e); got != allTypes.Of(typ) {
				t.Errorf("%s: %T offers %v, want its own type", typ, takes[0], allTypes.Names(got))
			}
		}
	}
}

// Every step of the operating turn lists its actions (rounds.Lister):
// else the legal list would offer none of them, and the Sequence (Has)
// would skip the step.
func TestOpStepsList(t *testing.T) {
	for i, st := range opSteps {
		if _, ok := st.(rounds.Lister[*state]); !ok {
			t.Errorf("step %s (%T) lists nothing", stepNames[i], st)
		}
	}
}

// The operating round offers every type its steps and the answer to an
// offer take: all but the auction's bid and the foundation of a company.
func TestOpActions(t *testing.T) {
	want := []string{"buy_shares", "sell_shares", "lay_tile", "place_token", "buy_train", "buy_company", "run_routes", "dividend", "choose", "pass"}
	if got := allTypes.Names(opActions); strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("opActions %v, want %v", got, want)
	}
}
