package server_test

import (
	"net/http"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestBotChoices: GET /api/bots lists the offered bots in the request's
// language with their time budgets (the create form and the time control
// offer these, naming no kind of their own), and a seat asks only for
// one of them.
func TestBotChoices(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	type choice struct {
		Kind, Strength, Value, Label string
		BudgetMS                     int64 `json:"budget_ms"`
	}
	var en, ja []choice
	ann.must("GET", "/api/bots", nil, http.StatusOK, &en)
	ann.must("GET", "/api/bots?lang=ja", nil, http.StatusOK, &ja)
	var values []string
	for _, c := range en {
		values = append(values, c.Value)
	}
	if got := strings.Join(values, " "); got != "random random-by-type heuristic mcts:fast mcts:normal mcts:strong" {
		t.Fatalf("offered bots %q", got)
	}
	budgets := map[string]int64{"mcts:fast": 100, "mcts:normal": 500, "mcts:strong": 1500}
	for i, c := range en {
		if c.BudgetMS != budgets[c.Value] {
			t.Errorf("%s: budget %d ms, want %d", c.Value, c.BudgetMS, budgets[c.Value])
		}
		if c.Label == "" || len(ja) != len(en) || ja[i].Label == c.Label || ja[i].Value != c.Value {
			t.Errorf("%s: label %q, in Japanese %+v", c.Value, c.Label, ja[i])
		}
	}
	if en[5].Label != "Bot: MCTS, strong (up to 1.5 s a move)" || ja[2].Label != "ボット：ヒューリスティック" {
		t.Errorf("labels %q, %q", en[5].Label, ja[2].Label)
	}
	for _, bad := range []map[string]string{{"kind": "mcts-learned"}, {"kind": "heuristic", "strength": "fast"}, {"kind": "mcts", "strength": "slow"}, {"kind": "nobody"}} {
		ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 3, "bots": []map[string]string{bad}}, http.StatusBadRequest, nil)
	}
}
