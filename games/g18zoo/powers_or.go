package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/games/g18zoo/zoomap"
)

// Operating-round powers that act on the map, used by the power itself
// (the action's entity is the company) while its family operates.

// ownerOperating reports whether a power belongs to the family operating now.
func (g *Game) ownerOperating(c int) bool {
	f := g.operator()
	cp := &g.companies[c]
	return f >= 0 && !cp.Closed && cp.Owner == famBase+f
}

// powerUses is how many times each map power may be used in all.
var powerUses = map[string]int{"RABBITS": 2, "MOLES": 4, "ANCIENT_MAPS": 2, "HOLE": 2}

// --- Assign: Wheat, Hole, That's mine!, Work in progress ----------------

func (g *Game) assignActions(e entity) actSet {
	if e.Kind != 'c' || !g.ownerOperating(e.Idx) {
		return 0
	}
	switch g.companies[e.Idx].Sym {
	case "WHEAT", "HOLE", "WORK_IN_PROGRESS":
		return actAssign
	case "THAT_S_MINE":
		if g.companies[e.Idx].Used == 0 {
			return actAssign
		}
	}
	return 0
}

// assignBlocks: the Hole, once started, waits for its second area. As in
// 18xx.games, the wait is the assign step's, not the power's: the step
// remembers one waiting power (G18ZOO Step::Assign, @company), which the
// next assign of Wheat overwrites (That's mine! and Work in progress return
// before that line). So Wheat ends the wait, the Hole's second area may then
// come later or never, and the wait lapses with the round. Ferro copies this
// bookkeeping so that 18xx.games records replay alike.
func (g *Game) assignBlocks() bool {
	h := g.powerOf(pwHole)
	return g.round.HoleWaits && !h.Closed
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
	cp := &g.companies[c]
	f := g.operator()
	fm := &g.fams[f]
	hex := a.Extras().Target
	switch cp.Sym {
	case "WHEAT":
		h, ok := g.board.b.Hex(hex)
		if !ok || !g.board.b.HasToken(h, fm.Sym) {
			return engine.Illegal("wheat", "Wheat goes on a city with a %s station", fm.Sym)
		}
		g.wheatHex = hex
		g.closeCompany(c)
		g.round.HoleWaits = false
	case "HOLE":
		areas, err := zoomap.HoleAreas(g.board.letter)
		if err != nil {
			return err
		}
		if !contains(areas, hex) || contains(g.holes, hex) {
			return engine.Illegal("hole", "the Hole marks two different R areas (%v)", areas)
		}
		g.holes = append(g.holes, hex)
		cp.Used++
		g.round.HoleWaits = cp.Used == 1
		if cp.Used == 2 {
			if err := zoomap.ApplyHole(g.board.b, g.board.letter, g.holes[0], g.holes[1]); err != nil {
				return err
			}
			g.board.touch()
			g.closeCompany(c)
		}
	case "THAT_S_MINE":
		h, ok := g.board.b.Hex(hex)
		if !ok || !g.firstCityOpen(hex) || g.board.b.HasToken(h, fm.Sym) {
			return engine.Illegal("that's mine", "choose a city with an open slot and no %s station", fm.Sym)
		}
		if err := g.board.b.Reserve(hex, 0, fm.Sym); err != nil {
			return err
		}
		g.board.touch()
		g.mineHex = hex
		cp.Used = 1
	case "WORK_IN_PROGRESS":
		if !g.firstCityOpen(hex) {
			return engine.Illegal("work in progress", "choose a city with an open slot")
		}
		if err := g.board.b.Block(hex, 0); err != nil {
			return err
		}
		g.board.touch()
		g.closeCompany(c)
	default:
		return engine.Illegal("assign", "%s does not mark hexes", cp.Sym)
	}
	return nil
}

// --- Special track: Rabbits, Moles, Ancient maps -------------------------

func (g *Game) specialTrackActions(e entity) actSet {
	if e.Kind != 'c' || !g.ownerOperating(e.Idx) {
		return 0
	}
	switch g.companies[e.Idx].Sym {
	case "RABBITS", "MOLES":
		return actLayTile
	case "ANCIENT_MAPS":
		if g.ancientMapsBlocks() {
			return actLayTile | actPass // the second tile may be given up
		}
		if g.companies[e.Idx].Used < powerUses["ANCIENT_MAPS"] {
			return actLayTile
		}
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
	if cp.Used >= powerUses[cp.Sym] {
		g.closeCompany(c)
	}
	return nil
}

// --- Special token: On a diet, That's mine! -------------------------------

func (g *Game) specialTokenActions(e entity) actSet {
	if e.Kind != 'c' || !g.ownerOperating(e.Idx) {
		return 0
	}
	cp := &g.companies[e.Idx]
	f := g.operator()
	if g.nextTokenPrice(f) < 0 {
		return 0
	}
	if g.round.Tokened {
		return 0 // one station a turn, the power's included
	}
	switch cp.Sym {
	case "ON_A_DIET":
		return actPlaceToken
	case "THAT_S_MINE":
		if cp.Used == 1 && g.nextTokenPrice(f) <= g.buyingPowerWithTickets(f) && g.reaches(f, g.mineHex) {
			return actPlaceToken
		}
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
	price := 0
	opts := hexmap.TokenOpts{}
	if g.specialTokenActions(co(c))&actPlaceToken == 0 {
		return engine.Illegal("stations", "%s cannot place a station now (one a turn; That's mine! needs its reserved city on the network)", cp.Sym)
	}
	switch cp.Sym {
	case "ON_A_DIET":
		opts.ExtraSlot = true
	case "THAT_S_MINE":
		price = g.nextTokenPrice(f)
		if fm.Cash < price {
			return engine.Illegal("cash", "%s needs %d$N for the station", fm.Sym, price)
		}
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

// ancientMapsBlocks: its two tiles are laid together, so after the first
// the game waits for the second.
func (g *Game) ancientMapsBlocks() bool {
	c := g.powerOf(pwAncientMaps)
	return !c.Closed && c.Used == 1
}
