package tsgen

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestGeneratedUpToDate: the committed web/src/gen files are what the Go
// types give; after a change to engine/view or engine.Action, run
// `go generate ./web`.
func TestGeneratedUpToDate(t *testing.T) {
	for name, want := range Files() {
		got, err := os.ReadFile(filepath.Join("..", Dir, name))
		if err != nil {
			t.Fatalf("%v (run go generate ./web)", err)
		}
		if string(got) != string(want) {
			t.Errorf("web/%s/%s differs from the Go types: run go generate ./web", Dir, name)
		}
	}
}

// TestEveryJSONField: every JSON member the Go types write is declared
// (a field added to the view model shows up in the client's types).
func TestEveryJSONField(t *testing.T) {
	files := Files()
	for file, fields := range map[string][]string{
		"view.ts":   {"export interface View {", "  log?: LogLine[];", "  cell?: [number, number];", "export interface Hex {", "  ipo_percent: number;"},
		"action.ts": {"  entity: string | number;", "  routes?: Route[];", "  share_price?: unknown;", "  auto_actions?: Action[];", "  type: string;"},
	} {
		for _, f := range fields {
			if !strings.Contains(string(files[file]), f+"\n") {
				t.Errorf("%s lacks %q", file, f)
			}
		}
	}
}
