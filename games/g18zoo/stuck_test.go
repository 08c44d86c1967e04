package g18zoo

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"os"
	"testing"

	"ferro/engine"
	"ferro/internal/testkit"
)

func TestDebugStuck(t *testing.T) {
	if os.Getenv("DBG_STUCK") == "" {
		t.Skip("debugging aid")
	}
	title := Titles()[3]
	cfg := engine.Config{Title: title.Name(), Seed: 4002}
	for i := 1; i <= 4; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("Player %d", i)})
	}
	rng := rand.New(rand.NewPCG(4002, 0))
	p, _ := testkit.RandomGame(title, cfg, rng, 5000, testkit.Checks{NoClone: true, ReplayEvery: 1000000})
	g := p.Game.(*Game)
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		e := g.stepEntity(s)
		t.Logf("step %d passed=%v active=%v blocks=%v entity=%s actions=%v", s.Kind, s.Passed, g.stepActive(s), g.stepBlocks(s.Kind), g.entityName(e), g.stepActions(s, e))
	}
	b, _ := json.Marshal(p.Log[len(p.Log)-3:])
	t.Logf("last: %s", b)
	t.Logf("snapshot %s", g.Snapshot())
}
