package hexmap

// CloneInto makes dst a copy of b as Clone would, reusing dst's memory:
// for a title's scratch state, which copies one board after another (the
// legal list tries each candidate action on it). The tile layer dst held
// alone, if any, is kept to copy b's into when dst next writes. dst must
// be a board of the same map that nobody else reads or writes meanwhile.
func (b *Board) CloneInto(dst *Board) {
	if dst == b {
		return
	}
	if l := dst.layer; l != nil && l != b.layer && !l.shared.Load() && len(l.hex) == len(b.hex) && len(l.avail) == len(b.avail) {
		dst.spare = l
	}
	b.layer.shared.Store(true)
	dst.m, dst.layer = b.m, b.layer
	dst.tokens = b.tokens[:len(b.tokens):len(b.tokens)]
	dst.resv = b.resv[:len(b.resv):len(b.resv)]
	dst.marks = b.marks[:len(b.marks):len(b.marks)]
	dst.reach.Store(b.reach.Load())
	dst.lays.Store(b.lays.Load())
}
