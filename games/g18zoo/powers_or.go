package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
)

// Operating-round powers that act on the map, used by the power itself
// (the action's entity is the company) while its family operates: the
// assign, special track and special token steps. What each power does is
// its own (power_*.go: assignPower, trackPower, stationPower).

// ownerOperating reports whether a power belongs to the family operating now.
func (g *Game) ownerOperating(c int) bool {
	f := g.operator()
	cp := &g.companies[c]
	return f >= 0 && !cp.Closed && cp.Owner == famBase+f
}

// waitingPower is the power the step of kind k waits for, or -1.
func (g *Game) waitingPower(k stepKind) int {
	for _, p := range hooks.waits {
		if c := g.powerIdx(p.k); p.h.waitsIn(g, c, k) {
			return c
		}
	}
	return -1
}

// --- Assign ----------------------------------------------------------------

func (g *Game) assignActions(e entity) actSet {
	if e.Kind != 'c' || !g.ownerOperating(e.Idx) {
		return 0
	}
	if h, ok := g.rulesFor(e.Idx).(assignPower); ok && h.assignable(g, e.Idx) {
		return actAssign
	}
	return 0
}

func (g *Game) firstCityOpen(hex string) bool {
	return g.firstCitiesOpen()[hex]
}

// firstCitiesOpen are the hexes, not white, whose first city has a slot
// open to anyone (asked once for every hex: each question lists the
// board's open slots).
func (g *Game) firstCitiesOpen() map[string]bool {
	b := g.board.b
	open := map[string]bool{}
	for _, s := range b.LegalTokens("#probe", hexmap.TokenOpts{IgnoreConnection: true}) {
		if h, ok := b.Hex(s.Hex); ok && s.City == 0 && b.Color(h) != hexmap.White {
			open[s.Hex] = true
		}
	}
	return open
}

func (g *Game) processAssign(c int, a engine.Action) error {
	h, ok := g.rulesFor(c).(assignPower)
	if !ok {
		return engine.Illegal("assign", "%s does not mark hexes", g.companies[c].Sym)
	}
	return h.assign(g, c, g.operator(), a.Extras().Target)
}

// --- Special track -----------------------------------------------------------

func (g *Game) specialTrackActions(e entity) actSet {
	if e.Kind != 'c' || !g.ownerOperating(e.Idx) {
		return 0
	}
	if h, ok := g.rulesFor(e.Idx).(trackPower); ok {
		return h.trackActions(g, e.Idx)
	}
	return 0
}

// trackUses is how many tiles power c lays in all (0: none).
func (g *Game) trackUses(c int) int {
	if h, ok := g.rulesFor(c).(trackPower); ok {
		return h.trackUses()
	}
	return 0
}

func (g *Game) processSpecialLay(c int, a engine.Action) error {
	cp := &g.companies[c]
	f := g.operator()
	rot := 0
	if a.Rotation != nil {
		rot = *a.Rotation
	}
	if err := g.checkTerrainCash(f, a.Hex); err != nil {
		return err
	}
	opts := g.powerLayOpts(c)
	cost, err := g.board.lay(a.Hex, a.Tile, rot, opts)
	if err != nil {
		return err
	}
	if cost = g.terrainCost(f, cost); cost > 0 {
		g.pay(famBase+f, holderBank, cost)
	}
	cp.Used++
	if cp.Used >= g.trackUses(c) {
		g.closeCompany(c)
	}
	return nil
}

// --- Special token -----------------------------------------------------------

func (g *Game) specialTokenActions(e entity) actSet {
	if e.Kind != 'c' || !g.ownerOperating(e.Idx) {
		return 0
	}
	f := g.operator()
	if g.nextTokenPrice(f) < 0 {
		return 0
	}
	if g.round.Tokened {
		return 0 // one station a turn, the power's included
	}
	if h, ok := g.rulesFor(e.Idx).(stationPower); ok && h.stationOpen(g, e.Idx, f) {
		return actPlaceToken
	}
	return 0
}

// reaches reports whether family f's network runs on a hex.
func (g *Game) reaches(f int, hex string) bool {
	h, ok := g.board.b.Hex(hex)
	return ok && g.board.b.Reach(g.fams[f].Sym).Hex(h)
}

func (g *Game) processSpecialToken(c int, a engine.Action) error {
	cp := &g.companies[c]
	f := g.operator()
	fm := &g.fams[f]
	if g.specialTokenActions(co(c))&actPlaceToken == 0 {
		return engine.Illegal("stations", "%s cannot place a station now (one a turn; That's mine! needs its reserved city on the network)", cp.Sym)
	}
	h := g.rulesFor(c).(stationPower)
	opts, _ := h.stationRules(g, c)
	price, err := h.stationPrice(g, c, f)
	if err != nil {
		return err
	}
	if _, err := g.board.placeToken(fm.Sym, a, opts); err != nil {
		return err
	}
	g.pay(famBase+f, holderBank, price)
	fm.TokensUsed++
	g.round.Tokened = true // a power's station is the turn's station
	g.closeCompany(c)
	return nil
}
