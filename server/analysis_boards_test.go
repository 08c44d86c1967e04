package server

import (
	"slices"
	"strings"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/testkit"
)

// TestMoveBoard (issue 28): a move of an analysis is drawn on the board
// before it as what it does: a tile lay lies on its hex, ringed; a token
// is placed on its hex, ringed; a run is drawn as its routes; a move that
// changes nothing on the board (a share bought) is only named. Walked over
// the decisions of 5774, the first of each kind.
func TestMoveBoard(t *testing.T) {
	rec, title, cfg, err := engine.ReadRecord(testkit.Fixture(t, "18zoo/18ZOOMapC/5774.json"), registry.Lookup)
	if err != nil {
		t.Fatal(err)
	}
	eff, err := engine.Effective(rec.Actions)
	if err != nil {
		t.Fatal(err)
	}
	acts := make([]engine.Action, len(eff))
	for k, i := range eff {
		acts[k] = rec.Actions[i]
	}
	g, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"lay_tile": "hexes", "place_token": "hexes", "run_routes": "run", "buy_shares": "caption"}
	seen := map[string]bool{}
	_, err = bot.WalkDecisions(g, acts, func(p bot.Point) error {
		a := p.Played
		shown, ok := want[a.Type]
		if !ok || seen[a.Type] {
			return nil
		}
		seen[a.Type] = true
		b, err := moveBoard(p.Game, a, "the move", 42, "en")
		if err != nil {
			return err
		}
		svg := string(b.SVG)
		if b.Shown != shown || b.Failed || b.Says != "the move" || b.Chance != 42 || !strings.Contains(svg, `class="ferro-board"`) {
			t.Errorf("%s at %d: shown %q (want %q), failed %v, %q %d", a.Type, eff[p.K], b.Shown, shown, b.Failed, b.Says, b.Chance)
		}
		switch shown {
		case "hexes":
			hex := a.Hex
			if hex == "" && len(b.Hexes) == 1 {
				// a token names its city as TILE-COPY-CITY: the hex
				// ringed is the one that tile lies on
				hex = b.Hexes[0]
				if parts := strings.Split(a.City, "-"); len(parts) != 3 || !strings.Contains(svg, `data-hex="`+hex+`" data-tile="`+parts[0]+"-"+parts[1]+`"`) {
					t.Errorf("%s in city %s: ringed %v", a.Type, a.City, b.Hexes)
				}
			}
			if !slices.Contains(b.Hexes, hex) || !strings.Contains(svg, `<g class="ring" data-hex="`+hex+`"`) {
				t.Errorf("%s on %q (%s): ringed %v", a.Type, hex, a.City, b.Hexes)
			}
			if a.Type == "lay_tile" && !strings.Contains(svg, `data-hex="`+a.Hex+`" data-tile="`+a.Tile+`"`) {
				t.Errorf("tile %s is not drawn on %s", a.Tile, a.Hex)
			}
		case "run":
			if n := strings.Count(svg, `<g class="route"`); n != len(a.Extras().Routes) || n == 0 {
				t.Errorf("the run of %s: %d routes drawn, the action has %d", a.Entity, n, len(a.Extras().Routes))
			}
		case "caption":
			if len(b.Hexes) > 0 || strings.Contains(svg, `class="ring"`) || strings.Contains(svg, `class="route"`) {
				t.Errorf("%s: ringed %v", a.Type, b.Hexes)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for k := range want {
		if !seen[k] {
			t.Errorf("no %s decision in 5774", k)
		}
	}
}
