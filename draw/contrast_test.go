package draw_test

import (
	"strings"
	"testing"

	"ferro/draw"
)

// TestViewPaletteContrast: in both titles the text on a family's token
// and chip (its text colour on its colour) and on a market zone (black,
// or white on black) has a contrast of at least 4.5:1, and every market
// zone but the plain white one has a symbol, so that no zone is told by
// its colour alone.
func TestViewPaletteContrast(t *testing.T) {
	titles := []string{"1713 Menorca"}
	for _, m := range "ABCDEF" {
		titles = append(titles, "18ZOO - Map "+string(m))
	}
	for _, title := range titles {
		v := startView(t, title)
		for _, f := range v.Families {
			c, err := draw.Contrast(f.TextColor, f.Color)
			if err != nil {
				t.Fatalf("%s family %s: %v", title, f.ID, err)
			}
			if c < 4.5 {
				t.Errorf("%s family %s: text %s on %s has contrast %.2f, want at least 4.5", title, f.ID, f.TextColor, f.Color, c)
			}
		}
		if v.Market == nil {
			continue
		}
		for _, z := range v.Market.Zones {
			txt := "#000000"
			if z.Color == "#000000" {
				txt = "#ffffff"
			}
			c, err := draw.Contrast(txt, z.Color)
			if err != nil {
				t.Fatalf("%s zone %s: %v", title, z.ID, err)
			}
			if c < 4.5 {
				t.Errorf("%s market zone %s: text on %s has contrast %.2f, want at least 4.5", title, z.ID, z.Color, c)
			}
			if z.Symbol == "" && !strings.EqualFold(z.Color, "#ffffff") {
				t.Errorf("%s market zone %s has no symbol", title, z.ID)
			}
		}
	}
}
