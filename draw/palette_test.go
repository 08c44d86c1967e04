package draw

import (
	"strings"
	"testing"

	"ferro/engine/view"
)

// TestHexPaletteContrast: every text drawn on a hex has a contrast of at
// least 4.5:1 (WCAG AA) on every hex fill, and the tile colours of
// consecutive phases differ in lightness by at least 1.25:1, so that they
// do not rest on hue alone.
func TestHexPaletteContrast(t *testing.T) {
	texts := map[string]string{"small texts (coordinate, tile number, location, initials)": hexText, "labels, revenues, costs": "#000000"}
	for what, fg := range texts {
		for name, bg := range hexFill {
			c, err := Contrast(fg, bg)
			if err != nil {
				t.Fatal(err)
			}
			if c < 4.5 {
				t.Errorf("%s %s on %s hexes (%s): contrast %.2f, want at least 4.5", what, fg, name, bg, c)
			}
		}
	}
	phases := []string{"yellow", "green", "brown", "gray"}
	for i := 1; i < len(phases); i++ {
		c, err := Contrast(hexFill[phases[i-1]], hexFill[phases[i]])
		if err != nil {
			t.Fatal(err)
		}
		if c < 1.25 {
			t.Errorf("%s and %s tiles differ in lightness by %.2f:1, want at least 1.25", phases[i-1], phases[i], c)
		}
		if in, _ := initial("en", phases[i]); in == "" {
			t.Errorf("%s tiles have no initial", phases[i])
		}
	}
}

// TestLaidTileInitial: a laid tile shows its colour's initial beside its
// number, so that its colour is not told by colour alone.
func TestLaidTileInitial(t *testing.T) {
	b := &view.Board{Hexes: []view.Hex{{ID: "B2", Color: "white", Tile: view.Tile{ID: "57-0", Name: "57", Color: "green"}}}}
	var out strings.Builder
	if err := Board(&out, b, BoardOptions{}); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), `class="tile-id">57 G</text>`) {
		t.Errorf("the laid green tile 57 is not labelled \"57 G\":\n%s", out.String())
	}
}

func TestContrast(t *testing.T) {
	for _, c := range []struct {
		a, b string
		want float64
	}{{"#000", "#fff", 21}, {"#ffffff", "#ffffff", 1}, {"#777777", "#ffffff", 4.48}} {
		got, err := Contrast(c.a, c.b)
		if err != nil || got < c.want-0.01 || got > c.want+0.01 {
			t.Errorf("Contrast(%s, %s) = %.2f, %v; want %.2f", c.a, c.b, got, err, c.want)
		}
	}
	for _, bad := range []string{"", "fff", "#ff", "#ggg", "#12345"} {
		if _, err := Contrast(bad, "#fff"); err == nil {
			t.Errorf("Contrast(%q) accepted", bad)
		}
	}
}
