package main

import (
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"math"
	"strings"

	"ferro/bot"
	"ferro/engine"
)

// A paired match (--paired BASE) plays every game twice: as listed, and
// with BASE in the first bot's seat, the other seats as they are. Each of
// the first bot's seat-games then has its own game without it, so what the
// first bot changes is read pair by pair (the seat's score, and who won),
// not through the luck of the seats and seeds, which a seat-rotated match
// of 40 games does not average away.

// pairedRecordPath is where a paired match writes the game of seed in
// rotation r with BASE in the first bot's seat.
func pairedRecordPath(dir string, seed int64, r int) string {
	return strings.TrimSuffix(matchRecordPath(dir, seed, r), ".json") + "-paired.json"
}

// pairedSpecs are specs with base in the first bot's place.
func pairedSpecs(specs []bot.Spec, base bot.Spec) []bot.Spec {
	out := append([]bot.Spec(nil), specs...)
	out[0] = base
	return out
}

// seatingKey names the game of seed in rotation r by the bot at each seat:
// two rotations seated alike (BASE among copies of itself) are one game,
// played once.
func seatingKey(specs []bot.Spec, seed int64, r int) string {
	n := len(specs)
	parts := []string{fmt.Sprint(seed)}
	for seat := 0; seat < n; seat++ {
		parts = append(parts, specs[specAtSeat(seat, r, n)].String())
	}
	return strings.Join(parts, "|")
}

// logSum is a digest of a game's actions (their ids left out), so that two
// games are known to be the same game move for move.
func logSum(log []engine.Action) uint64 {
	h := fnv.New64a()
	for _, a := range log {
		a.ID = 0
		b, err := json.Marshal(&a)
		if err != nil {
			b = []byte(a.Type + " " + a.Entity)
		}
		h.Write(b)
		h.Write([]byte{0})
	}
	return h.Sum64()
}

// pairing is what the pairs say of the first bot against BASE in its seat.
type pairing struct {
	pairs, same   int
	diff          []float64 // the seat's score with the first bot less with BASE
	wins, winsB   float64   // the seat's win shares, summed
	onlyA, onlyB  int       // pairs whose seat won more with the first bot / with BASE
	unpairedGames int       // games of either side without their pair (failed)
}

// pair matches each game of results (the first bot at seat r in rotation
// r) with the game of base seated the same way, by seatingKey.
func pair(base []bot.Spec, results []matchGame, byKey map[string]matchGame) pairing {
	var p pairing
	for _, g := range results {
		b, ok := byKey[seatingKey(base, g.seed, g.rotation)]
		if g.scores == nil || !ok || b.scores == nil {
			p.unpairedGames++
			continue
		}
		seat := g.rotation // the first bot sits at seat r in rotation r
		p.pairs++
		if g.logSum == b.logSum && g.actions == b.actions {
			p.same++
		}
		p.diff = append(p.diff, g.scores[seat]-b.scores[seat])
		wa, _, _ := outcome(g.scores)
		wb, _, _ := outcome(b.scores)
		p.wins += wa[seat]
		p.winsB += wb[seat]
		switch {
		case wa[seat] > wb[seat]:
			p.onlyA++
		case wa[seat] < wb[seat]:
			p.onlyB++
		}
	}
	return p
}

// meanSE is the mean of xs and its standard error, the xs taken as
// independent (a seed's pairs may share their paired game, so it reads a
// little narrow).
func meanSE(xs []float64) (mean, se float64) {
	n := float64(len(xs))
	if n == 0 {
		return 0, 0
	}
	for _, x := range xs {
		mean += x / n
	}
	if n < 2 {
		return mean, 0
	}
	ss := 0.0
	for _, x := range xs {
		ss += (x - mean) * (x - mean)
	}
	return mean, math.Sqrt(ss / (n - 1) / n)
}

func writePairing(w io.Writer, first, base string, p pairing) {
	mean, se := meanSE(p.diff)
	fmt.Fprintf(w, "paired with %s in %s's seat (the other seats as they were): %d pairs, %d of them the same game move for move\n", base, first, p.pairs, p.same)
	fmt.Fprintf(w, "  the seat's score, %s less %s: %+.2f (standard error %.2f)\n", first, base, mean, se)
	fmt.Fprintf(w, "  the seat's wins: %.1f with %s, %.1f with %s; where the winner changed, %d pairs went to %s only, %d to %s only (sign test p = %.3f)\n",
		p.wins, first, p.winsB, base, p.onlyA, first, p.onlyB, base, signTest(p.onlyA, p.onlyB))
	if p.unpairedGames > 0 {
		fmt.Fprintf(w, "  %d games without their pair (a failure on either side)\n", p.unpairedGames)
	}
}
