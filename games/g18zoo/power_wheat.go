package g18zoo

import (
	"ferro/engine"
	"ferro/route"
)

// Wheat: the family that buys it is marked; it then puts the Wheat on a
// city with one of its stations (the power closes), and its runs stopping
// there earn +30 (route's HexBonus, from RoutePowers.WheatHex).
type wheat struct{}

func init() { registerPower("WHEAT", wheat{}) }

func (wheat) boughtBy(g *Game, c, f int) { g.fams[f].Marks.set(markWheat) }

func (wheat) assignable(g *Game, c int) bool { return true }

func (wheat) assignTargets(g *Game, c, f int) []string {
	var hexes []string
	b := g.board.b
	m := b.Map()
	for h := 0; h < m.NumHexes(); h++ {
		if b.HasToken(h, g.fams[f].Sym) {
			hexes = append(hexes, m.HexID(h))
		}
	}
	return hexes
}

// assign puts the Wheat on hex; it ends the assign step's wait (see
// hole.waitsIn).
func (wheat) assign(g *Game, c, f int, hex string) error {
	fm := &g.fams[f]
	h, ok := g.board.b.Hex(hex)
	if !ok || !g.board.b.HasToken(h, fm.Sym) {
		return engine.Illegal("wheat", "Wheat goes on a city with a %s station", fm.Sym)
	}
	g.wheatHex = hex
	g.closeCompany(c)
	g.round.AssignWaits = false
	return nil
}

func (wheat) inRun(g *Game, c, f int, p *RoutePowers) {
	if g.fams[f].Marks.has(markWheat) {
		p.WheatHex = g.wheatHex
	}
}

const wheatBonus = 30 // times the train's multiplier

func (wheat) mods(p RoutePowers, m *route.Modifiers) {
	if p.WheatHex != "" {
		m.BonusHex, m.HexBonus = p.WheatHex, wheatBonus
	}
}
