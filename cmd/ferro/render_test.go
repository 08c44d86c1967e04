package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/internal/testkit"
)

func render(args []string, stdout, stderr *bytes.Buffer) int { return renderMain(args, stdout, stderr) }

// TestRender draws an 18ZOO record's board at its end and earlier, its
// market, and a 1713 Menorca record's board, and refuses a bad --at.
func TestRender(t *testing.T) {
	rec := filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapC", "5774.json")
	dir := t.TempDir()
	out := filepath.Join(dir, "board.svg")
	if code, _, stderr := run(render, rec, "-o", out); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	end, _ := os.ReadFile(out)
	if !bytes.HasPrefix(end, []byte("<svg")) || !bytes.Contains(end, []byte(`data-hex="I15"`)) || !bytes.Contains(end, []byte(`class="route"`)) {
		t.Fatalf("board at the end: %.120s", end)
	}
	code, early, stderr := run(render, rec, "--at", "20")
	if code != 0 || !strings.HasPrefix(early, "<svg") || early == string(end) {
		t.Fatalf("board at 20: exit %d %s", code, stderr)
	}
	if code, mk, stderr := run(render, rec, "--market"); code != 0 || !strings.Contains(mk, `class="ferro-market"`) {
		t.Fatalf("market: exit %d %s", code, stderr)
	}
	if code, _, _ := run(render, rec, "--at", "100000"); code != 1 {
		t.Fatalf("--at past the end: exit %d", code)
	}

	// 1713 Menorca: a short game written as a record
	cfg := engine.Config{Title: "1713 Menorca", Seed: 5, Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}}}
	tt, err := lookupTitle(cfg.Title)
	if err != nil {
		t.Fatal(err)
	}
	g, err := tt.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	var log []engine.Action
	for i := 0; i < 30 && !g.Finished(); i++ {
		a := g.Legal()[0]
		a.ID = i + 1
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		log = append(log, a)
	}
	data, err := json.Marshal(engine.NewRecord(cfg, log, g, "test"))
	if err != nil {
		t.Fatal(err)
	}
	mrec := filepath.Join(dir, "menorca.json")
	os.WriteFile(mrec, data, 0o644)
	code, svg, stderr := run(render, mrec)
	if code != 0 || !strings.Contains(svg, `data-hex="K10"`) {
		t.Fatalf("Menorca board: exit %d %s", code, stderr)
	}
}
