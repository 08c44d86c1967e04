package g1713menorca

import (
	"sync"

	"ferro/route"
)

// Menorca's map as the shared route package sees it. Ships and carts run
// on different track, so each kind gets its own route.Board: the sea lanes
// for ships, the roads for carts. Every link between two hexes (a lane or
// a road) becomes the track across their common edge, so "track may not
// repeat" is route's "no edge used twice".
//
//   - A revenue node's hex (town, city, off-board) holds one node with a
//     path from it to each edge the kind's track leaves by; cities carry
//     the ports, factories and workshops placed there as tokens, and
//     harbours are marked Port (PortEnds acts on them for carts).
//   - Any other hex (a sea hex on a lane, a land hex with road exits) is
//     joined through: a path between every two of its track edges, so a
//     route may enter by any of them and leave by any other.
//
// A node's revenue is its value to the company (routes.go nodeValue, with
// the company's market tokens), the same in every Revenue colour; the
// context's phase is Yellow.

// routeBoard builds the board of one kind of vehicle for company c: the
// kind's track (boardSkel; the sea lanes never change, so the ships' is
// built once) with the company's node values and the ports, factories and
// workshops in place.
func (s *state) routeBoard(c *corp, ship bool) *route.Board {
	var sk *boardSkel
	if ship {
		shipSkelOnce.Do(func() { shipSkel = s.buildSkel(true) })
		sk = shipSkel
	} else {
		sk = s.buildSkel(false)
	}
	b := &route.Board{Hexes: append([]route.Hex(nil), sk.hexes...)}
	nodes := make([]route.Node, 0, sk.nodes)
	for k := range b.Hexes {
		i := sk.at[k]
		if !isNode(i) {
			continue
		}
		n := sk.node[k]
		v := s.nodeValue(c, i)
		n.Revenue = [4]int{v, v, v, v}
		if n.Kind == route.City {
			st := s.Hexes[i].Stations
			n.Tokens = st[:len(st):len(st)] // read only: route copies nothing into it
		}
		nodes = append(nodes, n)
		b.Hexes[k].Nodes = nodes[len(nodes)-1 : len(nodes) : len(nodes)]
	}
	return b
}

// boardSkel is a kind's track as route hexes without node values or
// tokens: hexes[k] is hexDefs[at[k]], node[k] its node's kind, places and
// harbour mark (a revenue node's hex), nodes the number of those.
type boardSkel struct {
	hexes []route.Hex
	at    []int
	node  []route.Node
	nodes int
}

var (
	shipSkelOnce sync.Once
	shipSkel     *boardSkel
)

// buildSkel builds the track of one kind:
//   - a revenue node's hex (town, city, off-board) holds one node with a
//     path from it to each edge the kind's track leaves by;
//   - any other hex is joined through: a path between every two of its
//     track edges.
func (s *state) buildSkel(ship bool) *boardSkel {
	sk := &boardSkel{}
	for i, h := range hexDefs {
		var edges []int
		for e := 0; e < 6; e++ {
			if s.hasTrack(i, e, ship) {
				edges = append(edges, e)
			}
		}
		if len(edges) == 0 {
			continue
		}
		hx := route.Hex{ID: h.ID}
		for e := 0; e < 6; e++ {
			if j := geo.neighbor[i][e]; j >= 0 {
				hx.Neighbors[e] = hexDefs[j].ID
			}
		}
		var n route.Node
		if isNode(i) {
			n = route.Node{Slots: h.Slots, Port: h.Harbour}
			switch h.Kind {
			case kindCity:
				n.Kind = route.City
			case kindTown:
				n.Kind = route.Town
			default:
				n.Kind = route.Offboard
			}
			sk.nodes++
			for _, e := range edges {
				hx.Paths = append(hx.Paths, route.Path{A: route.NodeEnd(0), B: route.EdgeEnd(e)})
			}
		} else {
			for a := range edges {
				for _, z := range edges[a+1:] {
					hx.Paths = append(hx.Paths, route.Path{A: route.EdgeEnd(edges[a]), B: route.EdgeEnd(z)})
				}
			}
		}
		sk.hexes = append(sk.hexes, hx)
		sk.at = append(sk.at, i)
		sk.node = append(sk.node, n)
	}
	return sk
}

// hasTrack reports whether a lane (ship) or road (cart) leaves hex i
// across edge e.
func (s *state) hasTrack(i, e int, ship bool) bool {
	j := geo.neighbor[i][e]
	if j < 0 {
		return false
	}
	if !ship {
		return s.roadLinked(i, e)
	}
	for _, st := range geo.seaAdj[i] {
		if st.To == j {
			return true
		}
	}
	return false
}

// RouteContext is the route context of the company with that symbol, for
// its ships (ship true) or its carts; see routeContext.
func (g *Game) RouteContext(sym string, ship bool) (*route.Context, error) {
	c := g.st.corp(sym)
	if c == nil || !c.InGame {
		return nil, illegal("route context", "no company %q in the game", sym)
	}
	return g.st.routeContext(c, ship), nil
}

// routeContext is the shared route package's view of company c's ships
// (ship true) or carts: the kind's board, its vehicles of that kind as
// trains reaching Range hexes (both ends counted), and Menorca's rules:
// stops may repeat (each pays once), ports and factories never block,
// no subsidy, and for carts the harbour rule (PortEnds).
func (s *state) routeContext(c *corp, ship bool) *route.Context {
	ctx := &route.Context{
		Board: s.routeBoard(c, ship),
		Corp:  c.Sym,
		Phase: route.Yellow,
		Mods:  route.Modifiers{RepeatStops: true, OpenCities: true, NoSubsidy: true, PortEnds: !ship},
	}
	for _, v := range s.owned(c, ship) {
		t := v.def()
		ctx.Trains = append(ctx.Trains, route.Train{ID: v.ID, Name: t.Name, Hexes: t.Range})
	}
	return ctx
}
