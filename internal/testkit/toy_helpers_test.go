package testkit

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/server/testgame"
)

func toyConfig(seed int64, rules ...string) engine.Config {
	return engine.Config{
		Title:         testgame.Name,
		Players:       []engine.Player{{ID: "1", Name: "Ann"}, {ID: "2", Name: "Ben"}, {ID: "3", Name: "Cy"}},
		Seed:          seed,
		OptionalRules: rules,
	}
}

func rng(seed uint64) *rand.Rand { return rand.New(rand.NewPCG(seed, 0)) }

// toyRecord plays a finished toy game at random and returns its record.
func toyRecord(t *testing.T, seed int64) *engine.Record {
	t.Helper()
	p, err := playcheck.RandomGame(testgame.Title(), toyConfig(seed), rng(uint64(seed)), 1000, playcheck.Checks{})
	if err != nil {
		t.Fatal(err)
	}
	if p.Failure != nil {
		t.Fatal(p.Failure)
	}
	if !p.Game.Finished() {
		t.Fatalf("toy game %d did not finish in %d actions", seed, len(p.Log))
	}
	return p.Record("test")
}
