package route

// hexTable maps hex ids to indexes. It is a small open-addressing hash
// table, filled and emptied for every check: for the few short ids of a
// board that is cheaper than a map, and it keeps its memory.
type hexTable struct {
	ids   []string // per entry: its id
	vals  []int    // per entry: its index
	slots []int32  // per slot: 1 + the entry there, 0 if empty
	mask  uint32
	bloom uint64 // the quickBit of every id in the table
}

// reset empties the table, sized for n entries.
func (t *hexTable) reset(n int) {
	size := 8
	for size < 2*n {
		size *= 2
	}
	t.slots = grow(t.slots, size)
	clear(t.slots)
	t.mask = uint32(size - 1)
	t.ids, t.vals = t.ids[:0], t.vals[:0]
	t.bloom = 0
}

// quickBit is a bit of the id's length and first and last bytes: an id
// whose bit is not in the table's bloom is not in the table, found
// without hashing it (most ids a full board is filtered with are not).
func quickBit(id string) uint64 {
	if id == "" {
		return 1
	}
	return 1 << ((uint(id[0])*31 + uint(id[len(id)-1])*7 + uint(len(id))) & 63)
}

// hashID is FNV-1a of the id.
func hashID(id string) uint32 {
	h := uint32(2166136261)
	for i := 0; i < len(id); i++ {
		h ^= uint32(id[i])
		h *= 16777619
	}
	return h ^ h>>16
}

// slot is the slot of id: the one holding it, or the empty one where it
// would go.
func (t *hexTable) slot(id string) uint32 {
	s := hashID(id) & t.mask
	for t.slots[s] != 0 && t.ids[t.slots[s]-1] != id {
		s = (s + 1) & t.mask
	}
	return s
}

// get is the index of id.
func (t *hexTable) get(id string) (int, bool) {
	if t.bloom&quickBit(id) == 0 {
		return 0, false
	}
	if e := t.slots[t.slot(id)]; e != 0 {
		return t.vals[e-1], true
	}
	return 0, false
}

// has reports whether id is in the table.
func (t *hexTable) has(id string) bool {
	return t.bloom&quickBit(id) != 0 && t.slots[t.slot(id)] != 0
}

// add gives id the index v unless it has one: then it reports that
// index and false. The table must have been reset for at least as many
// entries as it is given.
func (t *hexTable) add(id string, v int) (int, bool) {
	s := t.slot(id)
	if e := t.slots[s]; e != 0 {
		return t.vals[e-1], false
	}
	t.ids = append(t.ids, id)
	t.vals = append(t.vals, v)
	t.bloom |= quickBit(id)
	t.slots[s] = int32(len(t.ids))
	return v, true
}
