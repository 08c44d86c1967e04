package draw

import (
	"strings"

	"ferro/engine/view"
)

// hexFill is the background of each hex and tile colour. Meaning never
// rests on the colour alone: a laid tile carries its number and its
// colour's initial (initial, words.go), off-board revenues name their phase,
// and the tile colours of consecutive phases also differ in lightness
// (yellow, green, brown, gray: at least 1.25:1 apart, so that they stay
// apart for every kind of colour blindness). Every text drawn on them has
// a contrast of at least 4.5:1 (palette_test.go).
var hexFill = map[string]string{
	"white":  "#F3EEDF",
	"land":   "#EFE6CF",
	"yellow": "#F6DC5B",
	"green":  "#8CC084",
	"brown":  "#B58B5E",
	"gray":   "#BDBDBD",
	"red":    "#E98F7D",
	"blue":   "#A9CCE3",
}

func fill(c string) string {
	if f, ok := hexFill[c]; ok {
		return f
	}
	return "#ffffff"
}

// routeColors are the route overlay colours (Okabe–Ito), each route also
// drawn with its own dash pattern.
//
// hexText is the colour of the small texts on a hex (coordinate, tile
// number, location, phase initials): 4.5:1 or more on every hex fill.
const hexText = "#222222"

var routeColors = []string{"#D55E00", "#0072B2", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"}
var routeDashes = []string{"", "18 8", "4 6", "18 6 4 6", "10 10", "2 4", "24 6", "8 4 2 4"}

// Palette gives each family its token colours.
type Palette map[string][2]string

// PaletteOf takes the token colours the view gives each family.
func PaletteOf(fams []view.Family) Palette {
	p := Palette{}
	for _, f := range fams {
		p[f.ID] = [2]string{f.Color, f.TextColor}
	}
	return p
}

func (p Palette) of(id string) (string, string) {
	if c, ok := p[id]; ok && c[0] != "" {
		return c[0], c[1]
	}
	return "#666666", "#ffffff"
}

var xmlEsc = strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;")

func esc(s string) string {
	if strings.ContainsAny(s, `&<>"'`) {
		return xmlEsc.Replace(s)
	}
	return s
}
