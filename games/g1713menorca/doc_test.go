package g1713menorca

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The rules reference lists every provisional value: each data table's
// entries must appear in docs/games/1713-menorca.md.
func TestDocListsEveryProvisionalValue(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("..", "..", "docs", "games", "1713-menorca.md"))
	if err != nil {
		t.Fatalf("rules reference missing: %v", err)
	}
	doc := string(b)
	var want []string
	for _, h := range hexDefs {
		if h.Kind != kindSea {
			want = append(want, h.ID)
		}
		if h.Name != "" {
			want = append(want, h.Name)
		}
	}
	want = append(want, marketRows...)
	for _, v := range vehicleTypes {
		kind := "cart"
		if v.Ship {
			kind = "ship"
		}
		// the row with its range, price and number (the calibrated values)
		want = append(want, fmt.Sprintf("| %s | %s | %d | %d | %d |", v.Name, kind, v.Range, v.Price, v.Count))
	}
	for _, h := range hexDefs {
		if h.Kind == kindOffboard {
			o := h.Offboard
			want = append(want, fmt.Sprintf("| %s | %s | %d / %d / %d / %d |", h.ID, h.Name, o[0], o[1], o[2], o[3]))
		}
	}
	for _, p := range phases {
		want = append(want, "| "+p.Name+" |")
	}
	for _, tl := range tileDefs {
		want = append(want, tl.ID)
	}
	for _, h := range heritageDefs {
		want = append(want, h.ID, h.Name)
	}
	for _, e := range eventDefs {
		want = append(want, e.Name)
	}
	for _, c := range corpDefs {
		want = append(want, c.Sym, c.Name)
	}
	for _, w := range want {
		if !strings.Contains(doc, w) {
			t.Errorf("docs/games/1713-menorca.md does not mention %q", w)
		}
	}
}
