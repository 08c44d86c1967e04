package playcheck

import (
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strconv"

	"ferro/engine"
)

// StepDiff is the first place where a replay departs from what was
// expected: the game refused an action (Err), or its state after it
// differs (Diffs, in CompareStep's order).
type StepDiff struct {
	Step   int            // index into Trace.Steps; -1 before any action; len(Steps) at the end of the game
	Index  int            // index of the action in the record; -1 before any action and at the end
	Action *engine.Action // the action just applied; nil before any action and at the end
	Err    error
	Diffs  []Diff
}

// Where names the position: "initial state", "end of game" or
// "action 57 (index 60, buy_shares by 3)".
func (d *StepDiff) Where() string {
	switch {
	case d.Action != nil:
		return fmt.Sprintf("action %d (index %d, %s by %s)", d.Action.ID, d.Index, d.Action.Type, d.Action.Entity)
	case d.Step < 0:
		return "initial state"
	}
	return "end of game"
}

// String gives the position and the first difference.
func (d *StepDiff) String() string {
	switch {
	case d.Err != nil:
		return d.Where() + ": refused: " + d.Err.Error()
	case len(d.Diffs) == 0:
		return d.Where() + ": no difference"
	case len(d.Diffs) == 1:
		return d.Where() + ": " + d.Diffs[0].String()
	}
	return fmt.Sprintf("%s: %s (and %d more)", d.Where(), d.Diffs[0], len(d.Diffs)-1)
}

// ReplayWithTrace replays a record action by action against its trace and
// returns the first step where the game departs from it, or nil when it
// reproduces every step, and the end (finished, game_end_reason and
// result). It applies the actions engine.Effective keeps, after checking
// that they are exactly the ones the trace applied. err reports a record
// and trace that do not belong together, or a game that cannot be set up.
func ReplayWithTrace(title engine.Title, rec *engine.Record, trace *Trace) (firstDiff *StepDiff, err error) {
	cfg, err := rec.Config()
	if err != nil {
		return nil, err
	}
	eff, err := engine.Effective(rec.Actions)
	if err != nil {
		return nil, err
	}
	if err := TraceFits(rec, trace, eff); err != nil {
		return nil, err
	}
	g, err := title.New(cfg)
	if err != nil {
		return nil, err
	}
	if diffs := CompareStep(trace.Initial, g.Snapshot(), trace.Names); len(diffs) > 0 {
		return &StepDiff{Step: -1, Index: -1, Diffs: diffs}, nil
	}
	for k, i := range eff {
		a := rec.Actions[i]
		d := &StepDiff{Step: k, Index: i, Action: &a}
		if d.Err = g.Apply(a); d.Err != nil {
			return d, nil
		}
		if d.Diffs = CompareStep(trace.Steps[k].State, g.Snapshot(), trace.Names); len(d.Diffs) > 0 {
			return d, nil
		}
	}
	var reason string
	if trace.GameEndReason != nil {
		reason = *trace.GameEndReason
	}
	if diffs := CompareEnd(cfg.Players, trace.Finished, reason, trace.Result, g); len(diffs) > 0 {
		return &StepDiff{Step: len(trace.Steps), Index: -1, Diffs: diffs}, nil
	}
	return nil, nil
}

// TraceFits checks that a trace was made from the record: it skipped the
// actions Effective leaves out and follows the rest in order.
func TraceFits(rec *engine.Record, trace *Trace, eff []int) error {
	skipped := NotIn(eff, len(rec.Actions))
	want := trace.Skipped
	if want == nil {
		want = []int{}
	}
	if !reflect.DeepEqual(skipped, want) {
		return fmt.Errorf("undo/redo: engine.Effective skips actions %v, the trace skipped %v", skipped, want)
	}
	if len(trace.Steps) != len(eff) {
		return fmt.Errorf("trace has %d steps for %d applied actions", len(trace.Steps), len(eff))
	}
	for k, i := range eff {
		st := trace.Steps[k]
		if st.I != i || st.ID != rec.Actions[i].ID || st.Type != rec.Actions[i].Type {
			return fmt.Errorf("trace step %d is action %d (id %d, %s), the record's applied action is %d (id %d, %s)",
				k, st.I, st.ID, st.Type, i, rec.Actions[i].ID, rec.Actions[i].Type)
		}
	}
	return nil
}

