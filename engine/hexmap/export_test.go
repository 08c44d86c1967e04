package hexmap

// NewTrackDisagreement is for tests outside the package: for every upgrade
// on b of a hex without corp's token (where newTrack may answer from the
// computed network, see firstReached and plainUpgrade), it compares the
// answer with the computed network to the answer of the walk with the new
// tile in place. It returns the first upgrade where they differ ("" when
// none does) and how many answers each shortcut gave: reached is
// firstReached's, unreached plainUpgrade's.
func NewTrackDisagreement(b *Board, corp string) (diff string, reached, unreached int) {
	r := b.Reach(corp)
	for h := range b.hex {
		from, frot := b.hex[h].tile, int(b.hex[h].rot)
		if len(from.Paths) == 0 || b.HasToken(h, corp) {
			continue
		}
		for _, mf := range b.m.tiles {
			to := mf
			if to.Color != from.Color+1 {
				continue
			}
			for rot := range 6 {
				if !pathsKept(from, frot, to, rot) {
					continue
				}
				with, walked := b.newTrack(h, to, rot, corp, r), b.newTrack(h, to, rot, corp, nil)
				if with != walked {
					return b.m.HexID(h) + " tile " + to.Name + " rotation " + itoa(rot) + ": " + yesNo(with) + " from the network, " + yesNo(walked) + " walking", reached, unreached
				}
				fresh := freshPaths(from, frot, to, rot)
				switch {
				case fresh == 0:
				case with && b.firstReached(r, h, to, rot, corp, fresh):
					reached++
				case !with && plainUpgrade(from, frot, to, rot, fresh) && edgesOf(to, rot, fresh)&r.Entry[h] == 0:
					unreached++
				}
			}
		}
	}
	return "", reached, unreached
}

func yesNo(v bool) string {
	if v {
		return "new track"
	}
	return "no new track"
}

// StalePass names the first hex whose kept pass mask differs from one
// worked out afresh ("" when all agree).
func StalePass(b *Board) string {
	for h := range b.hex {
		if got, want := b.pass[h], b.computePass(h); got != want {
			return b.m.HexID(h) + ": kept " + itoa(int(got)) + ", worked out " + itoa(int(want))
		}
	}
	return ""
}
