package g18zoo

import (
	"slices"

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

// legalLays is every tile lay by opts but on the hexes laid, that pays
// can pay for (nil: terrain free).
func (bs *boardState) legalLays(opts hexmap.LayOpts, laid []string, pays hexmap.Payer) []hexmap.Lay {
	lays := bs.b.LegalLays(opts)
	kept := lays[:0]
	for _, l := range lays {
		if contains(laid, l.Hex) {
			continue
		}
		if pays != nil && !l.Affords(pays) {
			continue
		}
		kept = append(kept, l)
	}
	return kept
}

// legalTokens lists every city where family sym may place a station by
// opts (and where at says, when set).
func (bs *boardState) legalTokens(out []engine.Action, sym string, opts hexmap.TokenOpts, at func(hex string) bool, base engine.Action) []engine.Action {
	b := bs.b
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

// listLays is the List of a step that lays tiles (layStep): every tile lay
// its rules allow (hex, tile, rotation).
func listLays(g *Game, st layStep, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	opts, payer, laid := st.layRules(g, e)
	var pays hexmap.Payer
	if payer >= 0 {
		pays = terrainPayer{g, payer}
	}
	lays := g.board.legalLays(opts, laid, pays)
	out = slices.Grow(out, len(lays))
	for _, l := range lays {
		out = append(out, base)
		a := &out[len(out)-1]
		a.Hex, a.Tile, a.Rotation = l.Hex, l.Tile, engine.Int(l.Rotation)
	}
	return out
}
