package g18zoo

import (
	"ferro/engine/hexmap"
	"ferro/engine/shares"
)

// On a diet: its family places a station in an extra slot of a city, free,
// as the turn's one station; the power then closes. While it holds the
// power, its cheapest station is that free one (18xx.games counts it when
// the token step asks whether the family can place a station).
type onADiet struct{}

func init() { registerPower("ON_A_DIET", onADiet{}) }

func (onADiet) stationOpen(g *Game, c, f int) bool { return true }

func (onADiet) stationRules(g *Game, c int) (hexmap.TokenOpts, func(hex string) bool) {
	return hexmap.TokenOpts{ExtraSlot: true}, nil
}

func (onADiet) stationPrice(g *Game, c, f int) (int, error) { return 0, nil }

func (onADiet) ownStationPrice(g *Game, c, f, price int) int {
	if d := &g.companies[c]; price >= 0 && !d.Closed && d.Owner == shares.Corp(f) {
		return 0
	}
	return price
}
