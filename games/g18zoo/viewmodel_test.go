package g18zoo_test

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
	vm "ferro/engine/view"
	"ferro/games/g18zoo"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// TestViewAgreesWithEngine: at the last action of every record, every
// tile, rotation and token the view shows is the engine's, and every
// family's price cell and cash are the snapshot's.
func TestViewAgreesWithEngine(t *testing.T) {
	recs, err := playcheck.Records(testkit.FixturesDir(t))
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, path := range recs {
		t.Run(filepath.Base(filepath.Dir(path))+"/"+filepath.Base(path), func(t *testing.T) {
			title, rec, cfg := openRecord(t, path)
			g, err := engine.Replay(title, cfg, rec.Actions)
			if err != nil {
				t.Skipf("record does not replay: %v", err)
			}
			n++
			if d := viewDiff(g.(engine.Viewer).View(), g18zoo.BoardOf(g), g.Snapshot()); d != "" {
				t.Error(d)
			}
		})
	}
	if n == 0 {
		t.Fatal("no record replayed")
	}
}

// viewDiff says where the view v differs from the board b and the
// snapshot snap, or "".
func viewDiff(v *vm.View, b *hexmap.Board, snap json.RawMessage) string {
	m := b.Map()
	if len(v.Board.Hexes) != m.NumHexes() {
		return fmt.Sprintf("view has %d hexes, the board %d", len(v.Board.Hexes), m.NumHexes())
	}
	for i := range v.Board.Hexes {
		h := &v.Board.Hexes[i]
		tile, rot := b.Tile(i)
		if h.ID != m.HexID(i) || h.Tile.ID != b.TileID(i) || h.Tile.Name != tile.Name || h.Tile.Rotation != rot {
			return fmt.Sprintf("hex %s: view %s %q rotation %d, board %s %q rotation %d", m.HexID(i), h.ID, h.Tile.ID, h.Tile.Rotation, m.HexID(i), b.TileID(i), rot)
		}
	}
	shown := 0
	for i := range v.Board.Hexes {
		for _, n := range v.Board.Hexes[i].Tile.Nodes {
			for _, s := range n.Slots {
				if s.Token != "" || s.Blocker {
					shown++
				}
			}
			shown += len(n.Extra)
		}
	}
	for _, tk := range b.Tokens() {
		n := b.CityNode(tk.Hex, tk.City)
		nv := v.Board.Hexes[tk.Hex].Tile.Nodes[n]
		if tk.Slot < 0 {
			found := false
			for _, e := range nv.Extra {
				found = found || e == tk.Corp
			}
			if !found {
				return fmt.Sprintf("%s's extra token on %s is not in the view", tk.Corp, m.HexID(tk.Hex))
			}
			continue
		}
		if s := nv.Slots[tk.Slot]; s.Token != tk.Corp || s.Blocker != tk.Blocker {
			return fmt.Sprintf("token of %q in %s slot %d: view shows %+v", tk.Corp, m.HexID(tk.Hex), tk.Slot, s)
		}
	}
	if shown != len(b.Tokens()) {
		return fmt.Sprintf("view shows %d tokens, the board has %d", shown, len(b.Tokens()))
	}
	var st struct {
		Corps []struct {
			ID    string `json:"id"`
			Cash  int    `json:"cash"`
			Price []json.RawMessage
		} `json:"corps"`
	}
	if err := json.Unmarshal(snap, &st); err != nil {
		return err.Error()
	}
	if len(st.Corps) != len(v.Families) {
		return fmt.Sprintf("view has %d families, the snapshot %d", len(v.Families), len(st.Corps))
	}
	for i, c := range st.Corps {
		f := v.Families[i]
		if f.ID != c.ID || f.Cash != c.Cash {
			return fmt.Sprintf("family %d: view %s cash %d, snapshot %s cash %d", i, f.ID, f.Cash, c.ID, c.Cash)
		}
		var cell *[2]int
		price := 0
		if len(c.Price) == 2 {
			var rc [2]int
			json.Unmarshal(c.Price[0], &price)
			json.Unmarshal(c.Price[1], &rc)
			cell = &rc
		}
		if (cell == nil) != (f.Cell == nil) || (cell != nil && *cell != *f.Cell) || price != f.Price {
			return fmt.Sprintf("%s: view price %d at %v, snapshot %d at %v", f.ID, f.Price, f.Cell, price, cell)
		}
		if cell != nil {
			found := false
			for _, mk := range v.Market.Rows[cell[0]][cell[1]].Markers {
				found = found || mk == f.ID
			}
			if !found && !f.Closed {
				return fmt.Sprintf("%s: no marker on market cell %v", f.ID, *cell)
			}
		}
	}
	return ""
}

// TestViewMarks: the powers' markers show once each where they lie.
func TestViewMarks(t *testing.T) {
	for _, c := range []struct {
		file, hex, mark string
	}{
		{"or_power.hole.json", "I19", "Hole"},
		{"or_power.hole.json", "C17", "Hole"},
		{"or_power.wheat.json", "", "Wheat"},
	} {
		title, rec, cfg := openRecord(t, filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapA", c.file))
		g, err := engine.Replay(title, cfg, rec.Actions)
		if err != nil {
			t.Fatal(err)
		}
		v := g.(engine.Viewer).View()
		n := 0
		for _, h := range v.Board.Hexes {
			for _, m := range h.Marks {
				if strings.EqualFold(m.Name, c.mark) && (c.hex == "" || h.ID == c.hex) {
					n++
				}
			}
		}
		if n != 1 {
			t.Errorf("%s: %d %s marks on %q, want 1", c.file, n, c.mark, c.hex)
		}
	}
}
