package rounds

import "math/bits"

// Set is a set of action types, as a step offers them to an entity: bit i
// is the i-th type of the title's Types. Steps are asked often (every
// action asks which step waits and for whom), so the set is a bit mask.
type Set uint64

// Types names a title's action types, bit by bit, in the order its legal
// list gives them.
type Types struct {
	names []string
}

// NewTypes names the types of bits 0, 1, 2… (at most 64).
func NewTypes(names ...string) *Types {
	if len(names) > 64 {
		panic("rounds: more than 64 action types")
	}
	return &Types{names: names}
}

// Of is the set holding the type named name, empty for a name not listed.
func (t *Types) Of(name string) Set {
	for i, n := range t.names {
		if n == name {
			return 1 << i
		}
	}
	return 0
}

// Has reports whether s holds the type named name.
func (t *Types) Has(s Set, name string) bool { return s&t.Of(name) != 0 }

// Names lists the types in s, in bit order.
func (t *Types) Names(s Set) []string {
	out := make([]string, 0, bits.OnesCount64(uint64(s)))
	for m := uint64(s); m != 0; m &= m - 1 {
		out = append(out, t.names[bits.TrailingZeros64(m)])
	}
	return out
}

// name is the name of the type of bit b (one bit).
func (t *Types) name(b Set) string { return t.names[bits.TrailingZeros64(uint64(b))] }
