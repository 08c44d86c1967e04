package g1713menorca

import (
	"slices"
)

// Building: at most one tile per operating turn (two with the special
// ability of a heritage the company owns), on an empty hex or as an
// upgrade yellow -> green -> brown -> grey as the phase allows, paying the
// hex's terrain cost (on the first tile only), connected to the company's
// existing network.

// maxTiles is how many tiles company c lays a turn.
func (hs heritageList) maxTiles(c *corp) int {
	if hs.corpHas(c, abilityExtraTile) {
		return 2
	}
	return 1
}

// corpHas: company c owns an open heritage with that ability.
func (hs heritageList) corpHas(c *corp, ability string) bool {
	return slices.ContainsFunc(hs, func(h heritage) bool {
		return h.OwnerCorp == c.Sym && !h.Closed && h.def().Ability == ability
	})
}

// roadLinked: hex i has a road across edge e that meets a road back.
func (b *islandBoard) roadLinked(i, e int) bool {
	j := geo.neighbor[i][e]
	return j >= 0 && isLand(i) && isLand(j) && b.roads(i)&(1<<e) != 0 && b.roads(j)&(1<<((e+3)%6)) != 0
}

// network is the set of land hexes the company reaches by road from its
// ports, factories or workshop.
func (b *islandBoard) network(c *corp) []bool {
	seen := make([]bool, len(hexDefs))
	var queue []int
	for _, id := range c.Stations {
		i := geo.index[id]
		if !seen[i] {
			seen[i] = true
			queue = append(queue, i)
		}
	}
	for q := 0; q < len(queue); q++ {
		i := queue[q]
		for e := range 6 {
			if j := geo.neighbor[i][e]; b.roadLinked(i, e) && !seen[j] {
				seen[j] = true
				queue = append(queue, j)
			}
		}
	}
	return seen
}

// Faults of a tile lay, as tileStep.fault finds them (0: none).
const (
	layOK = iota
	laySupply
	layKind
	layOrder
	layPhase
	layKeep
	layOffMap
	layConnect
	layTerrain
)

// fault applies the building rules to laying tile ti at rotation rot
// on hex i and says which one it breaks; Process words it as a refusal.
// The tile listing asks fault alone, so trying lays formats nothing;
// it has counted the supply once (left), where check asks the board.
//
// These are Menorca's rules, not hexmap.Board.Lay's: a road may face a
// sea hex (hexmap refuses track into a blue hex without a facing lane), a
// harbour keeps its sea lanes under the tile (LayShown), an upgrade need
// not give the company new track, and each refusal keeps its name and
// place in the order. Where the rules agree the board's own test is used:
// an upgrade keeps the roads and stops of the tile it replaces
// (hexmap.Board.KeepsTrack, on the tile as it would show there).
func (r tileStep) fault(s *state, c *corp, i, ti, rot, left int, net []bool) int {
	t, mask := tileDefs[ti], tileExits[ti][rot]
	switch {
	case left == 0:
		return laySupply
	case t.Kind != hexDefs[i].Kind:
		return layKind
	case t.Color != s.Board.tileColor(i)+1:
		return layOrder
	case t.Color > s.phase().Colors:
		return layPhase
	case s.Board.roads(i) != 0 && (s.Board.roads(i)&^mask != 0 || !s.Board.hm.KeepsTrack(i, laidDesign(i, ti, rot), rot)):
		// a hex without roads has none to keep; a road the new tile does
		// not reach is not kept (the board's test need not be asked)
		return layKeep
	}
	for e := 0; e < 6; e++ {
		if mask&(1<<e) != 0 {
			if j := geo.neighbor[i][e]; j < 0 || hexDefs[j].Kind == kindOffboard {
				return layOffMap
			}
		}
	}
	if !connects(s, i, mask, net) {
		return layConnect
	}
	if p := (builder{s, c}); p.due(i) > p.Cash() {
		return layTerrain
	}
	return layOK
}

// connects: the hex is already on the network, or the new tile's road meets
// a road of the network at its edge.
func connects(s *state, i int, mask uint8, net []bool) bool {
	if net[i] {
		return true
	}
	for e := 0; e < 6; e++ {
		j := geo.neighbor[i][e]
		if mask&(1<<e) != 0 && j >= 0 && net[j] && s.Board.roads(j)&(1<<((e+3)%6)) != 0 {
			return true
		}
	}
	return false
}

// builder is company c paying for terrain (a hexmap.Payer): the cost the
// board's hex carries (hexDefs' Terrain, due on the first tile only),
// waived when c owns the heritage that waives it.
type builder struct {
	s *state
	c *corp
}

func (b builder) Net(cost int) int {
	if b.s.Heritages.corpHas(b.c, abilityNoTerrain) {
		return 0
	}
	return cost
}

func (b builder) Cash() int { return b.c.Cash }

func (b builder) Short(hex string, need int) error {
	return illegal("terrain cost", "%s costs %d to build on; %s has %d", hex, need, b.c.Sym, b.c.Cash)
}

func (b builder) Pay(cost int) {
	cost = b.Net(cost)
	b.c.Cash -= cost
	b.s.Bank += cost
}

// due is what c pays to lay on hex i now.
func (b builder) due(i int) int { return b.Net(b.s.Board.hm.TerrainCost(i)) }

// each calls f with every legal tile lay (hex, tile, rotation; one
// rotation per distinct road layout) until f returns false.
func (r tileStep) each(s *state, c *corp, f func(i, ti, rot int) bool) {
	if s.Op.Tiles >= s.Heritages.maxTiles(c) {
		return
	}
	net := s.Board.network(c)
	var buf [32]int
	left := buf[:0] // copies of each tile in the supply
	for _, t := range tileDefs {
		left = append(left, s.Board.hm.Available(t.ID))
	}
	for i := range hexDefs {
		if !isLand(i) {
			continue
		}
		color := s.Board.tileColor(i)
		for ti, t := range tileDefs {
			if t.Kind != hexDefs[i].Kind || t.Color != color+1 || left[ti] == 0 {
				continue
			}
			for rot := range 6 {
				if slices.Contains(tileExits[ti][:rot], tileExits[ti][rot]) {
					continue // an earlier rotation has the same roads
				}
				if r.fault(s, c, i, ti, rot, left[ti], net) == layOK && !f(i, ti, rot) {
					return
				}
			}
		}
	}
}

// Ports (RNC, RCC, CCM) and factories (RADM): once per turn, they take a
// place in a node and let the company use it in its routes.

func (s *state) freeSlots(i int) int {
	var taken [3]string // a city has at most 3 places
	n := hexDefs[i].Slots - len(s.Board.stations(taken[:0], i))
	for k := range s.Corps {
		c := &s.Corps[k]
		if c.InGame && !c.Floated && c.def().Home == hexDefs[i].ID {
			n-- // reserved for the home port or workshop
		}
	}
	return n
}

func (s *state) placeStation(c *corp, hex string) {
	if hex == "" {
		return
	}
	c.Stations = append(c.Stations, hex)
	s.Board.placeOnBoard(hex, c.Sym)
}

func stationWord(c *corp) string {
	if c.def().Kind == maritime {
		return "port"
	}
	return "factory"
}
