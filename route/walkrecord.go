package route

// A route recorded as its walk: for a title whose run_routes writes each
// route's hexes as the whole walk (Recorder), the walk and the
// connections (the chains of hexes between stops) each follow from the
// other.

// AppendWalk appends to dst the walk of hexes the connections join: each
// connection starts where the one before ended, that hex written once.
func AppendWalk(dst []string, conns [][]string) []string {
	n := len(dst)
	for k, seg := range conns {
		if k > 0 && len(seg) > 0 && len(dst) > n && seg[0] == dst[len(dst)-1] {
			seg = seg[1:]
		}
		dst = append(dst, seg...)
	}
	return dst
}

// SplitWalk cuts a walk of hexes at its stops (stop reports whether a hex
// has one) into connections: from the first hex to the next stop, from
// there to the one after, and so on; hexes after the last stop are left
// out. The connections are slices of walk.
func SplitWalk(walk []string, stop func(id string) bool) [][]string {
	var conns [][]string
	from := 0
	for k := 1; k < len(walk); k++ {
		if stop(walk[k]) {
			conns = append(conns, walk[from:k+1:k+1])
			from = k
		}
	}
	return conns
}
