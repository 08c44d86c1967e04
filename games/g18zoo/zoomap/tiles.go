package zoomap

import "ferro/engine/hexmap"

// Tile designs of 18ZOO. Plain-numbered tiles are the standard 18xx
// designs of those numbers; "X" tiles are the same track with an "O" water
// pool label and town(s) (the 18ZOO back faces); TI/GI/BB_455 are the
// gray home tiles of the Tigers, Giraffes and Brown Bears.

// Small builders for the catalogue.
func e(n int) hexmap.End { return hexmap.E(n) }
func n(i int) hexmap.End { return hexmap.N(i) }
func track(pairs ...int) []hexmap.Path { // edge pairs
	var ps []hexmap.Path
	for i := 0; i+1 < len(pairs); i += 2 {
		ps = append(ps, hexmap.P(e(pairs[i]), e(pairs[i+1])))
	}
	return ps
}

// star joins each edge to node 0.
func star(edges ...int) []hexmap.Path {
	ps := make([]hexmap.Path, len(edges))
	for i, x := range edges {
		ps[i] = hexmap.P(e(x), n(0))
	}
	return ps
}

// through runs edge a → node i → edge b.
func through(i, a, b int) []hexmap.Path {
	return []hexmap.Path{hexmap.P(e(a), n(i)), hexmap.P(n(i), e(b))}
}

func city(rev, slots int) hexmap.Node {
	return hexmap.Node{Kind: hexmap.City, Revenue: hexmap.Flat(rev), Slots: slots}
}

var town10 = hexmap.Node{Kind: hexmap.Town, Revenue: hexmap.Flat(10)}
var junc = hexmap.Node{Kind: hexmap.Junction}

func tl(name string, c hexmap.Color, label string, nodes []hexmap.Node, paths ...[]hexmap.Path) *hexmap.Tile {
	t := &hexmap.Tile{Name: name, Color: c, Label: label, Nodes: nodes}
	for _, p := range paths {
		t.Paths = append(t.Paths, p...)
	}
	if label == labelO {
		t.Icons = []string{iconRiver}
	}
	return t
}

func nodes(ns ...hexmap.Node) []hexmap.Node { return ns }

func twoTowns() []hexmap.Node { return nodes(town10, town10) }

// twinTowns is a green O tile: two towns from edge 0 to edges a and b.
func twinTowns(name string, a, b int) *hexmap.Tile {
	return tl(name, hexmap.Green, labelO, twoTowns(), through(0, 0, a), []hexmap.Path{hexmap.P(e(0), n(1)), hexmap.P(n(1), e(b))})
}

const (
	yl = hexmap.Yellow
	gr = hexmap.Green
	br = hexmap.Brown
	gy = hexmap.Gray
)

