package engine

import (
	"strings"
	"testing"
)

// TestCanonical: a submitted action keeps only the fields its type
// carries (a "bid" loses a "hex" and a "train"), never carries automatic
// actions (another player's pass), and an unknown type keeps its fields;
// the action given is not changed.
func TestCanonical(t *testing.T) {
	a, err := DecodeActionStrict([]byte(`{"type":"bid","entity":"1","entity_type":"player","company":"X","price":5,"hex":"J3","train":"2","routes":[{"train":"2","connections":[]}],"auto_actions":[{"type":"pass","entity":"2","entity_type":"player"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if got := a.Key(); got != `{"entity":1,"type":"bid","entity_type":"player","company":"X","price":5}` {
		t.Errorf("canonical bid: %s", got)
	}
	p, err := DecodeActionStrict([]byte(`{"type":"program_share_pass","entity":"1","unconditional":true,"auto_actions":[{"type":"pass","entity":"2"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	if p.Extras().AutoActions != nil || p.Extras().Unconditional == nil {
		t.Errorf("an unknown type: %+v", p.Extras())
	}
	orig := Action{Type: "pass", Hex: "A1"}.With(Extra{Target: "T"})
	_ = Canonical(orig)
	if orig.Hex != "A1" || orig.Extras().Target != "T" {
		t.Error("Canonical changed the action it was given")
	}
}

// TestFieldSizesBounded: a field larger than any action needs is refused,
// naming it (a bid carrying a 60,000-character hex was stored as sent).
func TestFieldSizesBounded(t *testing.T) {
	long := strings.Repeat("J", 60000)
	for _, body := range []string{
		`{"type":"bid","hex":"` + long + `"}`,
		`{"type":"bid","company":"` + long + `"}`,
		`{"type":"` + long + `"}`,
		`{"type":"choose","choice":"` + long + `"}`,
		`{"type":"sell_shares","shares":[` + strings.Repeat(`"A_1",`, 100) + `"A_2"]}`,
		`{"type":"run_routes","routes":[{"train":"2","connections":[["` + strings.Repeat(`A1","`, 100) + `A2"]]}]}`,
	} {
		if _, err := DecodeActionStrict([]byte(body)); err == nil || !strings.Contains(err.Error(), "field") {
			t.Errorf("%.60s…: %v", body, err)
		}
	}
	if _, err := DecodeActionStrict([]byte(`{"type":"lay_tile","hex":"J3","tile":"X12-0","rotation":2}`)); err != nil {
		t.Errorf("a plain lay_tile: %v", err)
	}
}
