package registry_test

import (
	"bufio"
	"crypto/sha256"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
	"ferro/logtext"
)

var updateLogText = flag.Bool("update-logtext", false, "rewrite testdata/logtext.golden from this tree")

// TestLogTextGolden: every log line the titles write (each action's
// Describe before it is applied, and each legal action's, which the page
// shows as its button) in every language of the catalogues is the text
// the golden recorded, over seeded random games of every title and
// player count and the 18ZOO fixture records. The golden holds, per
// source and language, the number of lines and a hash of them; a move of
// the phrases between title and engine or between catalogue keys must
// leave it as it is. FERRO_LOGTEXT_DUMP=DIR writes the lines themselves
// (one file per source and language) to compare two trees with diff.
func TestLogTextGolden(t *testing.T) {
	got := map[string]*logSink{}
	sink := func(src string) *logSink {
		if got[src] == nil {
			got[src] = newLogSink(t, src)
		}
		return got[src]
	}
	for _, name := range registry.Names() {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		// two games per player count, then more (by turns) until the
		// title has said enough (1713 Menorca's random games are short)
		lo, hi := title.Players()
		out := sink("random " + name)
		for k := 0; k < 2*(hi-lo+1) || (out.n < 30000 && k < 60); k++ {
			{
				n, s := lo+k%(hi-lo+1), k/(hi-lo+1)
				seed := int64(5100 + 10*n + s)
				cfg := engine.Config{Title: name, Seed: seed, Players: playcheck.Players(n, 0)}
				rng := rand.New(rand.NewPCG(uint64(seed), 3))
				_, err := playcheck.RandomGame(title, cfg, rng, 1500, playcheck.Checks{NoClone: true, ReplayEvery: -1, NoAudit: true,
					Choose: func(g engine.Game, legal []engine.Action) int {
						k := rng.IntN(len(legal))
						d := g.(engine.Describer)
						for i, a := range legal {
							out.line(fmt.Sprintf("%d/%d", i, len(legal)), d.Describe(a))
						}
						out.line("plays", d.Describe(legal[k]))
						if out.pos++; out.pos%40 == 0 {
							for _, a := range legal {
								out.variants(d, a)
							}
						}
						return k
					}})
				if err != nil {
					t.Fatalf("%s, %d players, seed %d: %v", name, n, seed, err)
				}
			}
		}
	}
	dir, err := testkit.LocateFixtures()
	if err != nil {
		t.Fatalf("fixture records: %v", err)
	}
	recs, err := playcheck.Records(filepath.Join(dir, "18zoo"))
	if err != nil {
		t.Fatal(err)
	}
	out := sink("18ZOO fixture records")
	for _, path := range recs {
		rec, title, cfg, err := engine.ReadRecord(path, registry.Lookup)
		if err != nil || !strings.HasPrefix(rec.Title, "18ZOO") {
			continue // as TestBehaviourDigest
		}
		eff, err := engine.Effective(rec.Actions)
		if err != nil {
			t.Fatal(err)
		}
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		d := g.(engine.Describer)
		for k, i := range eff {
			a := rec.Actions[i]
			if k%7 == 0 {
				for j, l := range g.Legal() {
					out.line(fmt.Sprintf("%d", j), d.Describe(l))
				}
			}
			out.line(filepath.Base(path), d.Describe(a))
			if err := g.Apply(a); err != nil {
				break // as TestBehaviourDigest: some records end on an action that does not apply
			}
		}
	}
	var lines []string
	for _, src := range sortedKeys(got) {
		lines = append(lines, got[src].sums()...)
		t.Logf("%s: %d lines, %d keys: %s", src, got[src].n, len(got[src].keys), strings.Join(sortedKeys(got[src].keys), " "))
		got[src].close()
	}
	golden := filepath.Join("testdata", "logtext.golden")
	if *updateLogText {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (go test -run TestLogTextGolden -update-logtext writes it)", err)
	}
	if w, g := strings.TrimSpace(string(want)), strings.Join(lines, "\n"); w != g {
		t.Errorf("the log lines differ from the golden (FERRO_LOGTEXT_DUMP=DIR writes them, to diff with the base's):\ngot:\n%s\nwant:\n%s", g, w)
	}
}

// logSink hashes (and with FERRO_LOGTEXT_DUMP writes) one source's
// lines in every language.
type logSink struct {
	src   string
	n     int // lines
	pos   int // positions of random play
	keys  map[string]bool
	hash  map[string]io.Writer
	sum   map[string]func() []byte
	dump  map[string]*bufio.Writer
	files []*os.File
}

func newLogSink(t *testing.T, src string) *logSink {
	s := &logSink{src: src, keys: map[string]bool{}, hash: map[string]io.Writer{}, sum: map[string]func() []byte{}, dump: map[string]*bufio.Writer{}}
	dir := os.Getenv("FERRO_LOGTEXT_DUMP")
	for _, lang := range logtext.Languages {
		h := sha256.New()
		s.hash[lang], s.sum[lang] = h, func() []byte { return h.Sum(nil) }
		if dir != "" {
			f, err := os.Create(filepath.Join(dir, strings.NewReplacer(" ", "_", "/", "_").Replace(src)+"."+lang+".txt"))
			if err != nil {
				t.Fatal(err)
			}
			s.files = append(s.files, f)
			s.dump[lang] = bufio.NewWriter(f)
		}
	}
	return s
}

func (s *logSink) line(tag string, p engine.Phrase) {
	s.n++
	s.keys[p.Key] = true
	for _, lang := range logtext.Languages {
		text := logtext.Render(lang, p)
		fmt.Fprintf(s.hash[lang], "%s\n", text)
		if w := s.dump[lang]; w != nil {
			fmt.Fprintf(w, "%s\t%s\n", tag, text)
		}
	}
}

// variants are a's lines with what a button's action may lack (its
// price, its rotation) and as a type the title does not know: the
// branches random play and the records seldom reach.
func (s *logSink) variants(d engine.Describer, a engine.Action) {
	v := a
	v.Price = nil
	s.line("no price", describeSafe(d, v))
	v = a
	v.Rotation = nil
	s.line("no rotation", describeSafe(d, v))
	v = a
	v.Type = "no_such_action"
	s.line("unknown", describeSafe(d, v))
}

// describeSafe is a's phrase, or "panic" where Describe panics (the
// server's callers recover).
func describeSafe(d engine.Describer, a engine.Action) (p engine.Phrase) {
	defer func() {
		if recover() != nil {
			p = engine.Say("panic")
		}
	}()
	return d.Describe(a)
}

// sums are the golden's lines of this source: per language, the lines
// and their hash.
func (s *logSink) sums() []string {
	var out []string
	for _, lang := range logtext.Languages {
		out = append(out, fmt.Sprintf("%s %s: %d lines, sha256 %x", s.src, lang, s.n, s.sum[lang]()[:16]))
	}
	return out
}

func (s *logSink) close() {
	for _, w := range s.dump {
		w.Flush()
	}
	for _, f := range s.files {
		f.Close()
	}
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}
