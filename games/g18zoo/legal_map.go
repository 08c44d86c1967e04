package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
)

// legalLayList is every tile lay open to e in the step that takes it.
func (g *Game) legalLayList(e rounds.Entity) []hexmap.Lay {
	s := steps.StepFor(g, e, "lay_tile")
	if s == nil {
		return nil
	}
	var opts hexmap.LayOpts
	payer := -1 // the family paying for terrain
	switch s.Kind {
	case stHomeTrack:
		opts = g.homeLayOpts(g.round.FloatedFam)
	case stBonusTracks:
		opts, payer = g.bonusLayOpts(g.round.FloatedFam), g.round.FloatedFam
	case stTrack:
		opts, payer = g.trackLayOpts(e.Idx), e.Idx
	case stSpecialTrack:
		opts, payer = g.powerLayOpts(e.Idx), g.companies[e.Idx].Owner-famBase
	default:
		return nil
	}
	lays := g.board.b.LegalLays(opts)
	kept := lays[:0]
	for _, l := range lays {
		if s.Kind == stTrack && contains(g.round.LaidHexes, l.Hex) {
			continue
		}
		if payer >= 0 && g.netTerrainCost(payer, l.Hex) > g.fams[payer].Cash {
			continue
		}
		kept = append(kept, l)
	}
	return kept
}

// legalTokens lists every city where e may place a station now.
func (g *Game) legalTokens(out []engine.Action, e rounds.Entity, base engine.Action) []engine.Action {
	var sym string
	opts := hexmap.TokenOpts{}
	var at func(hex string) bool // where a power places its station (nil: anywhere)
	switch e.Kind {
	case rounds.Corporation:
		if price := g.nextTokenPrice(e.Idx); price < 0 || price > g.fams[e.Idx].Cash {
			return out // the step waits (tickets may be sold first), but a station needs the cash
		}
		sym = g.fams[e.Idx].Sym
	case rounds.Company:
		cp := &g.companies[e.Idx]
		if cp.Owner < famBase {
			return out
		}
		sym = g.fams[cp.Owner-famBase].Sym
		if h := g.hooksOf(e.Idx).station; h != nil {
			opts, at = h.stationRules(g, e.Idx)
		}
	default:
		return out
	}
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

// legalAssigns lists the hexes a marking power may choose.
func (g *Game) legalAssigns(out []engine.Action, e rounds.Entity, base engine.Action) []engine.Action {
	if e.Kind != rounds.Company {
		return out
	}
	h := g.hooksOf(e.Idx).assign
	if h == nil {
		return out
	}
	for _, hex := range h.assignTargets(g, e.Idx, g.operator()) {
		a := base
		e := a.Edit()
		e.Target, e.TargetType = hex, "hex"
		out = append(out, a)
	}
	return out
}
