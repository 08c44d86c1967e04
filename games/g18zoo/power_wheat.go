package g18zoo

import (
	"ferro/engine"
	"ferro/engine/view"
	"ferro/route"
)

// Wheat: the family that buys it is marked; it then puts the Wheat on a
// city with one of its stations (the power closes), and its runs stopping
// there earn +30 (route's HexBonus, from RoutePowers.WheatHex).
type wheat struct{}

// wheatState: the families marked (the one that bought it) and the hex
// holding the Wheat ("" before it is put).
type wheatState struct {
	marked famSet
	hex    string
}

var wheatSlot = newPowerSlot[wheatState]()

func init() { registerPower("WHEAT", wheat{}) }

func (wheat) boughtBy(g *Game, c, f int) {
	s := wheatSlot.get(g)
	s.marked = s.marked.with(f)
	wheatSlot.set(g, s)
}

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
	s := wheatSlot.get(g)
	s.hex = hex
	wheatSlot.set(g, s)
	g.closeCompany(c)
	g.round.AssignWaits = false
	return nil
}

func (wheat) inRun(g *Game, c, f int, p *RoutePowers) {
	if s := wheatSlot.get(g); s.marked.has(f) {
		p.WheatHex = s.hex
	}
}

const wheatBonus = 30 // times the train's multiplier

func (wheat) rules(p RoutePowers, rs []route.Rule) []route.Rule {
	if p.WheatHex != "" {
		rs = append(rs, hexBonus(p.WheatHex, wheatBonus))
	}
	return rs
}

func (wheat) familyMark(g *Game, c, f int) string {
	if wheatSlot.get(g).marked.has(f) {
		return "Wheat"
	}
	return ""
}

func (wheat) markRank() int { return 0 }

func (wheat) markBoard(g *Game, c int, b *view.Board) {
	if hex := wheatSlot.get(g).hex; hex != "" {
		if h := b.HexByID(hex); h != nil {
			h.Marks = append(h.Marks, view.Mark{Name: "Wheat", Text: "+30", Say: view.Say("zoo.mark.wheat")})
		}
	}
}
