package route

import (
	"math/rand/v2"
	"strconv"
	"testing"
)

// TestHexTable: the table answers as a map does, for boards of every
// size, ids repeated and ids never added, across resets.
func TestHexTable(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	var tab hexTable
	for round := range 200 {
		n := r.IntN(300)
		want := map[string]int{}
		tab.reset(n)
		for i := range n {
			id := string(rune('A'+r.IntN(26))) + strconv.Itoa(r.IntN(40))
			got, fresh := tab.add(id, i)
			old, dup := want[id]
			if fresh == dup || (dup && got != old) || (!dup && got != i) {
				t.Fatalf("round %d: add %s %d = %d, %v; map had %d, %v", round, id, i, got, fresh, old, dup)
			}
			if !dup {
				want[id] = i
			}
		}
		for k := range 500 {
			id := string(rune('A'+r.IntN(27))) + strconv.Itoa(r.IntN(45))
			if k%7 == 0 {
				id = ""
			}
			got, ok := tab.get(id)
			w, wok := want[id]
			if ok != wok || got != w || tab.has(id) != wok {
				t.Fatalf("round %d: get %q = %d, %v; map has %d, %v", round, id, got, ok, w, wok)
			}
		}
	}
	var empty hexTable
	if _, ok := empty.get("A1"); ok {
		t.Fatal("an empty table has A1")
	}
}
