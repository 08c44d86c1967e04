package main

import (
	"bytes"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"ferro/internal/testkit"
)

// TestAnalyzeJSON: ferro analyze --json on a real record prints one object
// per decision (the fields the issue names, chances that sum to 1, a cost
// that is the mover's chance after the bot's move less after the played
// one) and a last summary counting them; the same run gives the same lines.
func TestAnalyzeJSON(t *testing.T) {
	rec := filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapA", "2.json")
	analyze := func(args []string, stdout, stderr *bytes.Buffer) int { return analyzeMain(args, stdout, stderr) }
	code, out, stderr := run(analyze, rec, "--bot", "heuristic", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	lines := strings.Split(strings.TrimSpace(out), "\n")
	if len(lines) < 3 {
		t.Fatalf("%d lines", len(lines))
	}
	for _, l := range lines[:len(lines)-1] {
		var d struct {
			Index     *int            `json:"index"`
			ActionID  *int            `json:"action_id"`
			Seat      *int            `json:"seat"`
			Type      string          `json:"type"`
			Played    json.RawMessage `json:"played"`
			Best      json.RawMessage `json:"best"`
			Before    []float64       `json:"chances_before"`
			After     []float64       `json:"chances_after"`
			AfterBest []float64       `json:"chances_after_best"`
			Cost      float64         `json:"cost"`
			Legal     int             `json:"legal"`
		}
		if err := json.Unmarshal([]byte(l), &d); err != nil {
			t.Fatalf("%q: %v", l, err)
		}
		if d.Index == nil || d.ActionID == nil || d.Seat == nil || d.Type == "" || len(d.Played) == 0 || len(d.Best) == 0 || d.Legal < 2 {
			t.Fatalf("a field is missing: %s", l)
		}
		sum := 0.0
		for _, c := range d.Before {
			sum += c
		}
		if len(d.Before) != 2 || sum < 0.999 || sum > 1.001 {
			t.Fatalf("chances before %v", d.Before)
		}
		if got := d.AfterBest[*d.Seat] - d.After[*d.Seat]; got != d.Cost {
			t.Fatalf("cost %v, the chances say %v", d.Cost, got)
		}
	}
	var last struct {
		Summary *analyzeSummary `json:"summary"`
	}
	if err := json.Unmarshal([]byte(lines[len(lines)-1]), &last); err != nil || last.Summary == nil {
		t.Fatalf("last line is not a summary: %s (%v)", lines[len(lines)-1], err)
	}
	if last.Summary.Decisions+last.Summary.NotComparable != len(lines)-1 {
		t.Fatalf("summary counts %d decisions, printed %d", last.Summary.Decisions, len(lines)-1)
	}
	_, again, _ := run(analyze, rec, "--bot", "heuristic", "--json")
	strip := func(s string) string { return s[:strings.LastIndex(s, `{"summary"`)] }
	if strip(again) != strip(out) {
		t.Fatal("a second run printed other decisions")
	}
}
