package history_test

import (
	"encoding/json"
	"math/rand/v2"
	"reflect"
	"testing"

	"ferro/engine"
	"ferro/engine/history"
	"ferro/games/registry"
	"ferro/internal/playcheck"
	"ferro/logtext"
)

// TestAppendSameAsReplay: a timeline grown by Append, one action at a
// time from a game that applied it (as the server's session does), gives
// the same views, log lines and series as one built by replaying the log.
func TestAppendSameAsReplay(t *testing.T) {
	for _, name := range []string{"18ZOO - Map A", "1713 Menorca"} {
		title, err := registry.Lookup(name)
		if err != nil {
			t.Fatal(err)
		}
		cfg := engine.Config{Title: name, Seed: 9, Players: playcheck.Players(3, 0)}
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		tl, err := history.New(title, cfg, nil, 4)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(9, 26))
		var log []engine.Action
		for i := 0; i < 60 && !g.Finished(); i++ {
			legal := g.Legal()
			a := legal[rng.IntN(len(legal))]
			a.ID = i + 1
			line := g.Describe(a)
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
			log = append(log, a)
			if tl, err = tl.Append(log[:len(log):len(log)], &line, g.Clone()); err != nil {
				t.Fatal(err)
			}
		}
		whole, err := history.New(title, cfg, log, 4)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(tl.Series(), whole.Series()) {
			t.Errorf("%s: the series differ", name)
		}
		for _, n := range []int{0, 3, 4, 17, len(log) - 1, len(log)} {
			a, err1 := tl.ViewAt(n)
			b, err2 := whole.ViewAt(n)
			if err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			logtext.Fill(a.Log, "en")
			logtext.Fill(b.Log, "en")
			ja, _ := json.Marshal(a)
			jb, _ := json.Marshal(b)
			if string(ja) != string(jb) {
				t.Errorf("%s: the view at %d differs", name, n)
			}
		}
	}
}
