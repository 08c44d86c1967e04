package hexmap

// walkTable is a tile's track as a network walk reads it at one rotation:
// each path's ends resolved once (edge after rotation, lane, node), and
// for each edge of the hex the paths that end there. Tiles build their six
// tables when prepared, so a walk does no arithmetic on ends.
type walkTable struct {
	paths  []walkPath
	atEdge [6][]walkEntry // paths with an end at the (rotated) edge
	// nodePaths[n] lists the paths with an end at node n.
	nodePaths [][]uint8
	switches  uint8 // switch edges at this rotation
}

// walkPath is one path of a tile at one rotation.
type walkPath struct {
	edge [2]int8   // the rotated edge of each end, -1 for a node end
	node [2]int8   // the node of each end, -1 for an edge end
	lane [2]Lane   // each edge end's lane, normalised
	key  [2]uint64 // each edge end's crossing bit (edgeKey), 0 for a node end
	keys uint64    // key[0] | key[1]
	junc int8      // the junction node the path touches, -1 for none
}

// walkEntry is a path end at an edge.
type walkEntry struct {
	path uint8
	lane Lane
}

func buildWalkTables(t *Tile) [6]walkTable {
	var out [6]walkTable
	nodePaths := make([][]uint8, len(t.Nodes))
	for pi, p := range t.Paths {
		for _, e := range [2]End{p.A, p.B} {
			if n := e.Node(); !e.IsEdge() && !(len(nodePaths[n]) > 0 && nodePaths[n][len(nodePaths[n])-1] == uint8(pi)) {
				nodePaths[n] = append(nodePaths[n], uint8(pi))
			}
		}
	}
	for rot := 0; rot < 6; rot++ {
		wt := &out[rot]
		wt.nodePaths = nodePaths
		m := t.switchEdges
		wt.switches = (m<<rot | m>>(6-rot)) & 63
		wt.paths = make([]walkPath, len(t.Paths))
		for pi, p := range t.Paths {
			wp := &wt.paths[pi]
			wp.junc = -1
			for k, e := range [2]End{p.A, p.B} {
				wp.edge[k], wp.node[k] = -1, -1
				if !e.IsEdge() {
					wp.node[k] = int8(e.Node())
					if t.Nodes[e.Node()].Kind == Junction {
						wp.junc = int8(e.Node())
					}
					continue
				}
				l := p.ALane
				if k == 1 {
					l = p.BLane
				}
				l = l.norm()
				ae := (e.Edge() + rot) % 6
				wp.edge[k], wp.lane[k] = int8(ae), l
				wp.key[k] = edgeKey(p, ae, l)
				wp.keys |= wp.key[k]
				wt.atEdge[ae] = append(wt.atEdge[ae], walkEntry{path: uint8(pi), lane: l})
			}
		}
	}
	return out
}
