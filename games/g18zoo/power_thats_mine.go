package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/view"
)

// That's mine!: its family reserves an open slot of a city without its
// station (first use); later, once the city is on its network and it can
// pay, it places its next station there at the usual price (the power
// then closes), as the turn's one station.
type thatsMine struct{}

// mineSlot holds the hex reserved ("" before the first use).
var mineSlot = newPowerSlot[string]()

func init() { registerPower("THAT_S_MINE", thatsMine{}) }

func (thatsMine) assignable(g *Game, c int) bool { return g.companies[c].Used == 0 }

func (thatsMine) assignTargets(g *Game, c, f int) []string {
	var hexes []string
	b := g.board.b
	m := b.Map()
	open := g.board.firstCitiesOpen()
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
	if !ok || !g.board.firstCitiesOpen()[hex] || g.board.b.HasToken(h, fm.Sym) {
		return engine.Illegal("that's mine", "choose a city with an open slot and no %s station", fm.Sym)
	}
	if err := g.board.b.Reserve(hex, 0, fm.Sym); err != nil {
		return err
	}
	g.board.touch()
	mineSlot.set(g, hex)
	g.companies[c].Used = 1
	return nil
}

func (thatsMine) stationOpen(g *Game, c, f int) bool {
	return g.companies[c].Used == 1 && g.fams[f].nextTokenPrice() <= buyingPower(&g.fams[f], g.companies) && g.board.reaches(g.fams[f].Sym, mineSlot.get(g))
}

func (thatsMine) stationRules(g *Game, c int) (hexmap.TokenOpts, func(hex string) bool) {
	mine := mineSlot.get(g)
	return hexmap.TokenOpts{}, func(hex string) bool { return hex == mine }
}

func (thatsMine) stationPrice(g *Game, c, f int) (int, error) {
	price := g.fams[f].nextTokenPrice()
	if fm := &g.fams[f]; fm.Cash < price {
		return 0, engine.Illegal("cash", "%s needs %d$N for the station", fm.Sym, price)
	}
	return price, nil
}

func (thatsMine) markRank() int { return 1 }

func (thatsMine) markBoard(g *Game, c int, b *view.Board) {
	if hex := mineSlot.get(g); hex != "" {
		if h := b.HexByID(hex); h != nil {
			h.Marks = append(h.Marks, view.Mark{Name: "That's mine!", Say: view.Say("zoo.mark.mine")})
		}
	}
}
