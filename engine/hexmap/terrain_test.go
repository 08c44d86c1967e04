package hexmap

import (
	"errors"
	"testing"

	"ferro/engine"
)

// payer is a test Payer: a discount off the cost it must hold, a free lay,
// and a record of what it paid.
type payer struct {
	cash, discount int
	free           bool
	paid           []int
}

func (p *payer) Net(cost int) int {
	if p.free {
		return 0
	}
	return max(0, cost-p.discount)
}
func (p *payer) Cash() int { return p.cash }
func (p *payer) Short(hex string, need int) error {
	return engine.Illegal("terrain cash", "%s needs %d, has %d", hex, need, p.cash)
}
func (p *payer) Pay(cost int) { p.paid = append(p.paid, p.Net(cost)) }

func TestLayPaying(t *testing.T) {
	cases := []struct {
		name       string
		p          payer
		hex, tile  string
		rule       string // refusal, or "" for a lay made
		paid       int
		terrainNow int // D4's cost after the case
	}{
		{name: "the hill is paid", p: payer{cash: 1}, hex: "D4", tile: "7-0", paid: 1},
		{name: "no cash for the hill", p: payer{cash: 0}, hex: "D4", tile: "7-0", rule: "terrain cash", terrainNow: 1},
		{name: "cash is asked before the tile rules", p: payer{cash: 0}, hex: "D4", tile: "23-0", rule: "terrain cash", terrainNow: 1},
		{name: "a discount lowers what must be held", p: payer{cash: 0, discount: 1}, hex: "D4", tile: "7-0"},
		{name: "a free lay", p: payer{free: true}, hex: "D4", tile: "7-0"},
		{name: "a tile rule refuses an affordable lay", p: payer{cash: 5}, hex: "D4", tile: "23-0", rule: "colour progression", terrainNow: 1},
		{name: "plain ground costs nothing", p: payer{}, hex: "C3", tile: "7-0", terrainNow: 1},
		{name: "an unknown hex is the lay's refusal", p: payer{}, hex: "Z9", tile: "7-0", rule: "unknown hex", terrainNow: 1},
		{name: "a lay names hex and tile", p: payer{cash: 1}, hex: "D4", tile: "", rule: "lay tile", terrainNow: 1},
	}
	for _, c := range cases {
		b := testMap(t).NewBoard()
		before := state(b)
		err := b.LayPaying(c.hex, c.tile, 1, LayOpts{}, &c.p)
		var ie *engine.IllegalError
		switch {
		case c.rule == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.rule != "" && (!errors.As(err, &ie) || ie.Rule != c.rule):
			t.Errorf("%s: got %v, want a refusal under %q", c.name, err, c.rule)
		case c.rule != "" && (state(b) != before || len(c.p.paid) > 0):
			t.Errorf("%s: a refused lay changed the board or paid %v", c.name, c.p.paid)
		case c.rule == "" && (len(c.p.paid) != 1 || c.p.paid[0] != c.paid):
			t.Errorf("%s: paid %v, want %d once", c.name, c.p.paid, c.paid)
		}
		if got := b.TerrainCost(mustHex(t, b, "D4")); got != c.terrainNow {
			t.Errorf("%s: D4 costs %d after, want %d (the cost is due on the first lay)", c.name, got, c.terrainNow)
		}
	}
}

func TestLayAffords(t *testing.T) {
	if !(Lay{Cost: 2}).Affords(&payer{cash: 2}) || (Lay{Cost: 3}).Affords(&payer{cash: 2}) || !(Lay{Cost: 3}).Affords(&payer{cash: 2, discount: 1}) {
		t.Errorf("Affords: a lay is affordable when the net cost is at most the cash")
	}
}

// LayShownPaying pays the cost the hex had before the lay, once, and
// refuses before the lay a layer that cannot pay, leaving the board as
// it was.
func TestLayShownPaying(t *testing.T) {
	design := &Tile{Name: "7", Color: Yellow, Paths: []Path{P(E(0), E(1))}}
	b := testMap(t).NewBoard()
	before := state(b)
	p := payer{cash: 0}
	if err := b.LayShownPaying("D4", "7-0", 1, design, &p); err == nil || state(b) != before || len(p.paid) > 0 {
		t.Fatalf("no cash for the hill: %v, paid %v", err, p.paid)
	}
	p = payer{cash: 1}
	if err := b.LayShownPaying("D4", "7-0", 1, design, &p); err != nil || len(p.paid) != 1 || p.paid[0] != 1 {
		t.Fatalf("the hill: %v, paid %v, want 1 once", err, p.paid)
	}
	if h := mustHex(t, b, "D4"); b.TerrainCost(h) != 0 || b.TileID(h) != "7-0" {
		t.Fatalf("D4 after the lay: cost %d, tile %s", b.TerrainCost(h), b.TileID(h))
	}
	p = payer{}
	if err := b.LayShownPaying("Z9", "7-1", 0, design, &p); err == nil || len(p.paid) > 0 {
		t.Fatalf("an unknown hex: %v, paid %v", err, p.paid)
	}
}
