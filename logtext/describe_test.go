package logtext_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/engine/view"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
	"ferro/logtext"
)

// keysOf adds p's key and those of the phrases among its arguments, and
// reports a placeholder of the English text that p gives no value.
func keysOf(t *testing.T, p view.Phrase, seen map[string]bool) {
	t.Helper()
	seen[p.Key] = true
	en, _ := logtext.Text("en", p.Key)
	for _, name := range placeholders(en) {
		if _, ok := p.Args[name]; !ok {
			t.Errorf("%q gives no {%s}", p.Key, name)
		}
	}
	for _, v := range p.Args {
		if q, ok := v.(view.Phrase); ok {
			keysOf(t, q, seen)
		}
	}
}

// describedKeys are the keys of every log line of the real 18ZOO records
// and of seeded random games of each title.
func describedKeys(t *testing.T) map[string]bool {
	seen := map[string]bool{}
	add := func(title engine.Title, cfg engine.Config, log []engine.Action) {
		tl, err := history.New(title, cfg, log, 0)
		if err != nil {
			t.Fatal(err)
		}
		v, err := tl.ViewAt(tl.Len())
		if err != nil || v == nil {
			t.Fatalf("%s: no view (%v)", cfg.Title, err)
		}
		for _, l := range v.Log {
			keysOf(t, l.Phrase, seen)
		}
	}
	for _, name := range []string{"18ZOO - Map A", "1713 Menorca"} {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		for seed := int64(1); seed <= 2; seed++ {
			cfg := engine.Config{Title: name, Seed: seed, Players: playcheck.Players(3, 0)}
			p, err := playcheck.RandomGame(title, cfg, rand.New(rand.NewPCG(uint64(seed), 7)), 4000, playcheck.Checks{ReplayEvery: -1, NoClone: true})
			if err != nil || p.Failure != nil {
				t.Fatalf("%s seed %d: %v %v", name, seed, err, p.Failure)
			}
			add(title, cfg, p.Log)
		}
	}
	if testing.Short() {
		return seen
	}
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
	paths, err := playcheck.Records(dir)
	if err != nil {
		t.Fatal(err)
	}
	records := 0
	for _, path := range paths {
		if strings.Contains(path, "differential") {
			continue // refused part-way by design
		}
		rec, title, cfg, err := engine.ReadRecord(path, registry.Lookup)
		if err != nil {
			t.Fatal(err)
		}
		add(title, cfg, rec.Actions)
		records++
	}
	t.Logf("%d records of %s", records, dir)
	return seen
}

// TestDescribeKeysExist: every key the titles' Describe (and the
// history's undo and redo lines) gave over real and random games, and
// every key written whole in their sources, is in every catalogue, with
// every placeholder given.
func TestDescribeKeysExist(t *testing.T) {
	seen := describedKeys(t)
	if seen["log.other"] {
		t.Error(`some action is written "{who} {type}": give its kind words of its own`)
	}
	for _, must := range []string{"log.pass", "log.undo", "zoo.lay_tile_terrain", "zoo.run_routes", "menorca.par_token", "log.run_routes"} {
		if !seen[must] {
			t.Errorf("no game gave %q: the games cover too little", must)
		}
	}
	literal := regexp.MustCompile(`[sS]ay\("([a-z0-9_.]+)"[,)]`)
	for _, src := range []string{"../engine/describe/describe.go", "../games/g18zoo/describe.go", "../games/g18zoo/describe_words.go",
		"../games/g1713menorca/describe.go", "../games/g1713menorca/view.go", "../engine/history/history.go"} {
		data, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range literal.FindAllStringSubmatch(string(data), -1) {
			seen[m[1]] = true
		}
	}
	for k := range seen {
		for _, lang := range logtext.Languages {
			if !logtext.Has(lang, k) {
				t.Errorf("%s catalogue lacks %q", lang, k)
			}
		}
	}
	t.Logf("%d keys given", len(seen))
}
