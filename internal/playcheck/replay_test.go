package playcheck

import (
	"encoding/json"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/server/testgame"
)

// withUndo inserts an undo and a redo after action k, and an undone
// action followed by an undo after action k2, keeping the game the same.
func withUndo(rec *engine.Record, k int) *engine.Record {
	out := *rec
	var acts []engine.Action
	for i, a := range rec.Actions {
		acts = append(acts, a)
		if i == k {
			acts = append(acts, engine.Action{Type: "undo", Entity: a.Entity}, engine.Action{Type: "redo", Entity: a.Entity})
		}
	}
	for i := range acts {
		acts[i].ID = i + 1
	}
	out.Actions = acts
	return &out
}

func traceOf(t *testing.T, rec *engine.Record) *Trace {
	t.Helper()
	tr, err := TraceOf(testgame.Title(), rec)
	if err != nil {
		t.Fatal(err)
	}
	// Through JSON and back, as a trace file would be read.
	b, err := json.Marshal(tr)
	if err != nil {
		t.Fatal(err)
	}
	back, err := ParseTrace(b)
	if err != nil {
		t.Fatal(err)
	}
	return back
}

func setScore(t *testing.T, state json.RawMessage, name string, score int) json.RawMessage {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(state, &m); err != nil {
		t.Fatal(err)
	}
	for _, p := range m["players"].([]any) {
		if p.(map[string]any)["name"] == name {
			p.(map[string]any)["score"] = score
		}
	}
	b, _ := json.Marshal(m)
	return b
}

func TestReplayWithTrace(t *testing.T) {
	rec := withUndo(toyRecord(t, 7), 2)
	tests := []struct {
		name    string
		rec     func() *engine.Record
		trace   func(tr *Trace)
		where   string // StepDiff.Where(), "" for no diff
		want    string // in StepDiff.String()
		wantErr string
	}{
		{name: "reproduces its own trace", trace: func(tr *Trace) {}},
		{name: "initial state", trace: func(tr *Trace) { tr.Initial = setScore(t, tr.Initial, "Ben", 99) },
			where: "initial state", want: "players[Ben].score: expected 99, got 0"},
		{name: "a step", trace: func(tr *Trace) { tr.Steps[5].State = setScore(t, tr.Steps[5].State, "Cy", -1) },
			where: "action 8 (index 7,", want: "players[Cy].score: expected -1"},
		{name: "names mapped", trace: func(tr *Trace) {
			tr.Steps[5].State = json.RawMessage(strings.ReplaceAll(string(tr.Steps[5].State), `"Cy"`, `"Player 3"`))
			tr.Names = NameMap{"Player 3": "Cy"}
		}},
		{name: "result", trace: func(tr *Trace) { tr.Result["2"]++ }, where: "end of game", want: "result[2]"},
		{name: "result by name", trace: func(tr *Trace) {
			tr.Result = map[string]int{"Ann": tr.Result["1"], "Ben": tr.Result["2"], "Cy": tr.Result["3"]}
		}},
		{name: "end reason", trace: func(tr *Trace) { r := "bank_broken"; tr.GameEndReason = &r }, where: "end of game", want: `game_end_reason: expected "bank_broken"`},
		{name: "not finished", trace: func(tr *Trace) { tr.Finished = false }, where: "end of game", want: "finished: expected false, got true"},
		{name: "skipped disagrees", trace: func(tr *Trace) { tr.Skipped = []int{3} }, wantErr: "the trace skipped [3]"},
		{name: "steps misaligned", trace: func(tr *Trace) { tr.Steps[1].I = 9 }, wantErr: "trace step 1 is action 9"},
		{name: "refused action", rec: func() *engine.Record {
			r := *rec
			r.Actions = append([]engine.Action{}, rec.Actions...)
			r.Actions[0].Entity = "3" // out of turn
			return &r
		}, trace: func(tr *Trace) {}, where: "action 1 (index 0, ", want: "refused: illegal action (turn order)"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tr := traceOf(t, rec)
			tt.trace(tr)
			r := rec
			if tt.rec != nil {
				r = tt.rec()
			}
			d, err := ReplayWithTrace(testgame.Title(), r, tr)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
					t.Fatalf("err = %v, want one containing %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if tt.where == "" {
				if d != nil {
					t.Fatalf("unexpected diff: %s", d)
				}
				return
			}
			if d == nil || !strings.HasPrefix(d.Where(), tt.where) || !strings.Contains(d.String(), tt.want) {
				t.Fatalf("diff = %v, want at %q containing %q", d, tt.where, tt.want)
			}
		})
	}
}

func TestTraceHasUndoneActions(t *testing.T) {
	rec := withUndo(toyRecord(t, 7), 2)
	tr := traceOf(t, rec)
	// The undo (3) and redo (4) are skipped; the redone action 2 is applied.
	if got := tr.Skipped; len(got) != 2 || got[0] != 3 || got[1] != 4 {
		t.Errorf("skipped = %v, want [3 4]", got)
	}
}

func TestReplayRecord(t *testing.T) {
	rec := toyRecord(t, 11)
	tests := []struct {
		name   string
		change func(r *engine.Record)
		want   string // in the diff; "" for none
	}{
		{"as played", func(r *engine.Record) {}, ""},
		{"result", func(r *engine.Record) { r.Result = map[string]int{"1": -5} }, "result[1]: expected -5"},
		{"reason", func(r *engine.Record) { r.GameEndReason = "manually_ended" }, `game_end_reason: expected "manually_ended"`},
		{"unfinished record", func(r *engine.Record) { r.Status, r.GameEndReason = "active", "" }, "finished: expected false, got true"},
		{"refused", func(r *engine.Record) { r.Actions[1].Type = "fly" }, "action 2 (index 1, fly by"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := *rec
			r.Actions = append([]engine.Action{}, rec.Actions...)
			r.Result = map[string]int{}
			for k, v := range rec.Result {
				r.Result[k] = v
			}
			tt.change(&r)
			d, err := ReplayRecord(testgame.Title(), &r)
			if err != nil {
				t.Fatal(err)
			}
			if tt.want == "" {
				if d != nil {
					t.Fatalf("unexpected diff: %s", d)
				}
				return
			}
			if d == nil || !strings.Contains(d.String(), tt.want) {
				t.Fatalf("diff = %v, want one containing %q", d, tt.want)
			}
		})
	}
}
