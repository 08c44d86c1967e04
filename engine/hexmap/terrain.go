package hexmap

// Terrain costs. The map carries them as data: a hex's preprinted tile
// has the cost of building there (Tile.Cost, Tile.Terrain naming it: a
// hill, a mountain, rough ground), and a tile laid over it carries its
// own (none, usually), so the cost is due on the first lay and again only
// where a tile says so. What a company pays of it is the title's: its
// discounts, free lays and income for building are a Payer.

// Payer is who pays for a lay's terrain, under the title's rules.
type Payer interface {
	// Net is what the layer must hold in cash to build where the terrain
	// costs cost (after its discounts; 0 for a free lay).
	Net(cost int) int
	// Cash is what it holds.
	Cash() int
	// Short is the refusal of a lay on hex that needs need, more than the
	// layer holds (an engine.Illegal naming the title's rule).
	Short(hex string, need int) error
	// Pay pays for a lay made where the terrain cost cost (a rule may pay
	// the layer something instead).
	Pay(cost int)
}

// TerrainCost is the terrain cost of laying on hex i now.
func (b *Board) TerrainCost(i int) int { return b.hex[i].tile.Cost }

// Affords says whether p can pay for lay l.
func (l Lay) Affords(p Payer) bool { return p.Net(l.Cost) <= p.Cash() }

// checkAfford refuses a lay on hexID that p cannot pay for (a hex not on
// the map costs nothing here: Lay refuses it).
func (b *Board) checkAfford(hexID string, p Payer) error {
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return nil
	}
	if need := p.Net(b.TerrainCost(h)); need > p.Cash() {
		return p.Short(hexID, need)
	}
	return nil
}

// LayPaying is the lay that pays for its terrain: first whether p can pay
// (before any tile rule), then the lay (Lay), then p pays its cost. On
// error the board is unchanged and nothing is paid.
func (b *Board) LayPaying(hexID, tileID string, rot int, opts LayOpts, p Payer) error {
	if err := b.checkAfford(hexID, p); err != nil {
		return err
	}
	cost, err := b.Lay(hexID, tileID, rot, opts)
	if err != nil {
		return err
	}
	p.Pay(cost)
	return nil
}

// LayShownPaying is LayShown paid for as LayPaying pays: first whether p
// can pay for the terrain, then the lay (no tile rule is checked: the
// title checks its own), then p pays the cost the hex had before it. On
// error the board is unchanged and nothing is paid.
func (b *Board) LayShownPaying(hexID, tileID string, rot int, design *Tile, p Payer) error {
	if err := b.checkAfford(hexID, p); err != nil {
		return err
	}
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return b.LayShown(hexID, tileID, rot, design) // its refusal of an unknown hex
	}
	cost := b.TerrainCost(h)
	if err := b.LayShown(hexID, tileID, rot, design); err != nil {
		return err
	}
	p.Pay(cost)
	return nil
}
