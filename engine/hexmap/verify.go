package hexmap

// Self-checks for tests (slow: they walk where play would not): the
// answers the board keeps or settles without a walk, compared with those
// worked out afresh. Titles' tests call them on their own boards.

// NewTrackTally counts the upgrades VerifyNewTrack saw settled by each of
// newTrack's shortcuts: Reached by firstReached, Unreached by
// plainUpgrade, DeadEnds by deadEnds.
type NewTrackTally struct{ Reached, Unreached, DeadEnds int }

// VerifyNewTrack compares, for every upgrade on b (every manifest tile of
// the next colour, at every rotation that keeps the old track), the
// answer of the "must use new track" check with corp's computed network
// and its shortcuts to the walk with the new tile in place. It returns the
// first upgrade where they differ ("" when none does) and how many
// answers each shortcut gave.
func (b *Board) VerifyNewTrack(corp string) (diff string, tally NewTrackTally) {
	r := b.Reach(corp)
	for h := range b.hex {
		from, frot := b.hex[h].tile, int(b.hex[h].rot)
		if len(from.Paths) == 0 {
			continue
		}
		for _, to := range b.m.tiles {
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
					return b.m.HexID(h) + " tile " + to.Name + " rotation " + itoa(rot) + ": " + newTrackSay(with) + " from newTrack, " + newTrackSay(walked) + " walking", tally
				}
				switch {
				case fresh == 0:
				case b.deadEnds(h, to, rot, fresh):
					tally.DeadEnds++
				case !with && plainUpgrade(from, frot, to, rot, fresh) && edgesOf(to, rot, fresh)&r.Entry[h] == 0:
					tally.Unreached++
				case with && !b.HasToken(h, corp) && b.firstReached(r, h, to, rot, corp, fresh):
					tally.Reached++
				}
			}
		}
	}
	return "", tally
}

func newTrackSay(v bool) string {
	if v {
		return "new track"
	}
	return "no new track"
}

// VerifyPass names the first hex whose kept pass mask (where track may
// leave it) differs from one worked out afresh ("" when all agree).
func (b *Board) VerifyPass() string {
	for h := range b.hex {
		if got, want := b.pass[h], b.computePass(h); got != want {
			return b.m.HexID(h) + ": kept " + itoa(int(got)) + ", worked out " + itoa(int(want))
		}
	}
	return ""
}
