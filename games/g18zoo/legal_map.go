package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
)

// layStep is a step that lays tiles: the rules of e's lays there, the
// family paying their terrain (-1: none), and hexes already laid on that
// it leaves out.
type layStep interface {
	layRules(g *Game, e rounds.Entity) (opts hexmap.LayOpts, payer int, laid []string)
}

// legalLayList is every tile lay open to e in step st, the step that takes
// them.
func (g *Game) legalLayList(st *rounds.State, e rounds.Entity) []hexmap.Lay {
	ls, ok := steps.Step(st.Kind).(layStep)
	if !ok {
		return nil
	}
	opts, payer, laid := ls.layRules(g, e)
	lays := g.board.b.LegalLays(opts)
	kept := lays[:0]
	for _, l := range lays {
		if contains(laid, l.Hex) {
			continue
		}
		if payer >= 0 && !l.Affords(terrainPayer{g, payer}) {
			continue
		}
		kept = append(kept, l)
	}
	return kept
}

// legalTokens lists every city where family sym may place a station by
// opts (and where at says, when set).
func (g *Game) legalTokens(out []engine.Action, sym string, opts hexmap.TokenOpts, at func(hex string) bool, base engine.Action) []engine.Action {
	b := g.board.b
	for _, spot := range b.LegalTokens(sym, opts) {
		if at != nil && !at(spot.Hex) {
			continue
		}
		h, _ := b.Hex(spot.Hex)
		out = add(out, base, func(a *engine.Action) {
			a.City = b.CityID(h, spot.City)
			a.Edit().Slot = engine.Int(len(b.TokensAt(h, spot.City)))
		})
	}
	return out
}
