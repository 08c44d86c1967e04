package hexmap

import (
	"slices"

	"ferro/engine"
)

// Lay is one concrete tile lay: a tile copy ("57-0") on a hex with a
// rotation, as a lay_tile action records it.
type Lay struct {
	Hex      string
	Tile     string
	Rotation int
	Cost     int // terrain cost of the lay
}

// Lay validates and performs a tile lay. It returns the terrain cost to
// pay. On error (an *engine.IllegalError naming the rule) the board is
// unchanged.
func (b *Board) Lay(hexID, tileID string, rot int, opts LayOpts) (int, error) {
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return 0, engine.Illegal("unknown hex", "there is no hex %s on this map", hexID)
	}
	ti, k, err := b.parseTileID(tileID)
	if err != nil {
		return 0, engine.Illegal("unknown tile", "%v", err)
	}
	if b.laid[ti]&(1<<uint(k)) != 0 {
		return 0, engine.Illegal("tile not available", "tile %s already lies on %s", tileID, b.m.HexID(b.whereIs(ti, k)))
	}
	if rot < 0 || rot > 5 {
		return 0, engine.Illegal("rotation", "rotation %d is not 0..5", rot)
	}
	if err := b.checkHex(h, &opts); err != nil {
		return 0, err
	}
	cost, err := b.check(h, ti, rot, &opts, nil)
	if err != nil {
		return 0, err
	}
	if opts.Corp != "" && opts.Connect != ConnectNone {
		if err := b.checkConnected(h, b.m.tiles[ti], rot, &opts, b.Reach(opts.Corp)); err != nil {
			return 0, err
		}
	}
	b.place(h, ti, k, rot)
	return cost, nil
}

// whereIs finds the hex holding copy k of manifest tile ti, or -1.
func (b *Board) whereIs(ti, k int) int {
	for i, hs := range b.hex {
		if int(hs.copy) == k && int(hs.tix) == ti {
			return i
		}
	}
	return -1
}

// place puts copy k of manifest tile ti on hex h, returning the old tile
// to the supply.
func (b *Board) place(h, ti, k, rot int) {
	old := b.hex[h]
	b.laid[ti] |= 1 << uint(k)
	b.avail[ti] &^= 1 << uint(k)
	if tw := b.m.twin[ti]; tw >= 0 {
		b.avail[tw] &^= 1 << uint(k)
	}
	if old.copy >= 0 {
		b.laid[old.tix] &^= 1 << uint(old.copy)
		b.avail[old.tix] |= 1 << uint(old.copy)
		if tw := b.m.twin[old.tix]; tw >= 0 {
			b.avail[tw] |= 1 << uint(old.copy)
		}
	}
	b.hex[h] = hexState{tile: b.m.tiles[ti], tix: int16(ti), copy: int16(k), rot: uint8(rot)}
}

// check runs the tile rules for laying manifest tile ti at rotation rot on
// hex h (checkHex aside), then the connection rules when reach, the laying
// corporation's network, is given.
func (b *Board) check(h, ti, rot int, opts *LayOpts, reach *Reach) (int, error) {
	to := b.m.tiles[ti]
	from := b.hex[h].tile
	if len(opts.Tiles) > 0 && !slices.Contains(opts.Tiles, to.Name) {
		return 0, engine.Illegal("tile not allowed", "this lay may only use tiles %v, not %s", opts.Tiles, to.Name)
	}
	if opts.NoYellow && to.Color == Yellow {
		return 0, engine.Illegal("yellow not allowed", "this lay may not place a yellow tile")
	}
	if opts.Colors != 0 && !opts.Colors.Has(to.Color) {
		return 0, engine.Illegal("colour not available", "%s tiles are not available now", to.Color)
	}
	generic := func(special bool) error { return b.genericUpgrade(h, to, rot, opts.SkipColors, special) }
	var err error
	if r := b.m.rules; r != nil {
		err = r.CheckUpgrade(b, h, to, opts, generic)
	} else {
		err = generic(opts.Special)
	}
	if err != nil {
		return 0, err
	}
	if err := b.checkExits(h, to, rot); err != nil {
		return 0, err
	}
	if reach != nil {
		if err := b.checkConnected(h, to, rot, opts, reach); err != nil {
			return 0, err
		}
	}
	return from.Cost, nil
}

