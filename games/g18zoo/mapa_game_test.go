package g18zoo

import (
	"fmt"
	"testing"

	"ferro/engine"
)

// newMapAGame is a new four-player game of the first title (Map A) with
// this seed, for the evaluation tests.
func newMapAGame(t *testing.T, seed int64) *Game {
	t.Helper()
	title := Titles()[0]
	cfg := engine.Config{Title: title.Name(), Seed: seed}
	for i := 1; i <= 4; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprint("Player ", i)})
	}
	eg, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return eg.(*Game)
}
