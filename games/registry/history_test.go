package registry_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"sync"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/games/registry"
	"ferro/internal/testkit"
)

func load(tb testing.TB, rel string) (engine.Title, engine.Config, []engine.Action) {
	tb.Helper()
	data, err := os.ReadFile(filepath.Join(testkit.FixturesDir(tb), rel))
	if err != nil {
		tb.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		tb.Fatal(err)
	}
	t, err := registry.Lookup(rec.Title)
	if err != nil {
		tb.Fatal(err)
	}
	cfg, err := rec.Config()
	if err != nil {
		tb.Fatal(err)
	}
	return t, cfg, rec.Actions
}

// TestGameAtIsReplay: the game after every prefix of a log with undos
// and redos is the replay of that prefix.
func TestGameAtIsReplay(t *testing.T) {
	title, cfg, log := load(t, "18zoo/18ZOOMapC/5774.json")
	tl, err := history.New(title, cfg, log, 8)
	if err != nil {
		t.Fatal(err)
	}
	undos, broken := 0, 0
	for n := 0; n <= len(log); n++ {
		if n > 0 && log[n-1].Type == "undo" {
			undos++
		}
		want, err := engine.Replay(title, cfg, log[:n])
		got, err2 := tl.GameAt(n)
		if err != nil {
			// some prefixes hold an action 18xx.games took back at once
			// and that does not apply where it stands: no game there
			broken++
			if err2 == nil {
				t.Fatalf("at %d: the prefix does not replay (%v), yet the timeline gives a game", n, err)
			}
			continue
		}
		if err2 != nil {
			t.Fatalf("at %d: %v", n, err2)
		}
		if !bytes.Equal(want.Snapshot(), got.Snapshot()) {
			t.Fatalf("at %d: the timeline's game differs from the replay of the prefix", n)
		}
	}
	if broken > len(log)/10 {
		t.Fatalf("%d of %d prefixes do not replay", broken, len(log))
	}
	if undos == 0 {
		t.Fatal("the record has no undo: the test proves less than it says")
	}
}

// TestViewAtLog: a view carries the log lines up to its position, undone
// actions flagged, and the series have one point per effective action.
func TestViewAtLog(t *testing.T) {
	title, cfg, log := load(t, "18zoo/18ZOOMapC/5774.json")
	tl, err := history.New(title, cfg, log, 0)
	if err != nil {
		t.Fatal(err)
	}
	v, err := tl.ViewAt(len(log))
	if err != nil {
		t.Fatal(err)
	}
	if len(v.Log) != len(log) || v.At != len(log) || v.Length != len(log) {
		t.Fatalf("view at the end has %d lines, at %d of %d; want %d", len(v.Log), v.At, v.Length, len(log))
	}
	eff, _ := engine.Effective(log)
	undone := 0
	for _, l := range v.Log {
		if l.Phrase.Key == "" {
			t.Fatalf("log line %d (%s) has no phrase", l.Index, l.Type)
		}
		if l.Undone {
			undone++
		}
	}
	skipped := 0
	for _, a := range log {
		if a.Type != "undo" && a.Type != "redo" {
			skipped++
		}
	}
	skipped -= len(eff)
	if undone != skipped {
		t.Fatalf("%d lines flagged undone, %d actions not in effect", undone, skipped)
	}
	s := tl.Series()
	if len(s.At) != len(eff)+1 {
		t.Fatalf("series have %d points, want %d", len(s.At), len(eff)+1)
	}
	for id, ps := range s.Prices {
		if len(ps) != len(s.At) {
			t.Fatalf("prices of %s: %d points, want %d", id, len(ps), len(s.At))
		}
	}
	for id, vs := range s.Values {
		if len(vs) != len(s.At) {
			t.Fatalf("values of %s: %d points, want %d", id, len(vs), len(s.At))
		}
	}
	if len(v.Routes) == 0 || len(v.Routes[0].Legs) == 0 || len(v.Routes[0].Stops) < 2 {
		t.Fatalf("the last run is not shown: %+v", v.Routes)
	}
}

// TestExtend: a timeline extended entry by entry gives the games, lines
// and series of one built from the whole log at once.
func TestExtend(t *testing.T) {
	title, cfg, log := load(t, "18zoo/18ZOOMapC/5774.json")
	tl, err := history.New(title, cfg, log[:0], 5)
	if err != nil {
		t.Fatal(err)
	}
	for n := 1; n <= len(log); n++ {
		next, err := tl.Extend(log[:n])
		if err != nil {
			continue // a prefix that does not replay (see TestGameAtIsReplay)
		}
		tl = next
		if n%50 != 0 && n != len(log) {
			continue
		}
		whole, err := history.New(title, cfg, log[:n], 5)
		if err != nil {
			t.Fatal(err)
		}
		a, _ := tl.ViewAt(n)
		b, _ := whole.ViewAt(n)
		ja, _ := json.Marshal(a)
		jb, _ := json.Marshal(b)
		if !bytes.Equal(ja, jb) {
			t.Fatalf("at %d: the extended timeline's view differs from the whole one's", n)
		}
		sa, _ := json.Marshal(tl.Series())
		sb, _ := json.Marshal(whole.Series())
		if !bytes.Equal(sa, sb) {
			t.Fatalf("at %d: the series differ", n)
		}
		for _, k := range []int{0, n / 3, n - 1} {
			ga, err1 := tl.GameAt(k)
			gb, err2 := whole.GameAt(k)
			if (err1 == nil) != (err2 == nil) || (err1 == nil && !bytes.Equal(ga.Snapshot(), gb.Snapshot())) {
				t.Fatalf("at %d: the games at %d differ", n, k)
			}
		}
	}
}

// TestConcurrentViews: readers share a timeline (run with -race).
func TestConcurrentViews(t *testing.T) {
	title, cfg, log := load(t, "18zoo/18ZOOMapC/5774.json")
	tl, err := history.New(title, cfg, log, 0)
	if err != nil {
		t.Fatal(err)
	}
	var wg sync.WaitGroup
	for w := 0; w < 4; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for n := w; n <= len(log); n += 37 {
				tl.ViewAt(n)
				tl.Series()
			}
		}()
	}
	wg.Wait()
}
