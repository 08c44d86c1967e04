package engine

// Control adds to f what seat's holding in one company says of who
// controls it, counted the same way in every title: where seat presides,
// its lead over the next holder in certificates of unit percent, capped at
// 2 (Presidency); where another seat presides over a company that could
// be handed to a holder without wanting it (dumpable: floated, with no
// trains), whether seat holds two certificates or more and is within one
// of the president's holding (Dump). held is every seat's percentage;
// president the presiding seat (-1: none).
func (f *SeatFeatures) Control(seat int, held []int, president, unit int, dumpable bool) {
	pct := held[seat]
	if president == seat {
		next := 0
		for p, h := range held {
			if p != seat {
				next = max(next, h)
			}
		}
		f.Presidency += min(float64(pct-next)/float64(unit), 2)
		return
	}
	if pct > 0 && dumpable && president >= 0 && held[president]-pct <= unit && pct >= 2*unit {
		f.Dump++
	}
}
