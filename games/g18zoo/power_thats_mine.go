package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
)

// That's mine!: its family reserves an open slot of a city without its
// station (first use); later, once the city is on its network and it can
// pay, it places its next station there at the usual price (the power
// then closes), as the turn's one station.
type thatsMine struct{}

func init() { registerPower("THAT_S_MINE", thatsMine{}) }

func (thatsMine) assignable(g *Game, c int) bool { return g.companies[c].Used == 0 }

func (thatsMine) assignTargets(g *Game, c, f int) []string {
	var hexes []string
	b := g.board.b
	m := b.Map()
	open := g.firstCitiesOpen()
	for h := 0; h < m.NumHexes(); h++ {
		if id := m.HexID(h); open[id] && !b.HasToken(h, g.fams[f].Sym) {
			hexes = append(hexes, id)
		}
	}
	return hexes
}

func (thatsMine) assign(g *Game, c, f int, hex string) error {
	fm := &g.fams[f]
	h, ok := g.board.b.Hex(hex)
	if !ok || !g.firstCityOpen(hex) || g.board.b.HasToken(h, fm.Sym) {
		return engine.Illegal("that's mine", "choose a city with an open slot and no %s station", fm.Sym)
	}
	if err := g.board.b.Reserve(hex, 0, fm.Sym); err != nil {
		return err
	}
	g.board.touch()
	g.mineHex = hex
	g.companies[c].Used = 1
	return nil
}

func (thatsMine) stationOpen(g *Game, c, f int) bool {
	return g.companies[c].Used == 1 && g.nextTokenPrice(f) <= g.buyingPowerWithTickets(f) && g.reaches(f, g.mineHex)
}

func (thatsMine) stationRules(g *Game, c int) (hexmap.TokenOpts, func(hex string) bool) {
	return hexmap.TokenOpts{}, func(hex string) bool { return hex == g.mineHex }
}

func (thatsMine) stationPrice(g *Game, c, f int) (int, error) {
	price := g.nextTokenPrice(f)
	if fm := &g.fams[f]; fm.Cash < price {
		return 0, engine.Illegal("cash", "%s needs %d$N for the station", fm.Sym, price)
	}
	return price, nil
}
