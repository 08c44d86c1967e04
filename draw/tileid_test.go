package draw_test

import (
	"regexp"
	"strconv"
	"testing"
)

// TestTileNumberClearOfLocation: a laid tile's number and the hex's
// location name written along its bottom edge do not overlap (1713
// Menorca after 300 actions of seed 7: "YC2" stood over "Alaior", I8, as
// "YC1" did over "Es Mercadal" in issue 26). Text boxes are estimated at
// 0.6 em a character.
func TestTileNumberClearOfLocation(t *testing.T) {
	svg := string(boardSVG(t, menorcaView(t, 7, 300)))
	hexRe := regexp.MustCompile(`<g class="hex" id="hex-([A-Z0-9]+)"(.*?)</g>`)
	textRe := regexp.MustCompile(`<text x="([-0-9.]+)" y="([-0-9.]+)" font-size="([0-9.]+)"[^>]*?(class="tile-id")?>([^<]*)</text>`)
	type box struct{ x0, x1, y0, y1 float64 }
	boxOf := func(m []string) box {
		x, _ := strconv.ParseFloat(m[1], 64)
		y, _ := strconv.ParseFloat(m[2], 64)
		fs, _ := strconv.ParseFloat(m[3], 64)
		w := 0.6 * fs * float64(len([]rune(m[5])))
		return box{x - w/2, x + w/2, y - fs/2, y + fs/2}
	}
	checked := 0
	for _, hx := range hexRe.FindAllStringSubmatch(svg, -1) {
		var ids, others []box
		var words []string
		for _, m := range textRe.FindAllStringSubmatch(hx[2], -1) {
			if m[4] != "" {
				ids = append(ids, boxOf(m))
			} else if y, _ := strconv.ParseFloat(m[2], 64); y > 60 { // along the bottom edge
				others = append(others, boxOf(m))
				words = append(words, m[5])
			}
		}
		for _, a := range ids {
			for k, b := range others {
				checked++
				if a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1 {
					t.Errorf("%s: the tile number overlaps %q", hx[1], words[k])
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no hex with a laid tile and a name along its bottom edge")
	}
}
