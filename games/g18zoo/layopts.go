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
	return zoomap.HomeTrackOpts(g.board.letter, g.fams[f].Sym, g.fams[f].price())
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

// terrainPayer is family f paying for terrain with its powers' discounts
// (terrainHook, in the table's order): hexmap.Board.LayPaying and the
// legal list ask it.
type terrainPayer struct {
	g *Game
	f int
}

func (p terrainPayer) Net(cost int) int {
	for _, h := range hooks.terrain {
		cost = h.h.terrainNet(p.g, p.g.powerIdx(h.k), p.f, cost)
	}
	return cost
}

func (p terrainPayer) Cash() int { return p.g.fams[p.f].Cash }

func (p terrainPayer) Short(hex string, need int) error {
	fm := &p.g.fams[p.f]
	return engine.Illegal("cash", "%s has %d$N and cannot pay %d$N to build on %s", fm.Sym, fm.Cash, need, hex)
}

func (p terrainPayer) Pay(cost int) {
	for _, h := range hooks.terrain {
		cost = h.h.terrainPaid(p.g, p.g.powerIdx(h.k), p.f, cost)
	}
	if cost > 0 {
		p.g.pay(shares.Corp(p.f), shares.InBank, cost)
	}
}
