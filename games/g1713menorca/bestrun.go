package g1713menorca

import (
	"bytes"
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/route"
)

// The best run as an action, for the legal list, and the route contexts
// for the route tools (`ferro route`).

// bestRunAction is the operating company's best run (ships and carts,
// route.Best on each kind's board) as a concrete run_routes action: what
// Legal lists in the run step, so that the API, the web page and bots can
// submit it as it is. It is a copy of the run kept in the state when that
// is still the company's and nothing it depends on has changed, else a
// new search.
func (s *state) bestRunAction(c *corp) engine.Action {
	a := corpAction(c, "run_routes")
	m := s.best
	if m == nil || !bytes.Equal(m.key, s.bestKey(c)) {
		a.Edit().Routes = s.bestRoutes(c)
		return a
	}
	out := make([]engine.Route, len(m.routes))
	for i, r := range m.routes {
		r.Hexes, r.Nodes = slices.Clone(r.Hexes), slices.Clone(r.Nodes)
		r.Connections = slices.Clone(r.Connections)
		for j := range r.Connections {
			r.Connections[j] = slices.Clone(r.Connections[j])
		}
		out[i] = r
	}
	a.Edit().Routes = out
	return a
}

// bestMemo is a best run found, with the key of everything it depends on
// (bestKey). The run step's advance finds the best run (to skip the step
// when it earns nothing) and keeps it in the state; the legal list then
// takes it from there instead of searching again. A memo is never changed
// once made, so clones share it.
type bestMemo struct {
	key    []byte
	routes []engine.Route
}

// bestKey is what company c's best run depends on: the company, its
// vehicles, its market tokens, the era's values and bonuses, and every
// hex's roads, revenue and stations.
func (s *state) bestKey(c *corp) []byte {
	k := append(make([]byte, 0, 512), c.Sym...)
	k = append(k, 0)
	for i := range s.Vehicles {
		if s.Vehicles[i].Owner == c.Sym {
			k = append(k, s.Vehicles[i].ID...)
			k = append(k, 0)
		}
	}
	for _, t := range c.MarketTokens {
		k = append(k, t...)
		k = append(k, 0)
	}
	k = append(k, byte(s.Era), byte(s.OffBonus), byte(s.OffBonus>>8), byte(s.MaoBonus), byte(s.MaoBonus>>8), 1)
	// the tokens by hex, each hex's in placement order: one pass over
	// them, not one a hex
	var buf [32]hexmap.Token
	toks := buf[:0]
	for tk := range s.Board.hm.TokensAll() {
		toks = append(toks, tk)
	}
	slices.SortStableFunc(toks, func(a, b hexmap.Token) int { return a.Hex - b.Hex })
	j := 0
	for i := range hexDefs {
		rev := s.Board.tileRevenue(i)
		k = append(k, s.Board.roads(i), byte(rev), byte(rev>>8))
		for ; j < len(toks) && toks[j].Hex < i; j++ {
		}
		for ; j < len(toks) && toks[j].Hex == i; j++ {
			k = append(k, byte(toks[j].Slot))
			k = append(k, toks[j].Corp...)
			k = append(k, 0)
		}
		k = append(k, 1)
	}
	return k
}

// RouteContextsFor is route.KindsProvider: the contexts of the company
// with that symbol (of the operating company when corp is ""), one for
// its ships and one for its carts, which run on different track. The best
// run is the best of each put together.
func (g *Game) RouteContextsFor(corp string) ([]*route.Context, error) {
	s := g.st
	c := s.opCorp()
	if corp != "" {
		c = s.corp(corp)
		if c == nil || !c.InGame {
			return nil, illegal("run routes", "no company %q in this game", corp)
		}
	} else if c == nil {
		return nil, illegal("run routes", "no company is operating; name one")
	}
	return []*route.Context{s.routeContext(c, true), s.routeContext(c, false)}, nil
}

var _ route.KindsProvider = (*Game)(nil)
