package zoomap_test

// TEMPORARY (not committed): golden dump of game listings for the perf refactor.

import (
	"crypto/sha256"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/games/registry"
	"ferro/internal/testkit"
)

func TestZZGoldenGame(t *testing.T) {
	out := os.Getenv("FERRO_GOLDEN_GAME")
	if out == "" {
		t.Skip("FERRO_GOLDEN_GAME not set")
	}
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
	paths, _ := testkit.Records(dir)
	var sb strings.Builder
	for _, path := range paths {
		data, _ := os.ReadFile(path)
		rec, _ := engine.ParseRecord(data)
		title, err := registry.Lookup(rec.Title)
		if err != nil {
			continue
		}
		cfg, _ := rec.Config()
		g, err := title.New(cfg)
		if err != nil {
			continue
		}
		eff, _ := engine.Effective(rec.Actions)
		h := sha256.New()
		for _, i := range eff {
			fmt.Fprintln(h, g.Legal())
			err := g.Apply(rec.Actions[i])
			fmt.Fprintln(h, err)
			if err != nil {
				break
			}
		}
		fmt.Fprintf(&sb, "%s %x\n", filepath.Base(path), h.Sum(nil))
	}
	for ti, title := range g18zoo.Titles() {
		for s := 0; s < 4; s++ {
			cfg := engine.Config{Title: title.Name(), Seed: int64(s)}
			for i := 1; i <= 3+s%3; i++ {
				cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprint("P", i)})
			}
			p, err := testkit.RandomGame(title, cfg, rand.New(rand.NewPCG(uint64(s), 7)), 5000, testkit.Checks{NoClone: true, ReplayEvery: -1})
			if err != nil {
				t.Fatal(err)
			}
			fmt.Fprintf(&sb, "random %d %d %d %v\n", ti, s, len(p.Log), p.Log[len(p.Log)-1])
		}
	}
	os.WriteFile(out, []byte(sb.String()), 0o644)
}
