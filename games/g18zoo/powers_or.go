package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/engine/shares"
)

// Operating-round powers that act on the map, used by the power itself
// (the action's entity is the company) while its family operates: the
// assign, special track and special token steps. What each power does is
// its own (power_*.go: assignPower, trackPower, stationPower).

// ownerOperating reports whether a power belongs to the family operating now.
func (g *Game) ownerOperating(c int) bool {
	f := g.operator()
	cp := &g.companies[c]
	return f >= 0 && !cp.Closed && cp.Owner == shares.Corp(f)
}

// waitingPower is the power the step of kind k waits for, or -1.
func (g *Game) waitingPower(k rounds.StepKind) int {
	for _, p := range hooks.waits[k] {
		if c := g.powerIdx(p.k); p.h.waitsIn(g, c, k) {
			return c
		}
	}
	return -1
}

// --- Assign ----------------------------------------------------------------

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

// --- Special track -----------------------------------------------------------

// trackUses is how many tiles power c lays in all (0: none).
func (g *Game) trackUses(c int) int {
	if h := g.hooksOf(c).track; h != nil {
		return h.trackUses()
	}
	return 0
}

func (g *Game) processSpecialLay(c int, a engine.Action) error {
	cp := &g.companies[c]
	f := g.operator()
	if err := g.board.layPaying(a, g.powerLayOpts(c), terrainPayer{g, f}); err != nil {
		return err
	}
	cp.Used++
	if cp.Used >= g.trackUses(c) {
		g.closeCompany(c)
	}
	return nil
}

// --- Special token -----------------------------------------------------------

// reaches reports whether family f's network runs on a hex.
func (g *Game) reaches(f int, hex string) bool {
	h, ok := g.board.b.Hex(hex)
	return ok && g.board.b.Reach(g.fams[f].Sym).Hex(h)
}
