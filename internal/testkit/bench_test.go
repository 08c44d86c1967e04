package testkit

import (
	"testing"

	"ferro/internal/testkit/toy"
)

// BenchmarkCompareStep compares every step of a long real trace with
// itself: the cost per step of checking a replay against a trace.
func BenchmarkCompareStep(b *testing.B) {
	path := Fixture(b, "18zoo/18ZOOMapC/5774.trace.json")
	tr, err := LoadTrace(path)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		st := tr.Steps[i%len(tr.Steps)].State
		if d := CompareStep(st, st, nil); len(d) > 0 {
			b.Fatal(d)
		}
	}
}

// BenchmarkRandomGameToy is the driver's own overhead on a trivial game.
func BenchmarkRandomGameToy(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		p, err := RandomGame(toy.Title{}, toyConfig(int64(i)), rng(uint64(i)), 1000, Checks{ReplayEvery: 50})
		if err != nil || p.Failure != nil {
			b.Fatal(err, p.Failure)
		}
	}
}
