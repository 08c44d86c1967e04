package route

import (
	"math/bits"
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
)

// FromHexmap reads a hexmap board into the plain Board route works on:
// every hex with track, its tile's stops and paths at their rotation, and
// the tokens in each city (blockers as BlockingToken, tokens beyond the
// slots as Extra).
func FromHexmap(b *hexmap.Board) *Board {
	return fromHexmap(new(Board), new(boardMem), b, nil)
}

// FromHexmapFor is FromHexmap reduced to the hexes Check reads for
// routes: those their connections name (as Check names them) and the
// extra ones (the tunnel areas), in board order. Check gives the very
// result (or error) on it that it gives on FromHexmap(b), for a fraction
// of the work; the optimizer needs the full board.
//
// into, if not nil, is a board an earlier call returned, no longer in
// use: it is overwritten, its memory reused (the result of Check keeps
// none of it).
func FromHexmapFor(into *Board, b *hexmap.Board, routes []engine.Route, extra ...string) *Board {
	if into == nil {
		into = new(Board)
	}
	m := b.Map()
	var buf [64]int
	want := buf[:0]
	prev := ""
	for _, r := range routes {
		for _, c := range r.Connections {
			for _, h := range c {
				if h == prev {
					continue // a connection starts where the one before ended
				}
				prev = h
				if i, ok := m.HexIndex(hexOfConn(h)); ok {
					want = append(want, i)
				}
			}
		}
	}
	for _, id := range extra {
		if i, ok := m.HexIndex(id); ok {
			want = append(want, i)
		}
	}
	// in increasing order, each once, through a set of the map's hexes
	var setBuf [8]uint64
	set := setBuf[:]
	if words := (m.NumHexes() + 63) / 64; words > len(set) {
		set = make([]uint64, words)
	} else {
		set = set[:words]
	}
	for _, i := range want {
		set[i>>6] |= 1 << (i & 63)
	}
	want = want[:0]
	for w, word := range set {
		for ; word != 0; word &= word - 1 {
			want = append(want, w*64+bits.TrailingZeros64(word))
		}
	}
	if into.mem == nil {
		into.mem = new(boardMem)
	}
	return fromHexmap(into, into.mem, b, want)
}

// fromHexmap converts into out the hexes with track of b, only those of
// want (hex indexes in increasing order) unless want is nil, reusing the
// memory of out's hexes and mem.
func fromHexmap(out *Board, mem *boardMem, b *hexmap.Board, want []int) *Board {
	m := b.Map()
	n := len(want)
	if want == nil {
		n = m.NumHexes()
	}
	hex := func(k int) int {
		if want == nil {
			return k
		}
		return want[k]
	}
	// one allocation for the hexes, one for all their nodes, one for all
	// their paths
	nh, nn, np := 0, 0, 0
	for k := range n {
		if t, _ := b.Tile(hex(k)); len(t.Paths) > 0 {
			nh++
			nn += len(t.Nodes)
			np += len(t.Paths)
		}
	}
	out.Hexes = slices.Grow(out.Hexes[:0], nh)
	nodes, paths, names := slices.Grow(mem.nodes[:0], nn), slices.Grow(mem.paths[:0], np), mem.names[:0]
	defer func() { mem.nodes, mem.paths, mem.names = nodes, paths, names }()
	for k := range n {
		i := hex(k)
		t, rot := b.Tile(i)
		if len(t.Paths) == 0 {
			continue
		}
		out.Hexes = append(out.Hexes, Hex{ID: m.HexID(i)})
		h := &out.Hexes[len(out.Hexes)-1]
		for e := 0; e < 6; e++ {
			if n := m.Neighbor(i, e); n >= 0 {
				h.Neighbors[e] = m.HexID(n)
			}
		}
		n0 := len(nodes)
		city := 0
		for _, n := range t.Nodes {
			nd := Node{Kind: NodeKind(n.Kind), Revenue: n.Revenue, Slots: n.Slots}
			switch n.Kind {
			case hexmap.City:
				nd.Kind = City
				tks := b.TokensAt(i, city)
				for _, extra := range [2]bool{false, true} {
					k := len(names)
					for _, tk := range tks {
						if (tk.Slot < 0) != extra {
							continue
						}
						if tk.Blocker {
							names = append(names, BlockingToken)
						} else {
							names = append(names, tk.Corp)
						}
					}
					if len(names) == k {
						continue
					}
					// names may move as it grows: the slices into its old
					// array stay valid, that array being used no more
					if extra {
						nd.Extra = names[k:len(names):len(names)]
					} else {
						nd.Tokens = names[k:len(names):len(names)]
					}
				}
				city++
			case hexmap.Town:
				nd.Kind = Town
			case hexmap.Offboard:
				nd.Kind = Offboard
			default:
				nd.Kind = Junction
			}
			nodes = append(nodes, nd)
		}
		h.Nodes = nodes[n0:len(nodes):len(nodes)]
		p0 := len(paths)
		for _, tp := range t.Paths {
			p := tp.Rotate(rot)
			paths = append(paths, Path{
				A: End(p.A), B: End(p.B),
				ALane: Lane{p.ALane.Width, p.ALane.Index},
				BLane: Lane{p.BLane.Width, p.BLane.Index},
			})
		}
		h.Paths = paths[p0:len(paths):len(paths)]
	}
	return out
}

// boardMem is the memory of a board FromHexmapFor built, for the next.
type boardMem struct {
	nodes []Node
	paths []Path
	names []string
}
