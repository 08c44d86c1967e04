package playcheck

import (
	"testing"

	"ferro/server/testgame"
)

// BenchmarkRandomGameToy is the driver's own overhead on a trivial game.
func BenchmarkRandomGameToy(b *testing.B) {
	for i := 0; b.Loop(); i++ {
		p, err := RandomGame(testgame.Title(), toyConfig(int64(i)), rng(uint64(i)), 1000, Checks{ReplayEvery: 50})
		if err != nil || p.Failure != nil {
			b.Fatal(err, p.Failure)
		}
	}
}
