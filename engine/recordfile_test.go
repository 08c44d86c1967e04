package engine_test

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
)

// TestReadRecordNamesTheFile: a record that cannot be read, parsed or
// matched to a title gives an error that names its file.
func TestReadRecordNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	noTitle := func(string) (engine.Title, error) { return nil, errors.New("no such title") }
	for _, c := range []struct {
		name, path, want string
	}{
		{"missing", filepath.Join(dir, "absent.json"), "absent.json"},
		{"bad JSON", write("bad.json", "{"), "bad.json"},
		{"unknown title", write("unknown.json", `{"title": "Nowhere", "players": [{"id": 1, "name": "a"}], "actions": []}`), "unknown.json: no such title"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, _, err := engine.ReadRecord(c.path, noTitle)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want an error naming %q", err, c.want)
			}
		})
	}
}
