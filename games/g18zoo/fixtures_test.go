package g18zoo_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
)

// replayTrace replays a record against its trace and returns a description
// of the first disagreement, or "".
func replayTrace(t testing.TB, path string) string {
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		return err.Error()
	}
	tdata, err := os.ReadFile(testkit.TracePath(path))
	if err != nil {
		return "no trace"
	}
	var tr testkit.Trace
	if err := json.Unmarshal(tdata, &tr); err != nil {
		return "bad trace: " + err.Error()
	}
	title, err := registry.Lookup(rec.Title)
	if err != nil {
		return err.Error()
	}
	cfg, err := rec.Config()
	if err != nil {
		return err.Error()
	}
	g, err := title.New(cfg)
	if err != nil {
		return err.Error()
	}
	if d := testkit.FirstDiff(tr.Initial, g.Snapshot(), nil); d != nil {
		return "initial: " + d.String()
	}
	eff, err := engine.Effective(rec.Actions)
	if err != nil {
		return err.Error()
	}
	if len(eff) != len(tr.Steps) {
		return "effective actions differ from the trace's steps"
	}
	for k, i := range eff {
		a := rec.Actions[i]
		if err := g.Apply(a); err != nil {
			return "action " + itoa(a.ID) + " (" + a.Type + " by " + a.Entity + "): " + err.Error()
		}
		if d := testkit.FirstDiff(tr.Steps[k].State, g.Snapshot(), nil); d != nil {
			return "after action " + itoa(a.ID) + " (" + a.Type + " by " + a.Entity + "): " + d.String()
		}
	}
	if tr.Finished != g.Finished() {
		return "finished differs"
	}
	return ""
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }

func TestFixtureReplays(t *testing.T) {
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
	recs, err := testkit.Records(dir)
	if err != nil {
		t.Fatal(err)
	}
	pass := 0
	for _, p := range recs {
		name := strings.TrimPrefix(p, dir+"/")
		msg := replayTrace(t, p)
		if msg == "" {
			pass++
			if knownFailing[name] {
				t.Errorf("%s now replays step-identically: remove it from knownFailing", name)
			}
			continue
		}
		if knownFailing[name] {
			t.Logf("known failing %s: %s", name, msg)
			continue
		}
		t.Errorf("%s: %s", name, msg)
	}
	t.Logf("%d of %d records replay step-identically", pass, len(recs))
}
