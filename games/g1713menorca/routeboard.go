package g1713menorca

import (
	"slices"
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
//     harbours are marked Port (harbourEnds acts on them for carts).
//   - Any other hex (a sea hex on a lane, a land hex with road exits) is
//     joined through: a path between every two of its track edges, so a
//     route may enter by any of them and leave by any other.
//
// A node's revenue is its value to the company (routes.go nodeValue, with
// the company's market tokens), the same in every Revenue colour; the
// context's phase is Yellow.

// boardMem is a route context and the last board of each kind built in
// it, with the memory of the reach walk, for reuse.
type boardMem struct {
	ctx   route.Context
	kinds [2]kindBoard // ships, carts
	key   []byte       // a board's Track, as it is built
	mark  []bool
	dist  []int8
	queue []int32
}

// kindBoard is a board of one kind, its nodes and each node's hexDefs
// index.
type kindBoard struct {
	b     route.Board
	nodes []route.Node
	at    []int
	// what b's hexes were cut from: the skeleton, the stations and the
	// reach (the same give the same hexes)
	sk    *boardSkel
	from  []string
	reach int
	// the cities' tokens, one city after another (read from the board)
	tokens []string
}

// boards keeps boards the best-run search has finished with.
var boards = sync.Pool{New: func() any { return &boardMem{} }}

// routeBoardInto builds, in m's memory, the board of one kind of vehicle
// for company c: the kind's track (boardSkel, kept: the sea lanes never
// change and the roads only when a tile is laid) with the company's node
// values and its ports, factories and workshops in place. With reach > 0
// the board holds only the hexes within reach-1 steps of those: every
// route runs through one of them and is at most its vehicle's range in
// hexes long, both ends counted, so the search for the best run finds the
// same routes on a far smaller graph (the island's sea lanes make long
// chains no ship sails).
//
// The board's Track is the hexes kept and the edges of each (their ids,
// neighbours, nodes' kinds and paths follow from those): m's last board
// of the kind with the same Track is reused, only its nodes written anew
// (and when cut from the same skeleton, stations and reach, not even cut
// again).
func (s *state) routeBoardInto(m *boardMem, c *corp, ship bool, reach int) *route.Board {
	sk := s.Board.skeleton(ship)
	kb := &m.kinds[vehicleClass(ship)]
	b := &kb.b
	if sk != kb.sk || reach != kb.reach || !slices.Equal(c.Stations, kb.from) {
		kb.cut(m, sk, c.Stations, reach)
	}
	tokens := kb.tokens[:0]
	for j := range kb.nodes {
		nd, i := &kb.nodes[j], kb.at[j]
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

// cut cuts kb's board from skeleton sk: with reach > 0 the hexes within
// reach-1 steps of the stations from, else all; a board of the same Track
// already there is kept.
func (kb *kindBoard) cut(m *boardMem, sk *boardSkel, from []string, reach int) {
	var keep []bool // the board hexes kept, nil: all
	if reach > 0 {
		keep = sk.within(m, from, reach-1)
	}
	key := append(m.key[:0], "1713 Menorca "...)
	for k := range sk.hexes {
		if keep == nil || keep[k] {
			key = append(key, byte(sk.at[k]), sk.edges[k])
		}
	}
	m.key = key
	kb.sk, kb.reach, kb.from = sk, reach, append(kb.from[:0], from...)
	b := &kb.b
	if string(key) == b.Track {
		return
	}
	b.Hexes, b.Track = b.Hexes[:0], string(key)
	if cap(kb.nodes) < sk.nodes {
		kb.nodes = make([]route.Node, 0, sk.nodes)
	}
	nodes, at := kb.nodes[:0], kb.at[:0]
	for k := range sk.hexes {
		if keep != nil && !keep[k] {
			continue
		}
		b.Hexes = append(b.Hexes, sk.hexes[k])
		if i := sk.at[k]; isNode(i) {
			nodes, at = append(nodes, sk.node[k]), append(at, i)
			b.Hexes[len(b.Hexes)-1].Nodes = nodes[len(nodes)-1 : len(nodes) : len(nodes)]
		}
	}
	kb.nodes, kb.at = nodes, at
}

// release returns a board to the pool, dropping what it points into of
// the game (the tokens).
func (m *boardMem) release() {
	for k := range m.kinds {
		for j := range m.kinds[k].nodes {
			m.kinds[k].nodes[j].Tokens = nil
		}
		clear(m.kinds[k].tokens)
	}
	m.ctx = route.Context{Trains: m.ctx.Trains[:0]}
	boards.Put(m)
}

// boardSkel is a kind's track as route hexes without node values or
// tokens: hexes[k] is hexDefs[at[k]], node[k] its node's kind, places and
// harbour mark (a revenue node's hex), nodes the number of those; pos[i]
// is hexDefs[i]'s board index (-1: no track) and next[k] the board hexes
// its track leads to. A skeleton is never changed once built.
type boardSkel struct {
	hexes []route.Hex
	at    []int
	node  []route.Node
	nodes int
	pos   []int32
	next  [][]int32
	edges []uint8 // per board hex: bit e, its track crosses edge e
}

// within marks the board hexes at most steps steps along the track from
// the hexes in from, and counts them.
func (sk *boardSkel) within(m *boardMem, from []string, steps int) []bool {
	n := len(sk.hexes)
	m.mark, m.dist = grown(m.mark, n), grown(m.dist, n)
	mark, dist, queue := m.mark, m.dist, m.queue[:0]
	defer func() { m.queue = queue }()
	for _, id := range from {
		if i, ok := geo.index[id]; ok {
			if k := sk.pos[i]; k >= 0 && !mark[k] {
				mark[k] = true
				queue = append(queue, k)
			}
		}
	}
	for q := 0; q < len(queue); q++ {
		k := queue[q]
		if int(dist[k]) >= steps {
			continue
		}
		for _, j := range sk.next[k] {
			if !mark[j] {
				mark[j], dist[j] = true, dist[k]+1
				queue = append(queue, j)
			}
		}
	}
	return mark
}

// grown is s with length n, zeroed, reusing its memory.
func grown[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

var (
	shipSkelOnce sync.Once
	shipSkel     *boardSkel
	// the carts' skeletons by road layout (every hex's exits), a bounded
	// cache shared by all games
	cartSkels   = map[string]*boardSkel{}
	cartSkelsMu sync.Mutex
)

const cartSkelsMax = 4096

// skeleton is the kind's track as it lies now.
func (b *islandBoard) skeleton(ship bool) *boardSkel {
	if ship {
		shipSkelOnce.Do(func() { shipSkel = b.buildSkel(true) })
		return shipSkel
	}
	key := b.roadExits[:len(hexDefs)] // every hex's road exits
	cartSkelsMu.Lock()
	sk := cartSkels[string(key)]
	cartSkelsMu.Unlock()
	if sk != nil {
		return sk
	}
	sk = b.buildSkel(false)
	cartSkelsMu.Lock()
	if len(cartSkels) >= cartSkelsMax {
		clear(cartSkels)
	}
	cartSkels[string(key)] = sk
	cartSkelsMu.Unlock()
	return sk
}

// buildSkel builds the track of one kind, its hexes as the file's first
// comment says.
func (b *islandBoard) buildSkel(ship bool) *boardSkel {
	sk := &boardSkel{pos: make([]int32, len(hexDefs))}
	var nbrs [][]int // hexDefs indexes each board hex's track leads to
	for i, h := range hexDefs {
		sk.pos[i] = -1
		var edges, to []int
		var mask uint8
		for e := 0; e < 6; e++ {
			if b.hasTrack(i, e, ship) {
				edges = append(edges, e)
				to = append(to, geo.neighbor[i][e])
				mask |= 1 << e
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
		sk.pos[i] = int32(len(sk.hexes))
		sk.hexes = append(sk.hexes, hx)
		sk.at = append(sk.at, i)
		sk.node = append(sk.node, n)
		sk.edges = append(sk.edges, mask)
		nbrs = append(nbrs, to)
	}
	sk.next = make([][]int32, len(sk.hexes))
	for k, to := range nbrs {
		for _, j := range to {
			if p := sk.pos[j]; p >= 0 {
				sk.next[k] = append(sk.next[k], p)
			}
		}
	}
	return sk
}

// hasTrack reports whether a lane (ship) or road (cart) leaves hex i
// across edge e.
func (b *islandBoard) hasTrack(i, e int, ship bool) bool {
	if !ship {
		return b.roadLinked(i, e)
	}
	j := geo.neighbor[i][e]
	return j >= 0 && slices.Contains(geo.seaAdj[i], j)
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
