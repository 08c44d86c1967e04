package g18zoo

import "ferro/engine/shares"

// Shining gold: its family pays nothing for hills and mountains (a
// discount of 2$N) and earns 2$N for building on a hill, 1$N on a mountain.
type shiningGold struct{}

func init() { registerPower("SHINING_GOLD", shiningGold{}) }

func (shiningGold) terrainPaid(g *Game, c, f, cost int) int {
	sg := &g.companies[c]
	if cost == 0 || sg.Closed || sg.Owner != shares.Corp(f) {
		return cost
	}
	income := 1
	if cost == 1 {
		income = 2
	}
	g.pay(shares.InBank, shares.Corp(f), income)
	if cost <= 2 {
		return 0
	}
	return cost - 2
}

func (shiningGold) terrainNet(g *Game, c, f, cost int) int {
	if sg := &g.companies[c]; !sg.Closed && sg.Owner == shares.Corp(f) {
		return max(0, cost-2)
	}
	return cost
}
