// Package ability keeps what a title's abilities (its powers, private
// companies and other cards with rules of their own) add to its rules.
// Each hook is an interface the title defines, one place where its rules
// ask the abilities; a List holds the abilities that implement one hook.
// The title registers each ability's value once, at package
// initialization, under its index in the title's table (Add, AddTo), and
// its rules then walk a hook's List, in the table's order or another the
// title gives, and never name an ability.
package ability

import "slices"

// Hooked is one ability's hook of type H: the ability's index in the
// title's table (K) and its value as an H.
type Hooked[H any] struct {
	K int
	H H
}

// List are the abilities with hook H, in the order of a key.
type List[H any] []Hooked[H]

// Adder is a List of any hook type.
type Adder interface {
	Add(k int, v any, key func(k int) int)
}

// Add puts ability k, whose value is v, in the list when v implements
// H: after every ability whose key is not greater than k's, so abilities
// of one key keep the order they were added in.
func (l *List[H]) Add(k int, v any, key func(k int) int) {
	h, ok := v.(H)
	if !ok {
		return
	}
	i := len(*l)
	for i > 0 && key((*l)[i-1].K) > key(k) {
		i--
	}
	*l = slices.Insert(*l, i, Hooked[H]{k, h})
}

// AddTo adds ability k, whose value is v, to each of lists (List.Add).
func AddTo(k int, v any, key func(k int) int, lists ...Adder) {
	for _, l := range lists {
		l.Add(k, v, key)
	}
}

// ByIndex is the key of the table's order: the abilities' indices.
func ByIndex(k int) int { return k }
