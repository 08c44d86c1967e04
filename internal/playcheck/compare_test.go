package playcheck

import (
	"encoding/json"
	"testing"
)

// base is a trace-shaped state; tests change one part of it.
const base = `{"round":"SR-day","round_type":"SR","turn":1,"round_num":1,"phase":"2S","current":3,"acting":[3],
 "players":[{"name":"Player 1","cash":28,"companies":["A","B"],"shares":{},"value":40},
            {"name":"Player 2","cash":20,"companies":[],"shares":{"GI":20},"value":44,"penalty":0}],
 "corps":[{"id":"GI","cash":5,"price":[7,[1,2]],"par":7,"president":"Player 2","trains":["2S","3S"],"companies":["X","Y"]},
          {"id":"PB","cash":0,"price":null,"par":null,"president":null,"trains":[],"companies":[]}],
 "bank":-84,"depot":["2S","3S"],"discarded":[]}`

// edit returns base with changes applied to its decoded form.
func edit(t *testing.T, change func(m map[string]any)) json.RawMessage {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(base), &m); err != nil {
		t.Fatal(err)
	}
	change(m)
	b, err := json.Marshal(m)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func player(m map[string]any, i int) map[string]any { return m["players"].([]any)[i].(map[string]any) }
func corp(m map[string]any, i int) map[string]any   { return m["corps"].([]any)[i].(map[string]any) }

func TestCompareStep(t *testing.T) {
	tests := []struct {
		name   string
		change func(m map[string]any)
		names  NameMap
		want   []string // the diffs' paths, in order
	}{
		{"same", func(m map[string]any) {}, nil, nil},
		{"player cash", func(m map[string]any) { player(m, 1)["cash"] = 21 }, nil, []string{"players[Player 2].cash"}},
		{"players in another order", func(m map[string]any) {
			p := m["players"].([]any)
			p[0], p[1] = p[1], p[0]
		}, nil, nil},
		{"corp trains are a list", func(m map[string]any) { corp(m, 0)["trains"] = []any{"3S", "2S"} }, nil, []string{"corps[GI].trains"}},
		{"companies are a set", func(m map[string]any) {
			player(m, 0)["companies"] = []any{"B", "A"}
			corp(m, 0)["companies"] = []any{"Y", "X"}
		}, nil, nil},
		{"companies count", func(m map[string]any) { player(m, 0)["companies"] = []any{"A", "A"} }, nil, []string{"players[Player 1].companies"}},
		{"current as text", func(m map[string]any) { m["current"] = "3"; m["acting"] = []any{"3"} }, nil, nil},
		{"cash as text is not cash", func(m map[string]any) { player(m, 0)["cash"] = "28" }, nil, []string{"players[Player 1].cash"}},
		{"other current", func(m map[string]any) { m["current"] = 2 }, nil, []string{"current"}},
		{"penalty absent is 0", func(m map[string]any) { delete(player(m, 1), "penalty") }, nil, nil},
		{"penalty got", func(m map[string]any) { player(m, 0)["penalty"] = 5 }, nil, []string{"players[Player 1].penalty"}},
		{"closed false is absent", func(m map[string]any) { corp(m, 1)["closed"] = false }, nil, nil},
		{"closed true", func(m map[string]any) { corp(m, 1)["closed"] = true }, nil, []string{"corps[PB].closed"}},
		{"share zero is no share", func(m map[string]any) { player(m, 0)["shares"] = map[string]any{"PB": 0} }, nil, nil},
		{"share percent", func(m map[string]any) { player(m, 1)["shares"] = map[string]any{"GI": 10} }, nil, []string{"players[Player 2].shares.GI"}},
		{"share appears", func(m map[string]any) { player(m, 0)["shares"] = map[string]any{"PB": 10} }, nil, []string{"players[Player 1].shares.PB"}},
		{"key missing", func(m map[string]any) { delete(m, "bank") }, nil, []string{"bank"}},
		{"extra key ignored", func(m map[string]any) { m["tiles"] = []any{"7"} }, nil, nil},
		{"player missing", func(m map[string]any) { m["players"] = m["players"].([]any)[:1] }, nil, []string{"players[Player 2]"}},
		{"extra corp", func(m map[string]any) {
			m["corps"] = append(m["corps"].([]any), map[string]any{"id": "LI"})
		}, nil, []string{"corps[LI]"}},
		{"schema order", func(m map[string]any) { m["bank"] = 0; m["round"] = "OR"; player(m, 1)["cash"] = 0 }, nil,
			[]string{"round", "players[Player 2].cash", "bank"}},
		{"derived fields last", func(m map[string]any) { player(m, 0)["value"] = 1; corp(m, 0)["cash"] = 6; m["bank"] = 1 }, nil,
			[]string{"corps[GI].cash", "bank", "players[Player 1].value"}},
		{"players not a keyed list", func(m map[string]any) { m["players"] = []any{1} }, nil, []string{"players"}},
		{"price is compared whole", func(m map[string]any) { corp(m, 0)["price"] = []any{7, []any{1, 3}} }, nil, []string{"corps[GI].price"}},
		{"float equals int", func(m map[string]any) { m["bank"] = -84.0 }, nil, nil},
		{"names mapped", func(m map[string]any) {
			player(m, 1)["name"] = "Bob"
			corp(m, 0)["president"] = "Bob"
		}, NameMap{"Player 2": "Bob"}, nil},
		{"unmapped name differs", func(m map[string]any) { player(m, 1)["name"] = "Bob" }, nil,
			[]string{"players[Player 2]", "players[Bob]"}},
		{"numbers are never mapped", func(m map[string]any) {}, NameMap{"-84": "0"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := edit(t, tt.change)
			diffs := CompareStep(json.RawMessage(base), got, tt.names)
			var paths []string
			for _, d := range diffs {
				paths = append(paths, d.Path)
			}
			if len(paths) != len(tt.want) {
				t.Fatalf("diffs %v, want paths %v", diffs, tt.want)
			}
			for i := range paths {
				if paths[i] != tt.want[i] {
					t.Fatalf("diffs %v, want paths %v", diffs, tt.want)
				}
			}
			first := FirstDiff(json.RawMessage(base), got, tt.names)
			if (first == nil) != (len(diffs) == 0) || first != nil && *first != diffs[0] {
				t.Errorf("FirstDiff = %v, want %v", first, diffs)
			}
		})
	}
}

