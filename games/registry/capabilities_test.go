package registry_test

import (
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
)

// TestEveryTitleDeclaresItsCapabilities: every registered title's game
// gives all that the engine asks of a title (engine.TitleGame), so that
// no consumer meets a title lacking one.
func TestEveryTitleDeclaresItsCapabilities(t *testing.T) {
	for _, name := range registry.Names() {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		lo, _ := title.Players()
		g, err := title.New(engine.Config{Title: name, Seed: 1, Players: playcheck.Players(lo, 0)})
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := g.(engine.TitleGame); !ok {
			t.Errorf("%s: its game (%T) is not an engine.TitleGame", name, g)
		}
	}
}