// ReplayRecord replays a record that has no trace and compares the end
// with the record's: a finished record must give a finished game with its
// game_end_reason and result; an unfinished one a game still going.
func ReplayRecord(title engine.Title, rec *engine.Record) (firstDiff *StepDiff, err error) {
	cfg, g, eff, err := rec.Start(title)
	if err != nil {
		return nil, err
	}
	for k, i := range eff {
		a := rec.Actions[i]
		if err := g.Apply(a); err != nil {
			return &StepDiff{Step: k, Index: i, Action: &a, Err: err}, nil
		}
	}
	finished := rec.Status == "finished" || rec.GameEndReason != ""
	result := rec.Result
	if !finished {
		result = nil // an unfinished game's scores are not final
	}
	if diffs := CompareEnd(cfg.Players, finished, rec.GameEndReason, result, g); len(diffs) > 0 {
		return &StepDiff{Step: len(eff), Index: -1, Diffs: diffs}, nil
	}
	return nil, nil
}

// CompareEnd compares how a game ended with the expectation: finished,
// game_end_reason (when finished) and result. The expected result may be
// keyed by player id or by name; a nil one is not compared. An unfinished
// game's result is compared only when the game gives one.
func CompareEnd(players []engine.Player, finished bool, reason string, result map[string]int, g engine.Game) []Diff {
	var diffs []Diff
	if g.Finished() != finished {
		diffs = append(diffs, Diff{Path: "finished", Expected: strconv.FormatBool(finished), Got: strconv.FormatBool(g.Finished())})
	}
	if finished && g.EndReason() != reason {
		diffs = append(diffs, Diff{Path: "game_end_reason", Expected: strconv.Quote(reason), Got: strconv.Quote(g.EndReason())})
	}
	if result == nil {
		return diffs
	}
	got := g.Result()
	if !finished && got == nil {
		return diffs
	}
	return append(diffs, CompareResult(players, result, got)...)
}

// CompareResult compares scores by player id; expected keys that are a
// player's name rather than an id are read as that player's id.
func CompareResult(players []engine.Player, expected, got map[string]int) []Diff {
	ids := map[string]bool{}
	byName := map[string]string{}
	for _, p := range players {
		ids[p.ID] = true
		byName[p.Name] = p.ID
	}
	want := map[string]int{}
	for k, v := range expected {
		if id, ok := byName[k]; ok && !ids[k] {
			k = id
		}
		want[k] = v
	}
	keys := engine.SortedKeys(want)
	for k := range got {
		if _, ok := want[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	var diffs []Diff
	for _, k := range keys {
		w, wok := want[k]
		g, gok := got[k]
		if w == g && wok == gok {
			continue
		}
		d := Diff{Path: "result[" + k + "]", Expected: missing, Got: missing}
		if wok {
			d.Expected = strconv.Itoa(w)
		}
		if gok {
			d.Got = strconv.Itoa(g)
		}
		diffs = append(diffs, d)
	}
	return diffs
}

// TraceOf replays a record in Ferro and writes down the trace of it, in
// the fixtures' format: a reference to compare later versions against, and
// test material for the tools.
func TraceOf(title engine.Title, rec *engine.Record) (*Trace, error) {
	cfg, g, eff, err := rec.Start(title)
	if err != nil {
		return nil, err
	}
	t := &Trace{Title: cfg.Title, Initial: g.Snapshot(), Skipped: NotIn(eff, len(rec.Actions)), Steps: []Step{}}
	for _, p := range cfg.Players {
		t.Players = append(t.Players, TracePlayer{ID: idJSON(p.ID), Name: p.Name})
	}
	for _, i := range eff {
		a := rec.Actions[i]
		if err := g.Apply(a); err != nil {
			return nil, &engine.ReplayError{Index: i, Action: a, Err: err}
		}
		t.Steps = append(t.Steps, Step{I: i, ID: a.ID, Type: a.Type, Entity: idJSON(a.Entity), State: g.Snapshot()})
	}
	t.Finished = g.Finished()
	if t.Finished {
		reason := g.EndReason()
		t.GameEndReason = &reason
	}
	t.Result = g.Result()
	return t, nil
}

// idJSON writes an id as a JSON number where it is one.
func idJSON(id string) json.RawMessage {
	if n, err := strconv.Atoi(id); err == nil && strconv.Itoa(n) == id {
		return json.RawMessage(id)
	}
	b, _ := json.Marshal(id)
	return b
}
