package g18zoo_test

import (
	"path/filepath"
	"testing"

	"ferro/engine"
	"ferro/internal/testkit"
)

// benchRecords are the full games the issue names.
var benchRecords = []string{"18ZOOMapA/153535.json", "18ZOOMapB/18ZOOMapB_game_end_fixed_round.json",
	"18ZOOMapC/5774.json", "18ZOOMapE/113805.json", "18ZOOMapF/6535.json"}

func loadRecord(b *testing.B, name string) (engine.Title, engine.Config, []engine.Action) {
	title, rec, cfg := openRecord(b, filepath.Join(testkit.FixturesDir(b), "18zoo", name))
	return title, cfg, rec.Actions
}

// BenchmarkReplay replays whole recorded games (parsing excluded).
func BenchmarkReplay(b *testing.B) {
	for _, name := range benchRecords {
		b.Run(filepath.Base(filepath.Dir(name))+"/"+filepath.Base(name), func(b *testing.B) {
			title, cfg, actions := loadRecord(b, name)
			for b.Loop() {
				if _, err := engine.Replay(title, cfg, actions); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkLegal lists the legal actions at every 10th position of a
// recorded game (mid-game positions of every kind). "first": each listing
// is on a fresh clone of a position never listed before, so nothing the
// board caches (networks, tile lays) helps; the clone is included. "again":
// the same positions listed over and over, as a UI or a bot asking twice.
func BenchmarkLegal(b *testing.B) {
	title, cfg, actions := loadRecord(b, benchRecords[0])
	eff, _ := engine.Effective(actions)
	var positions []engine.Game
	g, _ := title.New(cfg)
	for k, i := range eff {
		if err := g.Apply(actions[i]); err != nil {
			b.Fatal(err)
		}
		if k%10 == 5 && !g.Finished() {
			positions = append(positions, g.Clone())
		}
	}
	for _, again := range []bool{false, true} {
		name := "first"
		if again {
			name = "again"
		}
		b.Run(name, func(b *testing.B) {
			n := 0
			for b.Loop() {
				for _, p := range positions {
					if !again {
						p = p.Clone()
					}
					n += len(p.Legal())
				}
			}
			b.ReportMetric(float64(len(positions)), "positions")
		})
	}
}
