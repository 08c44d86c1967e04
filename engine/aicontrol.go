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

// Standing sets what the seat's own place at the table says, counted the
// same way in every title: Priority (1 when it holds the priority deal)
// and CertSlack (the certificate slots it has left before limit, as a
// fraction of it; none where the title sets no limit).
func (f *SeatFeatures) Standing(priority bool, certs, limit int) {
	if priority {
		f.Priority = 1
	}
	if limit > 0 {
		f.CertSlack = float64(limit-certs) / float64(limit)
	}
}
