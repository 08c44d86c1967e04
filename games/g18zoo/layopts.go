package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/shares"
	"ferro/games/g18zoo/zoomap"
)

// The tile rules of each kind of lay (zoomap's builders), shared by
// validation and by the legal-action list.

// trackLayOpts: a family's own lays in its operating turn: the phase's
// colours, and no second upgrade.
func (g *Game) trackLayOpts(f int) hexmap.LayOpts {
	opts := zoomap.TrackOpts(g.fams[f].Sym, phaseColors(g.currentPhase()))
	opts.NoUpgrade = g.round.Upgraded
	return opts
}

// homeLayOpts: the home track after a par, from the tiles that par allows.
func (g *Game) homeLayOpts(f int) hexmap.LayOpts {
	return zoomap.HomeTrackOpts(g.board.letter, g.fams[f].Sym, g.price(f))
}

// bonusLayOpts: the yellow tracks of a green or brown par.
func (g *Game) bonusLayOpts(f int) hexmap.LayOpts {
	return zoomap.BonusTrackOpts(g.fams[f].Sym, hexmap.Colors(hexmap.Yellow))
}

// powerLayOpts: Rabbits and Moles (special upgrades on the family's
// network), Ancient maps (two more yellows).
func (g *Game) powerLayOpts(c int) hexmap.LayOpts {
	cp := &g.companies[c]
	opts, _ := zoomap.PowerOpts(g.board.letter, cp.Sym, g.fams[cp.Owner.Index].Sym, phaseColors(g.currentPhase()))
	return opts
}

// layPayingTerrain lays the action's tile with opts, the family paying the
// bank the terrain cost (after its powers' discounts); it refuses a lay
// the family cannot pay for before laying anything.
func (g *Game) layPayingTerrain(f int, a engine.Action, opts hexmap.LayOpts) error {
	rot := 0
	if a.Rotation != nil {
		rot = *a.Rotation
	}
	if err := g.checkTerrainCash(f, a.Hex); err != nil {
		return err
	}
	cost, err := g.board.lay(a.Hex, a.Tile, rot, opts)
	if err != nil {
		return err
	}
	if cost = g.terrainCost(f, cost); cost > 0 {
		g.pay(shares.Corp(f), shares.InBank, cost)
	}
	return nil
}
