package draw_test

import (
	"bytes"
	"flag"
	"fmt"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"ferro/draw"
	"ferro/engine"
	"ferro/engine/history"
	"ferro/engine/view"
	"ferro/games/registry"
	"ferro/internal/browser"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// One flag per golden set.
var (
	updateStart   = flag.Bool("update-start", false, "rewrite testdata/start_*.svg (each 18ZOO map at set-up)")
	updateRecords = flag.Bool("update-records", false, "rewrite testdata/record_*.svg (fixture records at their last action)")
	updateMenorca = flag.Bool("update-menorca", false, "rewrite testdata/menorca_*.svg (a seeded random 1713 Menorca game)")
	writeImages   = flag.String("images", "", "also write the PNGs of the documentation into this directory (docs/images)")
)

// golden compares got with testdata/name, rewriting it under update.
func golden(t *testing.T, name string, got []byte, update bool) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test ./draw -update-… to write it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from what is drawn now (%d bytes, golden %d); look at both and rerun with the update flag if the change is meant", name, len(got), len(want))
	}
}

func boardSVG(t *testing.T, v *view.View) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := draw.Board(&b, v.Board, draw.BoardOptions{Routes: v.Routes, Palette: draw.PaletteOf(v.Families), Currency: v.Currency}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

func marketSVG(t *testing.T, v *view.View) []byte {
	t.Helper()
	var b bytes.Buffer
	if err := draw.Market(&b, v.Market, draw.PaletteOf(v.Families)); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// picture is one drawing to look at in the browser.
type picture struct {
	name  string
	svg   []byte
	image string // file name under -images, if it is one of the documentation's
}

func startView(t *testing.T, title string) *view.View {
	t.Helper()
	tt, err := registry.Lookup(title)
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Title: title, Seed: 1, Players: []engine.Player{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Bob"}, {ID: "3", Name: "Cy"}}}
	g, err := tt.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g.View()
}

func recordView(t *testing.T, dir, rel string) *view.View {
	t.Helper()
	data, err := os.ReadFile(filepath.Join(dir, rel))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	tt, err := registry.Lookup(rec.Title)
	if err != nil {
		t.Fatal(err)
	}
	cfg, err := rec.Config()
	if err != nil {
		t.Fatal(err)
	}
	tl, err := historyOf(tt, cfg, rec.Actions)
	if err != nil {
		t.Fatal(err)
	}
	v, err := tl.ViewAt(tl.Len())
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// menorcaView is the view after a seeded random 1713 Menorca game of at
// most n actions.
func menorcaView(t *testing.T, seed int64, n int) *view.View {
	t.Helper()
	tt, err := registry.Lookup("1713 Menorca")
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Title: tt.Name(), Seed: seed, Players: []engine.Player{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Bob"}, {ID: "3", Name: "Cy"}}}
	p, err := playcheck.RandomGame(tt, cfg, rand.New(rand.NewPCG(uint64(seed), 1)), n, playcheck.Checks{ReplayEvery: -1, NoClone: true})
	if err != nil {
		t.Fatal(err)
	}
	if p.Failure != nil {
		t.Fatalf("random game: %v", p.Failure)
	}
	tl, err := historyOf(tt, cfg, p.Log)
	if err != nil {
		t.Fatal(err)
	}
	v, err := tl.ViewAt(tl.Len())
	if err != nil {
		t.Fatal(err)
	}
	return v
}

// TestGoldenBoards draws each golden set, compares it with its file and
// renders every picture to PNG in Chromium, which must not be blank.
func TestGoldenBoards(t *testing.T) {
	var pics []picture
	for _, l := range []string{"A", "B", "C", "D", "E", "F"} {
		v := startView(t, "18ZOO - Map "+l)
		svg := boardSVG(t, v)
		golden(t, "start_"+l+".svg", svg, *updateStart)
		img := ""
		if l == "A" {
			img = "18zoo-map-a-start.png"
		}
		pics = append(pics, picture{"start " + l, svg, img})
	}
	for _, r := range []struct{ rel, name, image string }{
		{"18zoo/18ZOOMapC/5774.json", "record_5774", "18zoo-5774-end.png"},
		{"18zoo/18ZOOMapF/6535.json", "record_6535", ""},
	} {
		dir, err := testkit.LocateFixtures()
		if err != nil {
			if testkit.FixturesRequired() {
				t.Fatalf("no shared fixtures: %v", err)
			}
			t.Logf("no shared fixtures (%v): the record drawings are not checked", err)
			break
		}
		v := recordView(t, dir, r.rel)
		svg := boardSVG(t, v)
		golden(t, r.name+".svg", svg, *updateRecords)
		mk := marketSVG(t, v)
		golden(t, r.name+"_market.svg", mk, *updateRecords)
		pics = append(pics, picture{r.name, svg, r.image}, picture{r.name + " market", mk, ""})
	}
	v := menorcaView(t, 7, 300)
	svg := boardSVG(t, v)
	golden(t, "menorca_7.svg", svg, *updateMenorca)
	mk := marketSVG(t, v)
	golden(t, "menorca_7_market.svg", mk, *updateMenorca)
	pics = append(pics, picture{"menorca", svg, "1713-menorca.png"}, picture{"menorca market", mk, ""})

	path := browser.Need(t)
	s, err := browser.Start(path)
	if err != nil {
		t.Fatalf("starting %s: %v", path, err)
	}
	defer s.Close()
	for _, p := range pics {
		data, err := s.PNG(p.svg)
		if err != nil {
			t.Fatalf("%s: rendering: %v", p.name, err)
		}
		if err := notBlank(data); err != nil {
			t.Errorf("%s: %v", p.name, err)
		}
		if out := os.Getenv("FERRO_DRAW_OUT"); out != "" {
			os.WriteFile(filepath.Join(out, p.name+".png"), data, 0o644)
		}
		if *writeImages != "" && p.image != "" {
			if err := os.WriteFile(filepath.Join(*writeImages, p.image), data, 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// notBlank checks that a PNG shows a drawing: enough pixels that are
// not the background, in several colours.
func notBlank(data []byte) error {
	img, err := png.Decode(bytes.NewReader(data))
	if err != nil {
		return err
	}
	b := img.Bounds()
	if b.Dx() < 100 || b.Dy() < 100 {
		return fmt.Errorf("image is %dx%d", b.Dx(), b.Dy())
	}
	inked, colors := 0, map[uint32]bool{}
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			if r>>8 < 240 || g>>8 < 240 || bl>>8 < 240 {
				inked++
			}
			if len(colors) < 64 {
				colors[(r>>12)<<8|(g>>12)<<4|bl>>12] = true
			}
		}
	}
	total := (b.Dx() / 3) * (b.Dy() / 3)
	if inked < total/20 || len(colors) < 4 {
		return fmt.Errorf("image looks blank: %d of %d sampled pixels drawn, %d colours", inked, total, len(colors))
	}
	return nil
}

func historyOf(t engine.Title, cfg engine.Config, log []engine.Action) (*history.Timeline, error) {
	return history.New(t, cfg, log, 0)
}
