package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// terrainPayer is family f paying for terrain with its powers' discounts
// (terrainHook, in the table's order): hexmap.Board.LayPaying and the
// legal list ask it.
type terrainPayer struct {
	g *Game
	f int
}

func (p terrainPayer) Net(cost int) int {
	for _, h := range hooks.terrain {
		cost = h.H.terrainNet(p.g, p.g.powerIdx(h.K), p.f, cost)
	}
	return cost
}

func (p terrainPayer) Cash() int { return p.g.fams[p.f].Cash }

func (p terrainPayer) Short(hex string, need int) error {
	fm := &p.g.fams[p.f]
	return engine.Illegal("cash", "%s has %d$N and cannot pay %d$N to build on %s", fm.Sym, fm.Cash, need, hex)
}

func (p terrainPayer) Pay(cost int) {
	for _, h := range hooks.terrain {
		cost = h.H.terrainPaid(p.g, p.g.powerIdx(h.K), p.f, cost)
	}
	p.g.pay(shares.Corp(p.f), shares.InBank, cost)
}
