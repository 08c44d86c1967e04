package hexmap

// NewTrackDisagreement is for tests outside the package: for every upgrade
// on b it compares newTrack's answer, with the computed network and its
// shortcuts, to the walk with the new tile in place. It returns the first
// upgrade where they differ ("" when none does) and how many answers each
// shortcut gave: reached is firstReached's, unreached plainUpgrade's, dead
// deadEnds'.
func NewTrackDisagreement(b *Board, corp string) (diff string, reached, unreached, dead int) {
	r := b.Reach(corp)
	for h := range b.hex {
		from, frot := b.hex[h].tile, int(b.hex[h].rot)
		if len(from.Paths) == 0 {
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
				fresh := freshPaths(from, frot, to, rot)
				with := b.newTrack(h, to, rot, corp, r)
				walked := fresh != 0 && b.trialPaths(h, to, rot, corp, fresh)&fresh != 0
				if with != walked {
					return b.m.HexID(h) + " tile " + to.Name + " rotation " + itoa(rot) + ": " + yesNo(with) + " from newTrack, " + yesNo(walked) + " walking", reached, unreached, dead
				}
				switch {
				case fresh == 0:
				case b.deadEnds(h, to, rot, fresh):
					dead++
				case !with && plainUpgrade(from, frot, to, rot, fresh) && edgesOf(to, rot, fresh)&r.Entry[h] == 0:
					unreached++
				case with && !b.HasToken(h, corp) && b.firstReached(r, h, to, rot, corp, fresh):
					reached++
				}
			}
		}
	}
	return "", reached, unreached, dead
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
