package g18zoo_test

import (
	"bytes"
	"math/rand/v2"
	"slices"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/g18zoo"
)

// TestDeterminize checks, at positions of random games on every map, that
// a determinized copy keeps everything seats see (its snapshot, which
// shows no unseen power, is the same), leaves the game it came from
// untouched, plays on through its own legal list to the end, and deals the
// hidden powers differently for some seed.
func TestDeterminize(t *testing.T) {
	dealt := 0
	for _, title := range g18zoo.Titles() {
		cfg := zooConfig(title, 4, 77)
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(7, 7))
		for step := 0; !g.Finished() && step < 3000; step++ {
			if step%40 == 0 {
				before := g.Snapshot()
				d := g.(engine.Determinizer).Determinize(0, uint64(step))
				if !bytes.Equal(before, g.Snapshot()) {
					t.Fatalf("%s step %d: Determinize changed the game it copies", title.Name(), step)
				}
				if !bytes.Equal(before, d.Snapshot()) {
					t.Fatalf("%s step %d: the determinized copy shows something else", title.Name(), step)
				}
				if diverges(g.Clone(), d.Clone(), uint64(step)) {
					dealt++
				}
				if !slices.EqualFunc(g.Legal(), d.Legal(), func(x, y engine.Action) bool { return bot.Same(&x, &y) }) {
					t.Fatalf("%s step %d: the determinized copy lists other actions", title.Name(), step)
				}
				playOut(t, d, rng)
			}
			acts := bot.Actions(g)
			if err := g.Apply(acts[rng.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if dealt == 0 {
		t.Fatal("no determinized copy dealt the hidden powers differently")
	}
}

// diverges plays a and b with the same choices (by index in their legal
// lists) and reports whether their snapshots ever differ.
func diverges(a, b engine.Game, seed uint64) bool {
	ra, rb := rand.New(rand.NewPCG(seed, 1)), rand.New(rand.NewPCG(seed, 1))
	for !a.Finished() && !b.Finished() {
		la, lb := bot.Actions(a), bot.Actions(b)
		if len(la) != len(lb) {
			return true
		}
		if a.Apply(la[ra.IntN(len(la))]) != nil || b.Apply(lb[rb.IntN(len(lb))]) != nil {
			return true
		}
		if !bytes.Equal(a.Snapshot(), b.Snapshot()) {
			return true
		}
	}
	return false
}

// playOut plays g to its end at random, failing on any refused action.
func playOut(t *testing.T, g engine.Game, rng *rand.Rand) {
	t.Helper()
	for n := 0; !g.Finished(); n++ {
		acts := bot.Actions(g)
		if len(acts) == 0 || n > 5000 {
			t.Fatalf("stuck after %d actions", n)
		}
		a := acts[rng.IntN(len(acts))]
		if err := g.Apply(a); err != nil {
			t.Fatalf("determinized copy refused its own legal %s: %v", a.Type, err)
		}
	}
}

// TestScoresAreResult: at the end of a game Scores is Result, seat by seat,
// and every feature is finite on the way.
func TestScoresAreResult(t *testing.T) {
	title := g18zoo.Titles()[0]
	for seed := int64(1); seed <= 3; seed++ {
		cfg := zooConfig(title, 3, seed)
		g, _ := title.New(cfg)
		rng := rand.New(rand.NewPCG(uint64(seed), 0))
		for !g.Finished() {
			f := g.(engine.Featurer).Features(int(seed) % 3)
			if f.RoundsLeft < 0 || f.RoundsLeft > 7 || f.CertSlack > 1 {
				t.Fatalf("features out of range: %+v", f)
			}
			acts := bot.Actions(g)
			if err := g.Apply(acts[rng.IntN(len(acts))]); err != nil {
				t.Fatal(err)
			}
		}
		res, sc := g.Result(), g.(engine.Scorer).Scores()
		for i, p := range cfg.Players {
			if res[p.ID] != sc[i] {
				t.Fatalf("seed %d seat %d: Scores %d, Result %d", seed, i, sc[i], res[p.ID])
			}
		}
	}
}
