package g1713menorca

import (
	"slices"

	"ferro/engine"
	"ferro/engine/rounds"
)

// Lay tiles (one, two with a heritage that allows it), or pass.
type tileStep struct{ offers }

// HasAction: the company has a tile left to lay this turn, and a legal lay.
func (r tileStep) HasAction(s *state, e rounds.Entity) bool {
	found := false // each lists nothing once the turn's tiles are laid
	r.each(s, corpOf(s, e), func(int, int, int) bool { found = true; return false })
	return found
}

// List: every legal tile lay (one rotation per distinct road layout),
// checked.
func (r tileStep) List(s *state, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	r.each(s, corpOf(s, e), func(i, ti, rot int) bool {
		a := base
		a.Hex, a.Tile, a.Rotation = hexDefs[i].ID, tileDefs[ti].ID, engine.Int(rot)
		out = append(out, a)
		return true
	})
	return out
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
	rot := engine.IntOr(a.Rotation, 0)
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
	s.Board.lay(i, ti, rot, builder{s, c})
	s.Op.Tiles++
	if s.Op.Tiles >= s.Heritages.maxTiles(c) {
		s.Op.Step = stepToken
	}
	return nil
}
