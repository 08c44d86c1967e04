package route

import (
	"fmt"
	"slices"
	"testing"

	"ferro/engine"
)

// pathText names a chain's stops and paths by hex and ends, so chains of
// two graphs of one board can be compared.
func (g *graph) chainText(c int32) string {
	ch := &g.chains[c]
	s := g.sig(ch.from) + ">" + g.sig(ch.to)
	for _, pid := range ch.paths {
		p := &g.paths[pid]
		s += fmt.Sprintf(" %s:%d.%d/%v.%v", g.hexes[p.hex].ID, p.a, p.b, p.alane, p.blane)
	}
	return s
}

// sameChains: for every connection of the full board's graph, Check's
// graph (only the hexes named, only the chains that read as the
// connection) holds the same chains in the same order; so does one
// compiled for all connections at once, reusing a graph's memory.
func sameChains(t *testing.T, name string, ctx *Context) {
	t.Helper()
	full, err := compile(ctx)
	if err != nil {
		t.Fatal(err)
	}
	var conns [][]string
	for c := range full.chains {
		if h := full.chains[c].hexes; !slices.ContainsFunc(conns, func(d []string) bool { return slices.Equal(d, h) }) {
			conns = append(conns, h)
		}
	}
	if len(conns) == 0 {
		t.Fatalf("%s: no chains on the board", name)
	}
	// Check's shortcuts: a walk's connection compared without writing
	// it, the nodes' names written into one buffer
	for c := range full.chains {
		ch := &full.chains[c]
		if !full.connectionIs(ch.paths, ch.hexes) {
			t.Fatalf("%s: chain %s does not read as its connection %v", name, full.chainText(int32(c)), ch.hexes)
		}
		for k := range ch.hexes {
			for _, other := range [][]string{ch.hexes[:k], append(slices.Clone(ch.hexes), ch.hexes[k]), slices.Concat(ch.hexes[:k], []string{ch.hexes[k] + "x"}, ch.hexes[k+1:])} {
				if full.connectionIs(ch.paths, other) {
					t.Fatalf("%s: chain %s (%v) reads as %v", name, full.chainText(int32(c)), ch.hexes, other)
				}
			}
		}
	}
	for n := range full.nodes {
		if got, want := string(full.appendSig(nil, int32(n))), full.sig(int32(n)); got != want {
			t.Fatalf("%s: node %s written %s", name, want, got)
		}
	}
	compare := func(part *graph, conn []string) {
		t.Helper()
		var want, got []string
		for _, c := range full.chainsOf(conn) {
			want = append(want, full.chainText(c))
		}
		for _, c := range part.chainsOf(conn) {
			got = append(got, part.chainText(c))
		}
		if !slices.Equal(want, got) {
			t.Fatalf("%s: connection %v reads as\n%v on the board,\n%v in Check's graph", name, conn, want, got)
		}
	}
	reused := new(graph)
	for _, conn := range conns {
		reused.nameHexes([]engine.Route{{Connections: [][]string{conn}}})
		if err := reused.compileOn(ctx, &reused.named, reused.conns); err != nil {
			t.Fatal(err)
		}
		compare(reused, conn)
		// the same hexes written otherwise read as no chain
		for k := range conn {
			for _, odd := range []string{conn[k] + " 0.1", conn[k] + "x"} {
				other := slices.Concat(conn[:k], []string{odd}, conn[k+1:])
				reused.nameHexes([]engine.Route{{Connections: [][]string{other}}})
				if err := reused.compileOn(ctx, &reused.named, reused.conns); err != nil {
					t.Fatal(err)
				}
				if cs := reused.chainsOf(other); len(cs) > 0 {
					t.Fatalf("%s: %v reads as chain %s", name, other, reused.chainText(cs[0]))
				}
			}
		}
	}
	all := new(graph)
	if err := all.compileOn(ctx, nil, conns); err != nil {
		t.Fatal(err)
	}
	for _, conn := range conns {
		compare(all, conn)
	}
}

func TestCheckGraphChains(t *testing.T) {
	boards := []struct {
		name string
		ctx  *Context
	}{
		{"line", &Context{Board: lineBoard(nil, nil).board(), Corp: "GI"}},
		{"tunnel", &Context{Board: tunnelBoard(), Corp: "GI", Rules: []Rule{testTunnel("K1", "M3")}}},
		{"twin towns", &Context{Board: twinTownBoard(true), Corp: "GI"}},
	}
	for _, b := range boards {
		sameChains(t, b.name, b.ctx)
	}
}
