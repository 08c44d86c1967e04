package zoomap

import (
	"strings"

	"ferro/engine/hexmap"
)

// This file is the small data notation the map tables are written in. A
// hex is described by a look: what is printed on it (base), which edges
// run into its node (exits) and its edge-to-edge track.

// base is what a hex shows besides track.
type base uint8

const (
	plain    base = iota // nothing (a white or gray hex)
	homeCity             // a one-slot city worth 0 (families' home sites)
	pond                 // an "O" water pool: a town worth 10, label O
	hill                 // "M": terrain cost 1
	mountain             // "MM": terrain cost 2
	yCity                // a "Y" city: 30 / 40 in green / 50 in brown, one slot
	hidden               // a hidden off-board stub worth 0
	redArea              // an R area: off-board worth 30, 60 from brown
	junction             // track meeting in the middle without a stop
)

// trk is a piece of edge-to-edge track. lanes 2 makes two parallel
// tracks; aLane/bLane put a single track on one lane of a two-lane edge.
type trk struct {
	a, b         int8
	lanes        int8
	aLane, bLane hexmap.Lane
}

// tr is single track from edge a to edge b.
func tr(a, b int8) trk { return trk{a: a, b: b} }

// ln is two-lane track from edge a to edge b (Hole through track).
func ln(a, b int8) trk { return trk{a: a, b: b, lanes: 2} }

// toLane joins edge a to lane i of the two-lane edge b.
func toLane(a, b, i int8) trk { return trk{a: a, b: b, bLane: hexmap.Lane{Width: 2, Index: i}} }

// fromLane joins lane i of the two-lane edge a to edge b.
func fromLane(a, b, i int8) trk { return trk{a: a, b: b, aLane: hexmap.Lane{Width: 2, Index: i}} }

// look is the printed content of a hex.
type look struct {
	base  base
	exits []int8 // edges joined to the node (off-boards, junction)
	track []trk
}

// hexGroup is a colour and a look shared by several hexes.
type hexGroup struct {
	color hexmap.Color
	ids   string // space-separated hex ids
	look  look
}

// holeGroup is a replacement look for hexes when Hole is used.
type holeGroup struct {
	ids  string
	look look
}

// holePair says what the Hole changes when it joins R areas a and b:
// which hexes take their look from the map's hole tiles, and extra looks
// for hexes whose through track differs for this pair.
type holePair struct {
	a, b  string
	tiles string
	extra []holeGroup
}

// Labels and revenues of the 18ZOO parts.
var (
	redRevenue = hexmap.Phased(hexmap.Yellow, 30, hexmap.Brown, 60)
	yRevenue   = hexmap.Phased(hexmap.Yellow, 30, hexmap.Green, 40, hexmap.Brown, 50)
)

const (
	labelO     = "O"
	labelY     = "Y"
	labelR     = "R"
	iconRiver  = "river"
	terrHill   = "hill"
	terrMount  = "mountain"
	costHill   = 1
	costMount  = 2
	pondIncome = 10
)

// tile builds the tile a look describes, named name.
func (l look) tile(name string, color hexmap.Color) *hexmap.Tile {
	t := &hexmap.Tile{Name: name, Color: color}
	node := -1
	addNode := func(n hexmap.Node) {
		node = len(t.Nodes)
		t.Nodes = append(t.Nodes, n)
	}
	switch l.base {
	case homeCity:
		addNode(hexmap.Node{Kind: hexmap.City, Slots: 1})
	case pond:
		addNode(hexmap.Node{Kind: hexmap.Town, Revenue: hexmap.Flat(pondIncome)})
		t.Label = labelO
		t.Icons = []string{iconRiver}
	case hill:
		t.Cost, t.Terrain = costHill, terrHill
	case mountain:
		t.Cost, t.Terrain = costMount, terrMount
	case yCity:
		addNode(hexmap.Node{Kind: hexmap.City, Slots: 1, Revenue: yRevenue})
		t.Label = labelY
	case hidden:
		addNode(hexmap.Node{Kind: hexmap.Offboard, Hidden: true})
	case redArea:
		addNode(hexmap.Node{Kind: hexmap.Offboard, Revenue: redRevenue})
		t.Label = labelR
	case junction:
		addNode(hexmap.Node{Kind: hexmap.Junction})
	}
	for _, e := range l.exits {
		t.Paths = append(t.Paths, hexmap.P(hexmap.E(int(e)), hexmap.N(node)))
	}
	for _, k := range l.track {
		if k.lanes > 1 {
			for i := int8(0); i < k.lanes; i++ {
				t.Paths = append(t.Paths, hexmap.Path{
					A: hexmap.E(int(k.a)), B: hexmap.E(int(k.b)),
					ALane: hexmap.Lane{Width: k.lanes, Index: i},
					BLane: hexmap.Lane{Width: k.lanes, Index: k.lanes - i - 1},
				})
			}
			continue
		}
		t.Paths = append(t.Paths, hexmap.Path{A: hexmap.E(int(k.a)), B: hexmap.E(int(k.b)), ALane: k.aLane, BLane: k.bLane})
	}
	return t
}

// ids splits a space-separated list of hex ids.
func ids(s string) []string { return strings.Fields(s) }
