package hexmap

import (
	"slices"
	"strconv"
)

// LegalLays lists every legal lay under opts: each hex in map order, each
// tile kind in manifest order (using its lowest copy in the supply), each
// rotation 0..5 that passes every rule. Rotations that give the same track
// are all listed, as each is a distinct action.
//
// It asks the same questions as Lay, without building an error for each
// refused candidate: rules that depend on the hex or the tile alone are
// asked once per hex or tile, and only rotations that pass the cheap
// tests reach the network ones.
//
// Results are cached until the board changes (the same question is often
// asked again, e.g. after a move that does not touch the board); each
// call returns its own copy.
func (b *Board) LegalLays(opts LayOpts) []Lay {
	head := b.lays.Load()
	for m := head; m != nil; m = m.next {
		if m.opts.equal(&opts) {
			return slices.Clone(m.lays)
		}
	}
	out := b.legalLays(opts)
	key := opts
	key.Tiles, key.Hexes = slices.Clone(opts.Tiles), slices.Clone(opts.Hexes)
	for {
		if b.lays.CompareAndSwap(head, &laysMemo{opts: key, lays: out, next: head}) {
			return slices.Clone(out)
		}
		head = b.lays.Load()
	}
}

// laysMemo is one cached LegalLays result in a board's immutable list.
type laysMemo struct {
	opts LayOpts
	lays []Lay
	next *laysMemo
}

// equal reports whether two sets of options ask the same.
func (o *LayOpts) equal(p *LayOpts) bool {
	return o.Corp == p.Corp && o.Connect == p.Connect && o.Home == p.Home && o.Colors == p.Colors &&
		o.NoYellow == p.NoYellow && o.NoUpgrade == p.NoUpgrade && o.Special == p.Special &&
		o.SkipColors == p.SkipColors && o.Power == p.Power &&
		slices.Equal(o.Tiles, p.Tiles) && slices.Equal(o.Hexes, p.Hexes)
}

// legalLays computes LegalLays.
func (b *Board) legalLays(opts LayOpts) []Lay {
	var reach *Reach
	if opts.Corp != "" && opts.Connect != ConnectNone {
		reach = b.Reach(opts.Corp)
	}
	quiet, _ := b.m.rules.(QuietRules)
	// the copy each tile would use, or -1 where none is left or the opts
	// refuse the tile (neither depends on the hex)
	var copyBuf [128]int8
	usable := copyBuf[:0]
	if len(b.m.tiles) > len(copyBuf) {
		usable = make([]int8, 0, len(b.m.tiles))
	}
	for ti, t := range b.m.tiles {
		k := b.firstCopy(ti)
		if k < 0 || b.checkTile(t, &opts, false) != nil {
			k = -1
		}
		usable = append(usable, int8(k))
	}
	var out []Lay
	for h := range b.hex {
		from := b.hex[h].tile
		if from.Color >= Gray {
			continue
		}
		if reach != nil && opts.Connect == ConnectExit && reach.Edges[h] == 0 {
			continue
		}
		if b.checkHex(h, &opts, false) != nil {
			continue
		}
		pass := b.passMask(h)
		tiles := b.m.all
		if !opts.SkipColors {
			tiles = nil
			if from.Color+1 < numColors {
				tiles = b.m.byColor[from.Color+1]
			}
		}
		for _, tix := range tiles {
			ti, t := int(tix), b.m.tiles[tix]
			if t.Color <= from.Color || (!opts.SkipColors && t.Color != from.Color+1) {
				continue
			}
			k := int(usable[ti])
			if k < 0 {
				continue
			}
			// Rotations whose exits all lead somewhere (and touch the
			// network, when that is the rule).
			var cand uint8
			for rot := 0; rot < 6; rot++ {
				ex := t.exits[rot]
				if ex&^pass != 0 {
					continue
				}
				if reach != nil && opts.Connect == ConnectExit && ex&reach.Edges[h] == 0 {
					continue
				}
				cand |= 1 << rot
			}
			if cand == 0 {
				continue
			}
			rots := b.upgradeRotations(h, t, &opts, cand, quiet)
			for rot := 0; rot < 6; rot++ {
				if rots&(1<<rot) == 0 {
					continue
				}
				if reach != nil && b.checkConnected(h, t, rot, &opts, reach, false) != nil {
					continue
				}
				out = append(out, Lay{Hex: b.m.HexID(h), Tile: b.m.copyID(ti, k), Rotation: rot, Cost: from.Cost})
			}
		}
	}
	return out
}

// upgradeRotations is the subset of the rotations cand at which the title's
// rules and the generic upgrade test accept tile to on hex h.
func (b *Board) upgradeRotations(h int, to *Tile, opts *LayOpts, cand uint8, quiet QuietRules) uint8 {
	r := b.m.rules
	special := opts.Special
	switch {
	case r == nil:
	case quiet != nil:
		var ok bool
		if special, ok = quiet.UpgradeAllowed(b, h, to, opts); !ok {
			return 0
		}
	default:
		var m uint8
		for rot := 0; rot < 6; rot++ {
			if cand&(1<<rot) == 0 {
				continue
			}
			g := func(special bool) error { return b.genericUpgrade(h, to, rot, opts.SkipColors, special, false) }
			if r.CheckUpgrade(b, h, to, opts, g) == nil {
				m |= 1 << rot
			}
		}
		return m
	}
	if b.genericTile(h, to, opts.SkipColors, special, false) != nil {
		return 0
	}
	var m uint8
	for rot := 0; rot < 6; rot++ {
		if cand&(1<<rot) != 0 && b.genericRotation(h, to, rot, false) == nil {
			m |= 1 << rot
		}
	}
	return m
}

func itoa(k int) string { return strconv.Itoa(k) }
