package engine

import (
	"cmp"
	"slices"
)

// Order is the order in which a shuffle by drawn keys (18xx.games'
// sort_by { rand }) puts n items: one draw each, the items' indices then
// sorted by their draws, ties in index order.
func (r *Rand) Order(n int) []int {
	keys := make([]int64, n)
	order := make([]int, n)
	for i := range n {
		keys[i], order[i] = r.Next(), i
	}
	slices.SortStableFunc(order, func(a, b int) int { return cmp.Compare(keys[a], keys[b]) })
	return order
}
