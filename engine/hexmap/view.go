package hexmap

import "ferro/engine/view"

// View is the board as the view model shows it (package engine/view):
// every hex with its tile at its rotation (path ends as absolute edges),
// nodes with their revenue in the phase whose newest tile colour is
// phase, city slots with tokens, reservations and blockers, and the
// board's marks. Titles add what only they know (laid-this-round marks,
// names of marks) to the result.
func (b *Board) View(phase Color) *view.Board {
	m := b.m
	vb := &view.Board{Layout: "flat", Phase: phase.String(), Hexes: make([]view.Hex, len(m.hexes))}
	if m.Layout == LayoutPointy {
		vb.Layout = "pointy"
	}
	// one backing array each for the nodes, slots and paths of every hex
	nNodes, nSlots, nPaths := 0, 0, 0
	for i := range b.hex {
		t := b.hex[i].tile
		nNodes, nPaths = nNodes+len(t.Nodes), nPaths+len(t.Paths)
		for _, n := range t.Nodes {
			if n.Kind == City {
				nSlots += n.Slots
			}
		}
	}
	nodes, slots, paths := make([]view.Node, nNodes), make([]view.Slot, nSlots), make([]view.Path, nPaths)
	for i := range m.hexes {
		def := &m.hexes[i]
		c, _ := ParseCoord(def.ID)
		hs := b.hex[i]
		t, rot := hs.tile, int(hs.rot)
		vh := view.Hex{ID: def.ID, X: c.X, Y: c.Y, Color: def.Tile.Color.String(), Label: b.Label(i),
			Terrain: t.Terrain, Cost: t.Cost, Location: def.Location}
		vh.Tile = view.Tile{Name: t.Name, Color: t.Color.String(), Rotation: rot, Preprinted: hs.copy < 0}
		if len(t.Icons) > 0 {
			vh.Tile.Icons = append([]string(nil), t.Icons...) // the design stays the board's
		}
		if hs.copy >= 0 {
			vh.Tile.ID = m.copyIDs[hs.tix][hs.copy]
		}
		if len(t.Nodes) > 0 {
			vh.Tile.Nodes, nodes = nodes[:len(t.Nodes):len(t.Nodes)], nodes[len(t.Nodes):]
			for ni, n := range t.Nodes {
				vh.Tile.Nodes[ni] = nodeView(n, phase)
				if n.Kind == City {
					vh.Tile.Nodes[ni].Slots, slots = slots[:n.Slots:n.Slots], slots[n.Slots:]
				}
			}
		}
		if len(t.Paths) > 0 {
			vh.Tile.Paths, paths = paths[:len(t.Paths):len(t.Paths)], paths[len(t.Paths):]
			for pi, p := range t.Paths {
				p = p.Rotate(rot)
				vh.Tile.Paths[pi] = view.Path{A: endView(p.A, p.ALane), B: endView(p.B, p.BLane), Kind: p.Kind.view()}
			}
		}
		vb.Hexes[i] = vh
	}
	for _, tk := range b.tokens {
		n := b.cityNode(tk.Hex, tk.City)
		if n < 0 {
			continue
		}
		nv := &vb.Hexes[tk.Hex].Tile.Nodes[n]
		switch {
		case tk.Slot >= 0 && tk.Slot < len(nv.Slots):
			nv.Slots[tk.Slot].Token, nv.Slots[tk.Slot].Blocker = tk.Corp, tk.Blocker
		default:
			nv.Extra = append(nv.Extra, tk.Corp)
		}
	}
	for _, r := range b.resv {
		n := b.cityNode(r.Hex, r.City)
		if n < 0 {
			continue
		}
		nv := &vb.Hexes[r.Hex].Tile.Nodes[n]
		if r.Slot >= 0 && r.Slot < len(nv.Slots) && nv.Slots[r.Slot].Token == "" {
			nv.Slots[r.Slot].Reserved = r.Corp
		}
	}
	for _, mk := range b.marks {
		vb.Hexes[mk.Hex].Marks = append(vb.Hexes[mk.Hex].Marks, view.Mark{Name: mk.Name, Owner: mk.Owner})
	}
	return vb
}

func nodeView(n Node, phase Color) view.Node {
	v := view.Node{Kind: n.Kind.String(), Revenue: n.Revenue.At(phase), Hidden: n.Hidden}
	if n.Kind == Offboard && !n.Hidden {
		for j, c := range PhaseColors {
			if j == 0 || n.Revenue[j] != n.Revenue[j-1] {
				v.Revenues = append(v.Revenues, view.PhaseRevenue{Phase: c.String(), Revenue: n.Revenue[j]})
			}
		}
		// the step in force now is the last one at or before the phase
		cur := -1
		for j, pr := range v.Revenues {
			if c, _ := ParseColor(pr.Phase); c <= phase || j == 0 {
				cur = j
			}
		}
		v.Revenues[cur].Current = true
	}
	return v
}

func endView(e End, l Lane) view.End {
	v := view.End{Edge: -1, Node: -1}
	if e.IsEdge() {
		v.Edge = e.Edge()
	} else {
		v.Node = e.Node()
	}
	if l.Width > 1 {
		v.Lanes, v.Lane = int(l.Width), int(l.Index)
	}
	return v
}
