package engine

import (
	"encoding/json"
	"reflect"
	"strings"
	"testing"
)

// TestRunRoutesKeepsRoutesKey: a run without routes is written with an
// empty routes list, which 18xx.games' engine requires.
func TestRunRoutesKeepsRoutesKey(t *testing.T) {
	b, err := json.Marshal(Action{Type: "run_routes", Entity: "PB", EntityType: "corporation", ID: 3})
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(b), `"routes":[]`) {
		t.Fatalf("no routes key in %s", b)
	}
	var back Action
	if err := json.Unmarshal(b, &back); err != nil || back.Type != "run_routes" {
		t.Fatalf("round trip: %v %+v", err, back)
	}
}

// TestExtraFields: the rarely used fields round-trip through JSON beside
// the common ones, an action without them keeps none, and Edit on a copy
// leaves the original as it was.
func TestExtraFields(t *testing.T) {
	in := `{"type":"undo","entity":1,"entity_type":"player","id":7,"user":12,"created_at":1700000000,"action_id":5,"choice":{"type":"sell"},"target":"E5","auto_actions":[{"type":"pass","entity":2,"entity_type":"player"}]}`
	var a Action
	if err := json.Unmarshal([]byte(in), &a); err != nil {
		t.Fatal(err)
	}
	e := a.Extras()
	if e.User != 12 || e.CreatedAt != 1700000000 || e.ActionID == nil || *e.ActionID != 5 || e.Target != "E5" ||
		string(e.Choice) != `{"type":"sell"}` || len(e.AutoActions) != 1 || e.AutoActions[0].Entity != "2" {
		t.Fatalf("extras not decoded: %+v", e)
	}
	out, err := json.Marshal(a)
	if err != nil {
		t.Fatal(err)
	}
	var back, want map[string]any
	if json.Unmarshal(out, &back) != nil || json.Unmarshal([]byte(in), &want) != nil || !reflect.DeepEqual(back, want) {
		t.Fatalf("round trip changed the record:\n got %s\nwant %s", out, in)
	}

	var plain Action
	if err := json.Unmarshal([]byte(`{"type":"pass","entity":"PB","entity_type":"corporation"}`), &plain); err != nil {
		t.Fatal(err)
	}
	if plain.extra != nil {
		t.Fatalf("an action without rare fields holds %+v", *plain.extra)
	}
	if err := json.Unmarshal([]byte(in), &plain); err != nil || plain.Extras().User != 12 {
		t.Fatalf("decoding into a used action: %v %+v", err, plain.Extras())
	}
	if err := json.Unmarshal([]byte(`{"type":"pass"}`), &plain); err != nil || plain.extra != nil {
		t.Fatalf("decoding a plain action into one with extras kept them: %+v", plain.Extras())
	}

	c := a
	c.Edit().Target = "F6"
	if a.Extras().Target != "E5" || c.Extras().Target != "F6" {
		t.Fatalf("Edit on a copy: original %q, copy %q", a.Extras().Target, c.Extras().Target)
	}
	if k1, k2 := a.Key(), a.With(Extra{User: 99, CreatedAt: 1, ActionID: Int(5), Choice: e.Choice, Target: "E5"}).Key(); k1 != k2 {
		t.Fatalf("Key depends on user, time or automatic actions:\n%s\n%s", k1, k2)
	}
}

// TestWithSharedStaysShared: actions carrying the same extras stay
// independent when one of them is edited.
func TestWithSharedStaysShared(t *testing.T) {
	shared := &Extra{Kind: "payout"}
	a := Action{Type: "dividend"}.WithShared(shared)
	b := Action{Type: "dividend"}.WithShared(shared)
	a.Edit().Kind = "withhold"
	if shared.Kind != "payout" || b.Extras().Kind != "payout" || a.Extras().Kind != "withhold" {
		t.Fatalf("editing one action changed the shared extras: shared %q, other %q, edited %q", shared.Kind, b.Extras().Kind, a.Extras().Kind)
	}
	if err := json.Unmarshal([]byte(`{"type":"dividend","kind":"withhold"}`), &b); err != nil || shared.Kind != "payout" {
		t.Fatalf("decoding into an action changed its shared extras: %v, %q", err, shared.Kind)
	}
}