// checkHex runs the rules that depend on the hex alone.
func (b *Board) checkHex(h int, opts *LayOpts) error {
	id := b.m.HexID(h)
	if len(opts.Hexes) > 0 && !slices.Contains(opts.Hexes, id) {
		return engine.Illegal("hex not allowed", "this lay may only use %v, not %s", opts.Hexes, id)
	}
	if c := b.hex[h].tile.Color; opts.NoUpgrade && c != White {
		return engine.Illegal("upgrade not allowed", "%s is %s and this lay may not upgrade", id, c)
	}
	if r := b.m.rules; r != nil {
		return r.CheckHex(b, h, opts)
	}
	return nil
}

// genericUpgrade is 18xx.games' upgrades_to? together with the
// rotation-dependent preservation of old track: colour progression, old
// paths kept, and unless special the same label and city/town counts.
func (b *Board) genericUpgrade(h int, to *Tile, rot int, skipColors, special bool) error {
	from, frot := b.hex[h].tile, int(b.hex[h].rot)
	id := b.m.HexID(h)
	if !from.Color.upgradeable() || from.Color == Gray {
		return engine.Illegal("not upgradeable", "%s (%s) takes no tile", id, from.Color)
	}
	if !to.Color.upgradeable() || to.Color == White {
		return engine.Illegal("colour progression", "tile %s is %s and cannot be laid", to.Name, to.Color)
	}
	if skipColors {
		if to.Color <= from.Color {
			return engine.Illegal("colour progression", "%s is %s; tile %s (%s) is not a later colour", id, from.Color, to.Name, to.Color)
		}
	} else if to.Color != from.Color+1 {
		return engine.Illegal("colour progression", "%s is %s; it takes a %s tile, not %s (%s)", id, from.Color, from.Color+1, to.Name, to.Color)
	}
	if !special {
		if fl := b.Label(h); fl != to.Label {
			return engine.Illegal("label", "%s is labelled %q; tile %s is labelled %q", id, fl, to.Name, to.Label)
		}
		fc, tc := from.count(City), to.count(City)
		if from.count(Town) != to.count(Town) {
			return engine.Illegal("city/town count", "%s has %d towns; tile %s has %d", id, from.count(Town), to.Name, to.count(Town))
		}
		if b.Label(h) == "" && fc != tc {
			return engine.Illegal("city/town count", "%s has %d cities; tile %s has %d", id, fc, to.Name, tc)
		}
		if b.Label(h) != "" && fc > 0 && tc == 0 {
			return engine.Illegal("city/town count", "%s has a city; tile %s has none", id, to.Name)
		}
	}
	if !pathsKept(from, frot, to, rot) {
		return engine.Illegal("track preservation", "tile %s at rotation %d does not keep the track of %s on %s", to.Name, rot, from.Name, id)
	}
	if !stopsKept(from, frot, to, rot) {
		return engine.Illegal("track preservation", "tile %s at rotation %d does not keep the exits of the stops on %s", to.Name, rot, id)
	}
	return nil
}

// checkExits demands that every exit of the new tile lead to a hex that
// track may enter.
func (b *Board) checkExits(h int, to *Tile, rot int) error {
	ex := to.Exits(rot)
	for e := 0; e < 6; e++ {
		if ex&(1<<e) != 0 && !b.Passable(h, e) {
			n := b.m.Neighbor(h, e)
			if n < 0 {
				return engine.Illegal("track off the map", "tile %s at rotation %d on %s has track off the map edge %d", to.Name, rot, b.m.HexID(h), e)
			}
			return engine.Illegal("track into blocked hex", "tile %s at rotation %d on %s runs into %s (%s, no track there)", to.Name, rot, b.m.HexID(h), b.m.HexID(n), b.hex[n].tile.Color)
		}
	}
	return nil
}

