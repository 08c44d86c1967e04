package g18zoo

import "ferro/engine"

// Work in progress: its family blocks an open slot of any city; the power
// then closes.
type workInProgress struct{}

func init() { registerPower("WORK_IN_PROGRESS", workInProgress{}) }

func (workInProgress) assignable(g *Game, c int) bool { return true }

func (workInProgress) assignTargets(g *Game, c, f int) []string {
	var hexes []string
	m := g.board.b.Map()
	open := g.board.firstCitiesOpen()
	for h := 0; h < m.NumHexes(); h++ {
		if id := m.HexID(h); open[id] {
			hexes = append(hexes, id)
		}
	}
	return hexes
}

func (workInProgress) assign(g *Game, c, f int, hex string) error {
	if !g.board.firstCitiesOpen()[hex] {
		return engine.Illegal("work in progress", "choose a city with an open slot")
	}
	if err := g.board.b.Block(hex, 0); err != nil {
		return err
	}
	g.board.touch()
	g.closeCompany(c)
	return nil
}