// manifest is the 18ZOO tile supply in 18xx.games' order.
func manifest() []hexmap.Manifest {
	m := func(t *hexmap.Tile, count int) hexmap.Manifest { return hexmap.Manifest{Tile: t, Count: count} }
	c2 := func(rev int) []hexmap.Node { return nodes(city(rev, 2)) }
	c1 := func(rev int) []hexmap.Node { return nodes(city(rev, 1)) }
	t1 := nodes(town10)
	home455 := func(name, icon string) *hexmap.Tile {
		t := tl(name, gy, "", nodes(city(50, 3)), star(0, 1, 2, 3, 4, 5))
		t.Icons = []string{icon}
		return t
	}
	return []hexmap.Manifest{
		m(tl("7", yl, "", nil, track(0, 1)), 7),
		m(tl("X7", yl, labelO, t1, through(0, 0, 1)), 7),
		m(tl("8", yl, "", nil, track(0, 2)), 18),
		m(tl("X8", yl, labelO, t1, through(0, 0, 2)), 18),
		m(tl("9", yl, "", nil, track(0, 3)), 13),
		m(tl("X9", yl, labelO, t1, through(0, 0, 3)), 13),
		m(tl("5", yl, "", c1(20), star(0, 1)), 2),
		m(tl("6", yl, "", c1(20), star(0, 2)), 2),
		m(tl("57", yl, "", c1(20), through(0, 0, 3)), 2),
		m(tl("201", yl, labelY, c1(30), star(0, 1)), 2),
		m(tl("202", yl, labelY, c1(30), star(0, 2)), 2),
		m(tl("621", yl, labelY, c1(30), through(0, 0, 3)), 2),
		m(tl("16", gr, "", nil, track(0, 2, 1, 3)), 1),
		m(tl("X16", gr, labelO, twoTowns(), through(0, 0, 2), through(1, 1, 3)), 1),
		m(tl("19", gr, "", nil, track(0, 3, 2, 4)), 1),
		m(tl("X19", gr, labelO, twoTowns(), through(0, 0, 3), through(1, 2, 4)), 1),
		m(tl("20", gr, "", nil, track(0, 3, 1, 4)), 1),
		m(tl("X20", gr, labelO, twoTowns(), through(0, 0, 3), through(1, 1, 4)), 1),
		m(tl("23", gr, "", nil, track(0, 3, 0, 4)), 2),
		m(twinTowns("X23", 3, 2), 2),
		m(tl("24", gr, "", nil, track(0, 3, 0, 2)), 2),
		m(twinTowns("X24", 3, 4), 2),
		m(tl("25", gr, "", nil, track(0, 2, 0, 4)), 2),
		m(twinTowns("X25", 2, 4), 2),
		m(tl("26", gr, "", nil, track(0, 3, 0, 5)), 2),
		m(twinTowns("X26", 3, 5), 2),
		m(tl("27", gr, "", nil, track(0, 3, 0, 1)), 2),
		m(twinTowns("X27", 1, 3), 2),
		m(tl("28", gr, "", nil, track(0, 4, 0, 5)), 1),
		m(twinTowns("X28", 4, 5), 1),
		m(tl("29", gr, "", nil, track(0, 2, 0, 1)), 1),
		m(twinTowns("X29", 1, 2), 1),
		m(tl("30", gr, "", nil, track(0, 4, 0, 1)), 1),
		m(twinTowns("X30", 1, 4), 1),
		m(tl("31", gr, "", nil, track(0, 2, 0, 5)), 1),
		m(twinTowns("X31", 2, 5), 1),
		m(tl("14", gr, "", c2(30), star(0, 1, 3, 4)), 2),
		m(tl("15", gr, "", c2(30), star(0, 1, 2, 3)), 2),
		m(tl("619", gr, "", c2(30), star(0, 2, 3, 4)), 2),
		m(tl("576", gr, labelY, c1(40), star(0, 3, 1)), 1),
		m(tl("577", gr, labelY, c1(40), star(0, 5, 3)), 1),
		m(tl("579", gr, labelY, c1(40), star(0, 2, 4)), 1),
		m(tl("792", gr, labelY, c2(50), star(0, 5, 3)), 1),
		m(tl("793", gr, labelY, c2(50), star(0, 1, 3)), 1),
		m(tl("39", br, "", nil, track(0, 2, 0, 1, 1, 2)), 1),
		m(tl("40", br, "", nil, track(0, 2, 2, 4, 0, 4)), 1),
		m(tl("41", br, "", nil, track(0, 3, 0, 1, 1, 3)), 1),
		m(tl("42", br, "", nil, track(0, 3, 3, 5, 0, 5)), 1),
		m(tl("43", br, "", nil, track(0, 3, 0, 2, 1, 3, 1, 2)), 1),
		m(tl("44", br, "", nil, track(0, 3, 1, 4, 0, 1, 3, 4)), 1),
		m(tl("45", br, "", nil, track(0, 3, 2, 4, 0, 4, 2, 3)), 1),
		m(tl("46", br, "", nil, track(0, 3, 2, 4, 3, 4, 0, 2)), 1),
		m(tl("47", br, "", nil, track(0, 3, 1, 4, 1, 3, 0, 4)), 1),
		m(tl("611", br, "", c2(40), star(0, 1, 2, 3, 4)), 3),
		m(tl("582", br, labelY, c2(50), star(0, 2, 3, 4)), 3),
		m(home455("TI_455", "18_zoo/TI"), 1),
		m(home455("GI_455", "18_zoo/GI"), 1),
		m(home455("BB_455", "18_zoo/BB"), 1),
		m(tl("80", gr, "", nodes(junc), star(0, 1, 2)), 1),
		m(tl("X80", gr, labelO, t1, star(0, 1, 2)), 1),
		m(tl("81", gr, "", nodes(junc), star(0, 2, 4)), 1),
		m(tl("X81", gr, labelO, t1, star(0, 2, 4)), 1),
		m(tl("82", gr, "", nodes(junc), star(0, 1, 3)), 1),
		m(tl("X82", gr, labelO, t1, star(0, 3, 1)), 1),
		m(tl("83", gr, "", nodes(junc), star(0, 5, 3)), 1),
		m(tl("X83", gr, labelO, t1, star(0, 5, 3)), 1),
	}
}

// homeTiles are the gray home tiles and the family each belongs to.
var homeTiles = map[string]string{"TI_455": "TI", "GI_455": "GI", "BB_455": "BB"}
