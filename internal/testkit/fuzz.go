package testkit

import (
	"encoding/json"
	"fmt"
	"runtime/debug"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
)

// Positions replays a record and returns copies of the game before its
// first action and after every every-th applied action: starting points
// for a fuzz target.
func Positions(title engine.Title, rec *engine.Record, every int) ([]engine.Game, error) {
	if every < 1 {
		every = 1
	}
	_, g, eff, err := rec.Start(title)
	if err != nil {
		return nil, err
	}
	out := []engine.Game{g.Clone()}
	for k, i := range eff {
		if err := g.Apply(rec.Actions[i]); err != nil {
			return out, &engine.ReplayError{Index: i, Action: rec.Actions[i], Err: err}
		}
		if (k+1)%every == 0 {
			out = append(out, g.Clone())
		}
	}
	return out, nil
}

// AddActionSeeds adds each action of the record to a fuzz target's seed
// corpus as (position, action JSON), for targets of the form
// f.Fuzz(func(t *testing.T, pos uint, data []byte)).
func AddActionSeeds(f *testing.F, rec *engine.Record) {
	for i, a := range rec.Actions {
		b, err := json.Marshal(a)
		if err != nil {
			continue
		}
		f.Add(uint(i), b)
	}
}

// CheckApply decodes data as an engine.Action and applies it to a clone of
// g (g itself is never changed). An action without an entity is given the
// acting entity's, so that the fuzzer reaches the rules rather than the
// turn check. Data that is not an action, and a refused action, are fine.
// It returns an error when Apply panics, when a refused action changed the
// state, or when an accepted one breaks the game's Audit.
func CheckApply(g engine.Game, data []byte) (err error) {
	var a engine.Action
	if json.Unmarshal(data, &a) != nil {
		return nil
	}
	if a.Entity == "" {
		if legal := g.Legal(); len(legal) > 0 {
			a.Entity = legal[0].Entity
		}
	}
	c := g.Clone()
	before := c.Snapshot()
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("Apply(%s) panicked: %v\n%s", mustJSON(a), r, debug.Stack())
		}
	}()
	if applyErr := c.Apply(a); applyErr != nil {
		if d := playcheck.SameState(before, c.Snapshot()); d != nil {
			return fmt.Errorf("Apply(%s) was refused (%v) but changed the state: %s", mustJSON(a), applyErr, d)
		}
		return nil
	}
	if f := playcheck.Audit(c); f != "" {
		return fmt.Errorf("Apply(%s) broke the audit: %s", mustJSON(a), f)
	}
	return nil
}

// ApplyFuzz is CheckApply for a fuzz target: it fails t on an error. A
// game package's target looks like:
//
//	games, _ := testkit.Positions(title, rec, 10)
//	testkit.AddActionSeeds(f, rec)
//	f.Fuzz(func(t *testing.T, pos uint, data []byte) {
//		testkit.ApplyFuzz(t, games[pos%uint(len(games))], data)
//	})
func ApplyFuzz(t testing.TB, g engine.Game, data []byte) {
	t.Helper()
	if err := CheckApply(g, data); err != nil {
		t.Fatal(err)
	}
}

func mustJSON(a engine.Action) string {
	b, err := json.Marshal(a)
	if err != nil {
		return fmt.Sprintf("%+v", a)
	}
	return string(b)
}
