package hexmap

// LegalLays lists every legal lay under opts: each hex in map order, each
// tile kind in manifest order (using its lowest copy in the supply), each
// rotation 0..5 that passes every rule. Rotations that give the same track
// are all listed, as each is a distinct action.
func (b *Board) LegalLays(opts LayOpts) []Lay {
	var reach *Reach
	if opts.Corp != "" && opts.Connect != ConnectNone {
		reach = b.Reach(opts.Corp)
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
		if err := b.checkHex(h, &opts); err != nil {
			continue
		}
		var pass uint8
		for e := 0; e < 6; e++ {
			if b.Passable(h, e) {
				pass |= 1 << e
			}
		}
		frot := int(b.hex[h].rot)
		for ti, t := range b.m.tiles {
			if t.Color <= from.Color || (!opts.SkipColors && t.Color != from.Color+1) {
				continue
			}
			if opts.Colors != 0 && !opts.Colors.Has(t.Color) {
				continue
			}
			k := b.firstCopy(ti)
			if k < 0 {
				continue
			}
			for rot := 0; rot < 6; rot++ {
				// Necessary conditions first, without building errors.
				ex := t.Exits(rot)
				if ex&^pass != 0 || !pathsKept(from, frot, t, rot) {
					continue
				}
				if reach != nil && opts.Connect == ConnectExit && ex&reach.Edges[h] == 0 {
					continue
				}
				cost, err := b.check(h, ti, rot, &opts, reach)
				if err != nil {
					continue
				}
				out = append(out, Lay{Hex: b.m.HexID(h), Tile: t.Name + "-" + itoa(k), Rotation: rot, Cost: cost})
			}
		}
	}
	return out
}

func itoa(k int) string {
	if k < 10 {
		return string(rune('0' + k))
	}
	return itoa(k/10) + string(rune('0'+k%10))
}
