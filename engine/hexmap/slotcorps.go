package hexmap

// AppendSlotCorps appends to dst the corporations whose tokens fill the
// slots of hex h's cities, city by city, each city's in slot order
// (blockers and tokens beyond the slots left out): what stands in the
// cities as a title reads it, whatever order the tokens were placed in.
func (b *Board) AppendSlotCorps(dst []string, h int) []string {
	var buf [8]Token
	at := buf[:0]
	for _, tk := range b.tokens {
		if tk.Hex != h || tk.Slot < 0 || tk.Blocker {
			continue
		}
		// insertion by city, then slot: a hex holds a few tokens
		k := len(at)
		at = append(at, tk)
		for ; k > 0 && (at[k-1].City > tk.City || at[k-1].City == tk.City && at[k-1].Slot > tk.Slot); k-- {
			at[k] = at[k-1]
		}
		at[k] = tk
	}
	for _, tk := range at {
		dst = append(dst, tk.Corp)
	}
	return dst
}
