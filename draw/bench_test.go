package draw_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"ferro/draw"
	"ferro/engine"
	"ferro/engine/history"
	"ferro/games/registry"
	"ferro/internal/testkit"
)

func benchRecord(b *testing.B, rel string) (engine.Title, engine.Config, []engine.Action) {
	data, err := os.ReadFile(filepath.Join(testkit.FixturesDir(b), rel))
	if err != nil {
		b.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		b.Fatal(err)
	}
	t, err := registry.Lookup(rec.Title)
	if err != nil {
		b.Fatal(err)
	}
	cfg, err := rec.Config()
	if err != nil {
		b.Fatal(err)
	}
	return t, cfg, rec.Actions
}

// BenchmarkViewSVGLateMapF: the view and the board SVG of a late Map F
// position (6535 at its last action), from the game.
func BenchmarkViewSVGLateMapF(b *testing.B) {
	t, cfg, log := benchRecord(b, "18zoo/18ZOOMapF/6535.json")
	g, err := engine.Replay(t, cfg, log)
	if err != nil {
		b.Fatal(err)
	}
	var out bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		v := g.View()
		out.Reset()
		if err := draw.Board(&out, v.Board, draw.BoardOptions{Palette: draw.PaletteOf(v.Families), Currency: v.Currency}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkViewAtN: the view at arbitrary points of a 455-action game
// (5774) from its timeline.
func BenchmarkViewAtN(b *testing.B) {
	t, cfg, log := benchRecord(b, "18zoo/18ZOOMapC/5774.json")
	tl, err := history.New(t, cfg, log, 0)
	if err != nil {
		b.Fatal(err)
	}
	var ns []int
	for n := 0; n <= len(log); n += 7 {
		if _, err := tl.GameAt(n); err == nil {
			ns = append(ns, n)
		}
	}
	b.ReportAllocs()
	k := 0
	for b.Loop() {
		if _, err := tl.ViewAt(ns[k%len(ns)]); err != nil {
			b.Fatal(err)
		}
		k++
	}
}

// BenchmarkTimeline: building the timeline of the 455-action game (once
// per log length in the server).
func BenchmarkTimeline(b *testing.B) {
	t, cfg, log := benchRecord(b, "18zoo/18ZOOMapC/5774.json")
	b.ReportAllocs()
	for b.Loop() {
		if _, err := history.New(t, cfg, log, 0); err != nil {
			b.Fatal(err)
		}
	}
}
