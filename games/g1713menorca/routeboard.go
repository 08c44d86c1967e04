package g1713menorca

import (
	"sync"

	"ferro/engine/hexmap"
	"ferro/route"
)

// Menorca's map as the shared route package sees it: a route.Skeleton of
// each kind of track (route/skeleton.go), the sea lanes for ships, the
// roads for carts, since ships and carts run on different track. Every
// link between two hexes (a lane or a road) lies across their common
// edge, so "track may not repeat" is route's "no edge used twice". A
// revenue node's hex (town, city, off-board) holds the node; cities carry
// the ports, factories and workshops placed there as tokens, and
// harbours are marked Port (harbourEnds acts on them for carts).
//
// A node's revenue is its value to the company (routes.go nodeValue, with
// the company's market tokens), the same in every Revenue colour; the
// context's phase is Yellow.

// boardMem is a route context and the last board of each kind cut in it,
// for reuse.
type boardMem struct {
	ctx   route.Context
	kinds [2]kindBoard // ships, carts
}

// kindBoard is a board of one kind and the cities' tokens on it, one city
// after another (read from the board).
type kindBoard struct {
	route.SkeletonBoard
	tokens []string
}

// boards keeps boards the best-run search has finished with.
var boards = sync.Pool{New: func() any { return &boardMem{} }}

// routeBoardInto builds, in m's memory, the board of one kind of vehicle
// for company c: the kind's track (skeleton, kept: the sea lanes never
// change and the roads only when a tile is laid) cut to reach around the
// company's ports, factories and workshops (route.SkeletonBoard.Cut; 0:
// all of it), with the company's node values and its stations in place.
func (s *state) routeBoardInto(m *boardMem, c *corp, ship bool, reach int) *route.Board {
	kb := &m.kinds[vehicleClass(ship)]
	b := kb.Cut(s.Board.skeleton(ship), c.Stations, reach)
	tokens := kb.tokens[:0]
	for j := range kb.Stops {
		nd, i := &kb.Stops[j], kb.At[j]
		v := s.nodeValue(c, i)
		nd.Revenue = [4]int{v, v, v, v}
		if nd.Kind == route.City {
			from := len(tokens)
			tokens = s.Board.stations(tokens, i)
			nd.Tokens = nil // none, as on a board built afresh
			if len(tokens) > from {
				nd.Tokens = tokens[from:len(tokens):len(tokens)] // read only: route writes nothing into it
			}
		}
	}
	kb.tokens = tokens
	return b
}

// release returns a board to the pool, dropping what it points into of
// the game (the tokens).
func (m *boardMem) release() {
	for k := range m.kinds {
		for j := range m.kinds[k].Stops {
			m.kinds[k].Stops[j].Tokens = nil
		}
		clear(m.kinds[k].tokens)
	}
	m.ctx = route.Context{Trains: m.ctx.Trains[:0]}
	boards.Put(m)
}

var (
	shipSkel = sync.OnceValue(func() *route.Skeleton { return islandBoard{}.buildSkel(true) })
	// the carts' skeletons by road layout (every hex's exits), a bounded
	// cache shared by all games
	cartSkels = route.SkeletonCache{Max: 4096}
)

// skeleton is the kind's track as it lies now.
func (b *islandBoard) skeleton(ship bool) *route.Skeleton {
	if ship {
		return shipSkel()
	}
	return cartSkels.Get(b.roadExits[:len(hexDefs)], func() *route.Skeleton { return b.buildSkel(false) })
}

// buildSkel builds the track of one kind as the file's first comment
// says: the map's sea lanes (route.MapTrack), or for carts the roads as
// they lie now (roadLinked), a harbour's node a port.
func (b islandBoard) buildSkel(ship bool) *route.Skeleton {
	t := route.MapTrack(island(), "1713 Menorca ", hexmap.Sea)
	if !ship {
		t.Track = b.roadLinked
	}
	stop := t.Stop
	t.Stop = func(i int) (route.Node, bool) {
		n, ok := stop(i)
		n.Port = hexDefs[i].Harbour
		return n, ok
	}
	return route.NewSkeleton(t)
}

// routeContext is the shared route package's view of company c's ships
// (ship true) or carts: the kind's board, its vehicles of that kind as
// trains reaching Range hexes (both ends counted), and Menorca's rules
// (route_rules.go): stops may repeat (each pays once), ports and
// factories never block, no subsidy, and for carts the harbour rule.
func (s *state) routeContext(c *corp, ship bool) *route.Context {
	return s.routeContextInto(&boardMem{}, c, ship, 0)
}

// routeContextInto is routeContext in m's memory, its board cut to reach
// (routeBoard).
func (s *state) routeContextInto(m *boardMem, c *corp, ship bool, reach int) *route.Context {
	ctx := &m.ctx
	*ctx = route.Context{
		Board:  s.routeBoardInto(m, c, ship, reach),
		Corp:   c.Sym,
		Phase:  route.Yellow,
		Rules:  cartRules,
		Trains: ctx.Trains[:0],
	}
	if ship {
		ctx.Rules = shipRules
	}
	for i := range s.Vehicles {
		if v := &s.Vehicles[i]; v.Owner == c.Sym && v.def().Ship == ship {
			t := v.def()
			ctx.Trains = append(ctx.Trains, route.Train{ID: v.ID, Name: t.Name, Hexes: t.Range})
		}
	}
	return ctx
}
