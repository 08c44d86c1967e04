package hexmap

import (
	"errors"
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
	if hexID == "" || tileID == "" {
		return 0, engine.Illegal("lay tile", "a tile and a hex are needed")
	}
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
	if err := b.checkHex(h, &opts, true); err != nil {
		return 0, err
	}
	cost, err := b.check(h, ti, rot, &opts, nil, true)
	if err != nil {
		return 0, err
	}
	if opts.Corp != "" && opts.Connect != ConnectNone {
		// the network as computed for listing lays, if it was; otherwise
		// walks that stop once they know the answer
		if err := b.checkConnected(h, b.m.tiles[ti], rot, &opts, b.cachedReach(opts.Corp), true); err != nil {
			return 0, err
		}
	}
	b.place(h, ti, k, rot, b.m.tiles[ti])
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

// place puts copy k of manifest tile ti on hex h, shown as design t (the
// manifest tile itself unless LayShown), returning the old tile to the
// supply.
func (b *Board) place(h, ti, k, rot int, t *Tile) {
	b.own()
	b.changed()
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
	b.hex[h] = hexState{tile: t, tix: int16(ti), copy: int16(k), rot: uint8(rot)}
	b.tileChanged(h)
}

// errQuiet is the refusal of a check run without explanation (explain
// false): LegalLays and LegalTokens only need yes or no, and building the
// message for every rejected candidate would cost more than the check.
var errQuiet = errors.New("refused")

// check runs the tile rules for laying manifest tile ti at rotation rot on
// hex h (checkHex aside), then the connection rules when reach, the laying
// corporation's network, is given. Without explain a refusal is errQuiet.
func (b *Board) check(h, ti, rot int, opts *LayOpts, reach *Reach, explain bool) (int, error) {
	to := b.m.tiles[ti]
	from := b.hex[h].tile
	if err := b.checkTile(to, opts, explain); err != nil {
		return 0, err
	}
	generic := func(special bool) error { return b.genericUpgrade(h, to, rot, opts.SkipColors, special, explain) }
	var err error
	if r := b.m.rules; r != nil {
		err = r.CheckUpgrade(b, h, to, opts, generic)
	} else {
		err = generic(opts.Special)
	}
	if err != nil {
		if !explain {
			return 0, errQuiet
		}
		return 0, err
	}
	if err := b.checkExits(h, to, rot, explain); err != nil {
		return 0, err
	}
	if reach != nil {
		if err := b.checkConnected(h, to, rot, opts, reach, explain); err != nil {
			return 0, err
		}
	}
	return from.Cost, nil
}

// checkTile runs the opts' rules on the tile alone.
func (b *Board) checkTile(to *Tile, opts *LayOpts, explain bool) error {
	if len(opts.Tiles) > 0 && !slices.Contains(opts.Tiles, to.Name) {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("tile not allowed", "this lay may only use tiles %v, not %s", opts.Tiles, to.Name)
	}
	if opts.NoYellow && to.Color == Yellow {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("yellow not allowed", "this lay may not place a yellow tile")
	}
	if opts.Colors != 0 && !opts.Colors.Has(to.Color) {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("colour not available", "%s tiles are not available now", to.Color)
	}
	return nil
}

// checkHex runs the rules that depend on the hex alone.
func (b *Board) checkHex(h int, opts *LayOpts, explain bool) error {
	id := b.m.HexID(h)
	if len(opts.Hexes) > 0 && !slices.Contains(opts.Hexes, id) {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("hex not allowed", "this lay may only use %v, not %s", opts.Hexes, id)
	}
	if c := b.hex[h].tile.Color; opts.NoUpgrade && c != White {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("upgrade not allowed", "%s is %s and this lay may not upgrade", id, c)
	}
	r := b.m.rules
	if r == nil {
		return nil
	}
	if q, ok := r.(QuietRules); ok && !explain {
		if !q.HexAllowed(b, h, opts) {
			return errQuiet
		}
		return nil
	}
	if err := r.CheckHex(b, h, opts); err != nil {
		if !explain {
			return errQuiet
		}
		return err
	}
	return nil
}

// genericUpgrade is 18xx.games' upgrades_to? together with the
// rotation-dependent preservation of old track: colour progression, old
// paths kept, and unless special the same label and city/town counts.
func (b *Board) genericUpgrade(h int, to *Tile, rot int, skipColors, special, explain bool) error {
	if err := b.genericTile(h, to, skipColors, special, explain); err != nil {
		return err
	}
	return b.genericRotation(h, to, rot, explain)
}

// genericTile is the part of genericUpgrade that does not depend on the
// rotation.
func (b *Board) genericTile(h int, to *Tile, skipColors, special, explain bool) error {
	from := b.hex[h].tile
	if !from.Color.upgradeable() || from.Color == Gray {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("not upgradeable", "%s (%s) takes no tile", b.m.HexID(h), from.Color)
	}
	if !to.Color.upgradeable() || to.Color == White {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("colour progression", "tile %s is %s and cannot be laid", to.Name, to.Color)
	}
	if skipColors {
		if to.Color <= from.Color {
			if !explain {
				return errQuiet
			}
			return engine.Illegal("colour progression", "%s is %s; tile %s (%s) is not a later colour", b.m.HexID(h), from.Color, to.Name, to.Color)
		}
	} else if to.Color != from.Color+1 {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("colour progression", "%s is %s; it takes a %s tile, not %s (%s)", b.m.HexID(h), from.Color, from.Color+1, to.Name, to.Color)
	}
	if special {
		return nil
	}
	fl := b.Label(h)
	if fl != to.Label {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("label", "%s is labelled %q; tile %s is labelled %q", b.m.HexID(h), fl, to.Name, to.Label)
	}
	from.prepare()
	to.prepare()
	fc, tc := from.nCity, to.nCity
	if from.nTown != to.nTown || fl == "" && fc != tc || fl != "" && fc > 0 && tc == 0 {
		if !explain {
			return errQuiet
		}
		id := b.m.HexID(h)
		if from.nTown != to.nTown {
			return engine.Illegal("city/town count", "%s has %d towns; tile %s has %d", id, from.nTown, to.Name, to.nTown)
		}
		if fl == "" {
			return engine.Illegal("city/town count", "%s has %d cities; tile %s has %d", id, fc, to.Name, tc)
		}
		return engine.Illegal("city/town count", "%s has a city; tile %s has none", id, to.Name)
	}
	return nil
}

// genericRotation is the rotation-dependent part of genericUpgrade: the
// old track and the exits of the old stops are kept.
func (b *Board) genericRotation(h int, to *Tile, rot int, explain bool) error {
	from, frot := b.hex[h].tile, int(b.hex[h].rot)
	if !pathsKept(from, frot, to, rot) {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("track preservation", "tile %s at rotation %d does not keep the track of %s on %s", to.Name, rot, from.Name, b.m.HexID(h))
	}
	if !stopsKept(from, frot, to, rot) {
		if !explain {
			return errQuiet
		}
		return engine.Illegal("track preservation", "tile %s at rotation %d does not keep the exits of the stops on %s", to.Name, rot, b.m.HexID(h))
	}
	return nil
}

// checkExits demands that every exit of the new tile lead to a hex that
// track may enter.
func (b *Board) checkExits(h int, to *Tile, rot int, explain bool) error {
	ex := to.Exits(rot)
	if ex&^b.passMask(h) == 0 {
		return nil
	}
	if !explain {
		return errQuiet
	}
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

// passMask is the set of edges of hex h that track may cross (Passable).
func (b *Board) passMask(h int) uint8 { return b.pass[h] }

// checkConnected applies the network rules: the connection itself, then
// 18xx.games' semi-restrictive rule that an upgrade must give the
// corporation new track or a changed stop. reach is the corporation's
// network, or nil to walk it only as far as the answer needs.
func (b *Board) checkConnected(h int, to *Tile, rot int, opts *LayOpts, reach *Reach, explain bool) error {
	touches := func(mask uint8) bool {
		if reach != nil {
			return reach.Edges[h]&mask != 0
		}
		return b.touches(opts.Corp, h, mask)
	}
	switch opts.Connect {
	case ConnectExit:
		if !touches(to.Exits(rot)) {
			if !explain {
				return errQuiet
			}
			return engine.Illegal("not connected", "no exit of tile %s at rotation %d on %s touches %s's network", to.Name, rot, b.m.HexID(h), opts.Corp)
		}
	case ConnectHex:
		id := b.m.HexID(h)
		if !touches(63) {
			if !explain {
				return errQuiet
			}
			return engine.Illegal("not connected", "%s is not on %s's network", id, opts.Corp)
		}
		if id != opts.Home && b.trialPaths(h, to, rot, opts.Corp, ^uint32(0)) == 0 {
			if !explain {
				return errQuiet
			}
			return engine.Illegal("not connected", "%s's network would not run on tile %s at rotation %d on %s", opts.Corp, to.Name, rot, id)
		}
	default:
		return nil
	}
	if b.newTrack(h, to, rot, opts.Corp, reach) {
		return nil
	}
	if !explain {
		return errQuiet
	}
	return engine.Illegal("must use new track", "tile %s on %s gives %s neither new track nor a changed stop", to.Name, b.m.HexID(h), opts.Corp)
}

// newTrack: after an upgrade, some track of the new tile that the
// corporation reaches must be new, or a reached stop must change value.
// reach, the network on the board as it is (nil if not computed), can
// spare the walk with the new tile in place (see plainUpgrade and
// firstReached).
func (b *Board) newTrack(h int, to *Tile, rot int, corp string, reach *Reach) bool {
	from, frot := b.hex[h].tile, int(b.hex[h].rot)
	if len(from.Paths) == 0 {
		return true
	}
	// Quick pass: a new piece of track at the city holding the
	// corporation's token (on a one-city tile) is certainly reached. (An
	// exit where the network arrives from a neighbour is not enough: the
	// walk that arrives there may have left this hex by the new track's
	// other end, and track is never used twice.)
	var hot uint16
	if to.nCity == 1 && b.HasToken(h, corp) {
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
			return true
		}
	}
	// Otherwise the question is whether the network with the new tile in
	// place reaches a path that is new or joins stops of changed value:
	// settled without a walk where deadEnds, plainUpgrade or firstReached
	// can tell, else by walking until such a path is reached.
	fresh := freshPaths(from, frot, to, rot)
	if fresh == 0 {
		return false
	}
	if b.deadEnds(h, to, rot, fresh) {
		return false
	}
	if reach != nil && plainUpgrade(from, frot, to, rot, fresh) && edgesOf(to, rot, fresh)&reach.Entry[h] == 0 {
		return false
	}
	if reach != nil && !b.HasToken(h, corp) && b.firstReached(reach, h, to, rot, corp, fresh) {
		return true
	}
	return b.trialPaths(h, to, rot, corp, fresh)&fresh != 0
}

// deadEnds reports whether no walk can come onto the paths in want of tile
// to (at rotation rot) on hex h: they run from edge to edge, with no stop
// or junction through which a walk on the hex could reach them, and no
// neighbour has track at any of their ends to come over on.
func (b *Board) deadEnds(h int, to *Tile, rot int, want uint32) bool {
	for pi, wp := range to.walk[rot%6].paths {
		if want&(1<<uint(pi)) != 0 && (wp.node[0] >= 0 || wp.node[1] >= 0 || wp.junc >= 0) {
			return false
		}
	}
	ends := edgesOf(to, rot, want)
	for e := range 6 {
		if ends&(1<<e) == 0 {
			continue
		}
		n := int(b.m.nbr[h][e])
		if n < 0 {
			continue
		}
		ns := b.hex[n]
		if len(ns.tile.walk[ns.rot].atEdge[Invert(e)]) > 0 {
			return false
		}
	}
	return true
}

// plainUpgrade: both tiles are plain track (no stops, no junctions), the
// old one has at most one path at each edge, and no edge of the new tile's
// other paths (those not in fresh) is a switch of the new tile. Then a walk
// with the new tile in place that never tries a path in fresh is the walk
// on the board as it is, step by step: the other paths are the old ones,
// one per edge as before, so each edge where the walk comes onto the hex
// offers it the same single path, and leaving by one of them passes no
// switch (which would change how the rest of the walk is kept). A path in
// fresh, having edge ends only, is tried only when the walk comes onto the
// hex at one of its ends, which that same walk would have recorded in
// Reach.Entry. So paths in fresh none of whose ends is in Entry are never
// reached.
func plainUpgrade(from *Tile, frot int, to *Tile, rot int, fresh uint32) bool {
	if len(from.Nodes) > 0 || len(to.Nodes) > 0 {
		return false
	}
	for _, at := range from.walk[frot%6].atEdge {
		if len(at) > 1 {
			return false
		}
	}
	return to.walk[rot%6].switches&edgesOf(to, rot, ^fresh) == 0
}

// edgesOf is the set of (rotated) edges that the paths in want of tile t at
// rotation rot end at.
func edgesOf(t *Tile, rot int, want uint32) uint8 {
	var m uint8
	for pi, wp := range t.walk[rot%6].paths {
		if want&(1<<uint(pi)) == 0 {
			continue
		}
		for _, e := range wp.edge {
			if e >= 0 {
				m |= 1 << e
			}
		}
	}
	return m
}

// freshPaths are the paths of tile to (at rotation rot) that are new
// against tile from (at frot), or join stops of changed value.
func freshPaths(from *Tile, frot int, to *Tile, rot int) uint32 {
	var fresh uint32
	for pi := range to.Paths {
		np := to.ends[rot][pi]
		op := -1
		for oi, om := range from.ends[frot] {
			if np&^om == 0 {
				op = oi
				break
			}
		}
		if op < 0 || !sameRevenues(to, to.Paths[pi], from, from.Paths[op]) {
			fresh |= 1 << uint(pi)
		}
	}
	return fresh
}

// firstReached reports whether one of the paths in want of tile to (at
// rotation rot) on hex h is certainly walked by corp's network with the
// tile in place, judged from where the network first came onto h across an
// edge. The walk with the new tile is the same walk as the one that made
// reach until that moment; nothing of h is walked or held yet, and there:
//   - it tries every path of the new tile at that edge, so a wanted path
//     with an end there is reached (a path walked first from the same edge
//     returns before the next is tried, taking back every edge it crossed
//     and every pass through a junction);
//   - the first of those paths it tries brings it, with h still untouched,
//     to the stop or junction at the path's other end (a stop only if the
//     corporation may pass it), and from there it tries every path of that
//     stop or junction the same way, so a wanted path there is reached too.
//     (For the later paths at the edge this is not certain: an earlier one
//     may have visited that stop with an edge of h held.)
//
// Not for hexes holding the corporation's token (where walks start, and
// where its other token cities end walks).
func (b *Board) firstReached(reach *Reach, h int, to *Tile, rot int, corp string, want uint32) bool {
	f := reach.first[h]
	if f == 0 || f > 6 {
		return false
	}
	wt := &to.walk[rot%6]
	e, lane := int8(f-1), reach.firstLane[h]
	first := true
	for _, q := range wt.atEdge[e] {
		if !laneMatch(lane, q.lane) {
			continue
		}
		if want&(1<<q.path) != 0 {
			return true
		}
		if !first {
			continue
		}
		first = false
		for _, n := range wt.paths[q.path].node {
			if n < 0 || b.blocksTile(h, to, int(n), corp) {
				continue
			}
			for _, pi := range wt.nodePaths[n] {
				if want&(1<<pi) != 0 {
					return true
				}
			}
		}
	}
	return false
}

// sameRevenues reports whether two paths have the same multiset of stop
// values (each node end counted at its best revenue).
func sameRevenues(t *Tile, p Path, u *Tile, q Path) bool {
	var a, c [2]int
	na := stopValues(t, p, &a)
	nc := stopValues(u, q, &c)
	return na == nc && a == c
}

// stopValues puts the best revenues of the node ends of p into out,
// sorted, and returns how many there are.
func stopValues(t *Tile, p Path, out *[2]int) int {
	n := 0
	for _, e := range [2]End{p.A, p.B} {
		if !e.IsEdge() {
			out[n] = slices.Max(t.Nodes[e.Node()].Revenue[:])
			n++
		}
	}
	if n == 2 && out[0] > out[1] {
		out[0], out[1] = out[1], out[0]
	}
	return n
}

// pathsKept reports whether every path of from (at frot) is contained in a
// path of to (at rot) of the same kind: each end of the old path is an end
// of the new one (a road is not kept by a sea lane through its edge).
func pathsKept(from *Tile, frot int, to *Tile, rot int) bool {
	from.prepare()
	to.prepare()
	for pi, om := range from.ends[frot%6] {
		found := false
		kind := from.Paths[pi].Kind
		for pj, nm := range to.ends[rot%6] {
			if om&^nm == 0 && to.Paths[pj].Kind == kind {
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
// town of the same kind on to, each by a path of the same kind (18xx.games
// "new track must override old one").
func stopsKept(from *Tile, frot int, to *Tile, rot int) bool {
	for ni, n := range from.Nodes {
		if n.Kind != City && n.Kind != Town {
			continue
		}
		old := nodeExits(from, frot, ni)
		ok := false
		for nj, m := range to.Nodes {
			if m.Kind != n.Kind {
				continue
			}
			now := nodeExits(to, rot, nj)
			if old[Rail]&^now[Rail] == 0 && old[Road]&^now[Road] == 0 && old[Sea]&^now[Sea] == 0 {
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

// nodeExits is, by path kind, the edges the paths of node ni of t (at rot)
// lead to directly.
func nodeExits(t *Tile, rot, ni int) (m [Sea + 1]uint8) {
	for _, p := range t.Paths {
		if p.A == N(ni) && p.B.IsEdge() {
			m[p.Kind] |= 1 << ((p.B.Edge() + rot) % 6)
		}
		if p.B == N(ni) && p.A.IsEdge() {
			m[p.Kind] |= 1 << ((p.A.Edge() + rot) % 6)
		}
	}
	return m
}