func TestDiffValues(t *testing.T) {
	got := edit(t, func(m map[string]any) { player(m, 1)["cash"] = 21; delete(m, "depot") })
	diffs := CompareStep(json.RawMessage(base), got, nil)
	want := []string{
		`players[Player 2].cash: expected 20, got 21`,
		`depot: expected ["2S","3S"], got (missing)`,
	}
	if len(diffs) != len(want) {
		t.Fatalf("diffs = %v", diffs)
	}
	for i, d := range diffs {
		if d.String() != want[i] {
			t.Errorf("diff %d = %q, want %q", i, d, want[i])
		}
	}
}

func TestCompareStepBadJSON(t *testing.T) {
	if d := CompareStep(json.RawMessage(base), json.RawMessage(`{"round":`), nil); len(d) != 1 || d[0].Path != "(state)" {
		t.Errorf("diffs = %v, want one (state) diff", d)
	}
}

func TestSameState(t *testing.T) {
	same := edit(t, func(m map[string]any) {})
	if d := SameState(json.RawMessage(base), same); d != nil {
		t.Errorf("SameState of equal states = %v", d)
	}
	extra := edit(t, func(m map[string]any) { m["tiles"] = []any{} })
	if d := SameState(json.RawMessage(base), extra); d == nil || d.Path != "tiles" {
		t.Errorf("SameState with an extra key = %v, want a diff at tiles", d)
	}
}
