package g18zoo_test

import (
	"errors"
	"path/filepath"
	"slices"
	"testing"

	"ferro/engine"
	"ferro/internal/testkit"
)

// differentialCases are Ferro's own random games that 18xx.games refused at
// one action (../shared/fixtures/18zoo-differential, README there): at that
// action 18xx.games waits for another entity or another step. Ferro must wait
// there too: the same entity, offered the same action types, and the refused
// action refused.
var differentialCases = []struct {
	file   string
	index  int      // the refused action, an index into actions
	entity string   // who 18xx.games waits for
	types  []string // what it offers that entity (sorted)
}{
	// It's all greek to me chosen in the last turn of Monday's stock round:
	// used up as the round ends, not carried into Tuesday's
	{"mapA-p2-seed-2029.json", 127, "2", []string{"buy_company", "buy_shares", "pass", "sell_shares"}},
	{"mapC-p2-seed-2029.json", 122, "2", []string{"buy_company", "buy_shares", "pass", "sell_shares"}},
	// BB reaches K10 and N11 through the Hole, out along one lane of the
	// ring and back along the other: its token step waits
	{"mapD-p4-seed-2029.json", 484, "BB", []string{"pass", "place_token"}},
	// A squeeze's 3$N subsidy for a run whose train got the patch before
	// the dividend: with them BB keeps 3$N after its train, so its train
	// step is still open at its first pass and the last powers step waits
	{"mapF-p5-seed-5006.json", 410, "BB", []string{"pass"}},
}

func TestDifferentialRecords(t *testing.T) {
	dir := testkit.Fixture(t, "18zoo-differential")
	for _, c := range differentialCases {
		t.Run(c.file, func(t *testing.T) {
			title, rec, cfg := openRecord(t, filepath.Join(dir, c.file))
			g, err := title.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range rec.Actions[:c.index] {
				if err := g.Apply(a); err != nil {
					t.Fatalf("action %d: %v", a.ID, err)
				}
			}
			var types []string
			for _, a := range g.Legal() {
				if a.Entity == c.entity && !slices.Contains(types, a.Type) {
					types = append(types, a.Type)
				}
			}
			slices.Sort(types)
			if !slices.Equal(types, c.types) {
				t.Errorf("%s is offered %v, want %v (all legal: %v)", c.entity, types, c.types, entitiesOf(g.Legal()))
			}
			before := g.Snapshot()
			refused := rec.Actions[c.index]
			err = g.Apply(refused)
			var ill *engine.IllegalError
			if !errors.As(err, &ill) {
				t.Fatalf("action %d (%s by %s) accepted (err %v); 18xx.games refuses it", refused.ID, refused.Type, refused.Entity, err)
			}
			if string(g.Snapshot()) != string(before) {
				t.Errorf("the refused action changed the state")
			}
		})
	}
}

func entitiesOf(as []engine.Action) []string {
	var out []string
	for _, a := range as {
		k := a.Entity + ":" + a.Type
		if !slices.Contains(out, k) {
			out = append(out, k)
		}
	}
	return out
}
