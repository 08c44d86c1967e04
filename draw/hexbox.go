package draw

import (
	"io"
	"regexp"
	"strconv"

	"ferro/engine/view"
)

// Hex draws one hex of b alone, its viewBox tight round it and no wider
// than size CSS pixels: a tile's picture (a tile fan offers the tiles that
// fit a hex as such pictures).
func Hex(w io.Writer, b *view.Board, hex view.Hex, opt BoardOptions, size float64) error {
	one := *b
	one.Hexes = []view.Hex{hex}
	var out buf
	writeBoard(&out, &one, opt)
	c := center(b.Layout, hex.X, hex.Y)
	box := strconv.FormatFloat(c.X-radius, 'f', 1, 64) + " " + strconv.FormatFloat(c.Y-radius, 'f', 1, 64) + " " +
		strconv.FormatFloat(2*radius, 'f', 1, 64) + " " + strconv.FormatFloat(2*radius, 'f', 1, 64)
	px := strconv.FormatFloat(size, 'f', 0, 64)
	s := out.String()
	if loc := openTag.FindStringIndex(s); loc != nil {
		s = s[:loc[0]] + `viewBox="` + box + `" width="` + px + `" height="` + px + `"` + s[loc[1]:]
	}
	_, err := io.WriteString(w, s)
	return err
}

// openTag is the viewBox and size of the first tag Board writes.
var openTag = regexp.MustCompile(`viewBox="[^"]*" width="[^"]*" height="[^"]*"`)