// checkConnected applies the network rules: the connection itself, then
// 18xx.games' semi-restrictive rule that an upgrade must give the
// corporation new track or a changed stop.
func (b *Board) checkConnected(h int, to *Tile, rot int, opts *LayOpts, reach *Reach) error {
	id := b.m.HexID(h)
	switch opts.Connect {
	case ConnectExit:
		if to.Exits(rot)&reach.Edges[h] == 0 {
			return engine.Illegal("not connected", "no exit of tile %s at rotation %d on %s touches %s's network", to.Name, rot, id, opts.Corp)
		}
	case ConnectHex:
		if reach.Edges[h] == 0 {
			return engine.Illegal("not connected", "%s is not on %s's network", id, opts.Corp)
		}
		if id != opts.Home && !b.trial(h, to, rot).Reach(opts.Corp).Hex(h) {
			return engine.Illegal("not connected", "%s's network would not run on tile %s at rotation %d on %s", opts.Corp, to.Name, rot, id)
		}
	default:
		return nil
	}
	return b.checkNewTrack(h, to, rot, opts.Corp, reach)
}

// checkNewTrack: after an upgrade, some track of the new tile that the
// corporation reaches must be new, or a reached stop must change value.
func (b *Board) checkNewTrack(h int, to *Tile, rot int, corp string, reach *Reach) error {
	from, frot := b.hex[h].tile, int(b.hex[h].rot)
	if len(from.Paths) == 0 {
		return nil
	}
	// Quick pass: a new piece of track with an exit where the network
	// arrives from a neighbour, or at the city holding the corporation's
	// token (on a one-city tile), is certainly reached.
	var hot uint16 = uint16(reach.Entry[h])
	if to.count(City) == 1 && b.HasToken(h, corp) {
		hot |= 1 << (8 + City)
	}
	for _, np := range to.ends[rot] {
		if np&hot == 0 {
			continue
		}
		kept := false
		for _, om := range from.ends[frot] {
			if np&^om == 0 {
				kept = true
				break
			}
		}
		if !kept {
			return nil
		}
	}
	trial := b.trial(h, to, rot)
	r := trial.Reach(corp)
	for pi := range to.Paths {
		if r.Paths[h]&(1<<uint(pi)) == 0 {
			continue
		}
		np := to.ends[rot][pi]
		op := -1
		for oi, om := range from.ends[frot] {
			if np&^om == 0 {
				op = oi
				break
			}
		}
		if op < 0 {
			return nil
		}
		if !slices.Equal(maxRevenues(to, to.Paths[pi]), maxRevenues(from, from.Paths[op])) {
			return nil
		}
	}
	return engine.Illegal("must use new track", "tile %s on %s gives %s neither new track nor a changed stop", to.Name, b.m.HexID(h), corp)
}

// trial is a shallow copy of the board with to on hex h, for connection
// tests; it shares everything but the hex slice.
func (b *Board) trial(h int, to *Tile, rot int) *Board {
	c := *b
	c.hex = append([]hexState(nil), b.hex...)
	c.hex[h] = hexState{tile: to, tix: -1, copy: 0, rot: uint8(rot)}
	return &c
}

func maxRevenues(t *Tile, p Path) []int {
	var out []int
	for _, e := range [2]End{p.A, p.B} {
		if !e.IsEdge() {
			out = append(out, slices.Max(t.Nodes[e.Node()].Revenue[:]))
		}
	}
	slices.Sort(out)
	return out
}

// pathsKept reports whether every path of from (at frot) is contained in a
// path of to (at rot): each end of the old path is an end of the new one.
func pathsKept(from *Tile, frot int, to *Tile, rot int) bool {
	from.prepare()
	to.prepare()
	for _, om := range from.ends[frot%6] {
		found := false
		for _, nm := range to.ends[rot%6] {
			if om&^nm == 0 {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// stopsKept: every city or town of from keeps its exits on some city or
// town of the same kind on to (18xx.games "new track must override old
// one").
func stopsKept(from *Tile, frot int, to *Tile, rot int) bool {
	for ni, n := range from.Nodes {
		if n.Kind != City && n.Kind != Town {
			continue
		}
		old := nodeExits(from, frot, ni)
		ok := false
		for nj, m := range to.Nodes {
			if m.Kind == n.Kind && old&^nodeExits(to, rot, nj) == 0 {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}

func nodeExits(t *Tile, rot, ni int) uint8 {
	var m uint8
	for _, p := range t.Paths {
		if p.A == N(ni) && p.B.IsEdge() {
			m |= 1 << ((p.B.Edge() + rot) % 6)
		}
		if p.B == N(ni) && p.A.IsEdge() {
			m |= 1 << ((p.A.Edge() + rot) % 6)
		}
	}
	return m
}
