package g1713menorca

import (
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
	for _, row := range marketRows {
		want = append(want, row)
	}
	for _, v := range vehicleTypes {
		want = append(want, v.Name)
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
