package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/games/g18zoo/zoomap"
)

// stepFor is the step that would take an action of this type from e now.
func (g *Game) stepFor(e entity, typ string) *stepState {
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		if !g.stepActive(s) {
			continue
		}
		if g.stepActions(s, e).has(typ) {
			return s
		}
		if g.blocking(s) {
			return nil
		}
	}
	return nil
}

// legalLayList is every tile lay open to e in the step that takes it.
func (g *Game) legalLayList(e entity) []hexmap.Lay {
	s := g.stepFor(e, "lay_tile")
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
func (g *Game) legalTokens(out []engine.Action, e entity, base engine.Action) []engine.Action {
	var sym string
	opts := hexmap.TokenOpts{}
	switch e.Kind {
	case 'f':
		if price := g.nextTokenPrice(e.Idx); price < 0 || price > g.fams[e.Idx].Cash {
			return out // the step waits (tickets may be sold first), but a station needs the cash
		}
		sym = g.fams[e.Idx].Sym
	case 'c':
		cp := &g.companies[e.Idx]
		if cp.Owner < famBase {
			return out
		}
		sym = g.fams[cp.Owner-famBase].Sym
		if cp.Sym == "ON_A_DIET" {
			opts.ExtraSlot = true
		}
	default:
		return out
	}
	b := g.board.b
	for _, spot := range b.LegalTokens(sym, opts) {
		if e.Kind == 'c' && g.companies[e.Idx].Sym == "THAT_S_MINE" && spot.Hex != g.mineHex {
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
func (g *Game) legalAssigns(out []engine.Action, e entity, base engine.Action) []engine.Action {
	if e.Kind != 'c' {
		return out
	}
	cp := &g.companies[e.Idx]
	f := g.operator()
	var hexes []string
	switch cp.Sym {
	case "HOLE":
		areas, _ := zoomap.HoleAreas(g.board.letter)
		for _, h := range areas {
			if !contains(g.holes, h) {
				hexes = append(hexes, h)
			}
		}
	default:
		b := g.board.b
		m := b.Map()
		var open map[string]bool
		if cp.Sym == "THAT_S_MINE" || cp.Sym == "WORK_IN_PROGRESS" {
			open = g.firstCitiesOpen()
		}
		for h := 0; h < m.NumHexes(); h++ {
			id := m.HexID(h)
			switch cp.Sym {
			case "WHEAT":
				if b.HasToken(h, g.fams[f].Sym) {
					hexes = append(hexes, id)
				}
			case "THAT_S_MINE":
				if open[id] && !b.HasToken(h, g.fams[f].Sym) {
					hexes = append(hexes, id)
				}
			case "WORK_IN_PROGRESS":
				if open[id] {
					hexes = append(hexes, id)
				}
			}
		}
	}
	for _, h := range hexes {
		a := base
		e := a.Edit()
		e.Target, e.TargetType = h, "hex"
		out = append(out, a)
	}
	return out
}
