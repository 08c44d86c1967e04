package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
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

// Process checks and lays a tile.
func (r tileStep) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if s.Op.Tiles >= s.Heritages.maxTiles(c) {
		return illegal("one tile per turn", "%s has laid its %d tile(s) this turn", c.Sym, s.Heritages.maxTiles(c))
	}
	i, ok := geo.index[a.Hex]
	if !ok || !isLand(i) {
		return illegal("tile placement", "%q is not a land hex", a.Hex)
	}
	ti := slices.IndexFunc(tileDefs, func(t tileDef) bool { return t.ID == a.Tile })
	if ti < 0 {
		return illegal("tile placement", "unknown tile %q", a.Tile)
	}
	rot := 0
	if a.Rotation != nil {
		rot = *a.Rotation
	}
	if rot < 0 || rot > 5 {
		return illegal("tile placement", "rotation must be 0-5")
	}
	t, hd := tileDefs[ti], hexDefs[i]
	switch r.fault(s, c, i, ti, rot, s.Board.hm.Available(t.ID), s.Board.network(c)) {
	case laySupply:
		return illegal("tile supply", "no %s tiles left", t.ID)
	case layKind:
		return illegal("tile placement", "tile %s does not fit hex %s", t.ID, hd.ID)
	case layOrder:
		color := s.Board.tileColor(i)
		return illegal("upgrade order", "hex %s is %s; the next tile there must be %s", hd.ID, colorNames[color], colorNames[min(color+1, colorGrey)])
	case layPhase:
		return illegal("tile colour by phase", "%s tiles are not available in phase %s", colorNames[t.Color], s.phase().Name)
	case layKeep:
		return illegal("upgrade keeps track", "tile %s must keep the existing roads of %s", t.ID, hd.ID)
	case layOffMap:
		return illegal("tile placement", "tile %s would run a road off the map at %s", t.ID, hd.ID)
	case layConnect:
		return illegal("connected to the network", "hex %s is not connected to %s's network", hd.ID, c.Sym)
	case layTerrain:
		p := builder{s, c}
		return p.Short(hd.ID, p.due(i))
	}
	// the lowest copy left goes onto the board, the tile it replaces back
	// into the supply
	s.touched |= touchHexes
	s.Board.lay(i, ti, rot, builder{s, c})
	s.Op.Tiles++
	if s.Op.Tiles >= s.Heritages.maxTiles(c) {
		s.Op.Step = stepToken
	}
	return nil
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
	s.touched |= touchHexes
	c.Stations = append(c.Stations, hex)
	s.Board.placeOnBoard(hex, c.Sym)
}

// Process checks and places a port or factory.
func (r tokenStep) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	if s.Op.Token {
		return illegal("one port or factory per turn", "%s placed one this turn", c.Sym)
	}
	kind := c.def().Kind
	if kind == small {
		return illegal("ports and factories", "the small companies place no ports or factories")
	}
	if len(c.Stations) >= c.def().Stations {
		return illegal("ports and factories", "%s has no %s left", c.Sym, stationWord(c))
	}
	i, ok := geo.index[a.Hex]
	if !ok || hexDefs[i].Kind != kindCity {
		return illegal("ports and factories", "%q is not a city", a.Hex)
	}
	if kind == maritime && !hexDefs[i].Harbour {
		return illegal("ports belong in harbours", "%s is not a harbour", a.Hex)
	}
	if kind == merged {
		if hexDefs[i].Harbour {
			return illegal("factories inland", "factories are built in inland cities, not in %s", a.Hex)
		}
		if !s.Board.network(c)[i] {
			return illegal("connected to the network", "%s is not on RADM's network", a.Hex)
		}
	}
	if slices.Contains(c.Stations, a.Hex) {
		return illegal("ports and factories", "%s already has one in %s", c.Sym, a.Hex)
	}
	if s.freeSlots(i) <= 0 {
		return illegal("route places", "%s has no free place", a.Hex)
	}
	if c.Cash < stationPrice {
		return illegal("cash", "a %s costs %d; %s has %d", stationWord(c), stationPrice, c.Sym, c.Cash)
	}
	c.Cash -= stationPrice
	s.Bank += stationPrice
	s.placeStation(c, a.Hex)
	s.Op.Token = true
	s.Op.Step = stepBuy
	return nil
}

func stationWord(c *corp) string {
	if c.def().Kind == maritime {
		return "port"
	}
	return "factory"
}
