package route

import (
	"slices"
	"strconv"
)

// connectionTo appends a chain to out written as run_routes writes it:
// the hex of each path in order, a hex reached again through a junction
// written once; a lone path between two stops on a tile with several such
// paths is written "HEX a.b" with the stops' indexes.
func (g *graph) connectionTo(out []string, paths []int32) []string {
	if h, a, b, ok := g.lonePath(paths); ok {
		return append(out, h.ID+" "+strconv.Itoa(a)+"."+strconv.Itoa(b))
	}
	g.eachWritten(paths, func(hex int32) bool {
		out = append(out, g.hexes[hex].ID)
		return true
	})
	return out
}

// connectionIs reports whether connectionTo would write paths as want,
// without writing them.
func (g *graph) connectionIs(paths []int32, want []string) bool {
	if h, a, b, ok := g.lonePath(paths); ok {
		return len(want) == 1 && want[0] == h.ID+" "+strconv.Itoa(a)+"."+strconv.Itoa(b)
	}
	k := 0
	return g.eachWritten(paths, func(hex int32) bool {
		if k == len(want) || want[k] != g.hexes[hex].ID {
			return false
		}
		k++
		return true
	}) && k == len(want)
}

// lonePath reports whether paths is a lone path between two stops on a
// tile with several such paths, and if so its hex and its stops'
// indexes, the lower first.
func (g *graph) lonePath(paths []int32) (h *Hex, a, b int, ok bool) {
	if len(paths) != 1 {
		return nil, 0, 0, false
	}
	p := &g.paths[paths[0]]
	if p.a.IsEdge() || p.b.IsEdge() {
		return nil, 0, 0, false
	}
	h = g.hexes[p.hex]
	stopPaths := 0
	for _, q := range h.Paths {
		if !q.A.IsEdge() && !q.B.IsEdge() {
			stopPaths++
		}
	}
	if stopPaths < 2 {
		return nil, 0, 0, false
	}
	a, b = p.a.Node(), p.b.Node()
	if a > b {
		a, b = b, a
	}
	return h, a, b, true
}

// eachWritten calls f with the hex of each path of paths that the
// connection writes (one with no junction end of an earlier path), in
// order, until f returns false; it reports whether f never did.
func (g *graph) eachWritten(paths []int32, f func(hex int32) bool) bool {
	seen := g.seenBuf[:0]
	defer func() { g.seenBuf = seen }()
	for _, pid := range paths {
		p := &g.paths[pid]
		skip := false
		var js [2]int32
		nj := 0
		for _, e := range [2]End{p.a, p.b} {
			if e.IsEdge() {
				continue
			}
			if j := g.base[p.hex] + int32(e.Node()); g.nodes[j].n.Kind == Junction {
				skip = skip || slices.Contains(seen, j)
				js[nj] = j
				nj++
			}
		}
		if !skip && !f(p.hex) {
			return false
		}
		seen = append(seen, js[:nj]...)
	}
	return true
}
