package g18zoo_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
)

// TestDistinctLays: a straight tile such as 57 is offered in three
// rotations, not six, and every lay left out lays the same track as the
// one kept: the game after either offers the same next actions.
func TestDistinctLays(t *testing.T) {
	title, err := registry.Lookup("18ZOO - Map D")
	if err != nil {
		t.Fatal(err)
	}
	cfg := engine.Config{Title: title.Name(), Seed: 4, Players: playcheck.Players(4, 0)}
	g, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(4, 5))
	dropped, compared := 0, 0
	for step := 0; step < 2500 && !g.Finished() && compared < 40; step++ {
		legal := g.Legal()
		kept := engine.DistinctLays(g, legal)
		dropped += len(legal) - len(kept)
		twin := map[string]engine.Action{}
		for _, a := range kept {
			if a.Type == "lay_tile" {
				twin[a.Hex+"|"+g.(engine.LayKeyer).LayKey(a)] = a
			}
		}
		in := map[string]bool{}
		for _, a := range kept {
			b, _ := json.Marshal(a)
			in[string(b)] = true
		}
		for _, a := range legal {
			if b, _ := json.Marshal(a); a.Type != "lay_tile" || in[string(b)] || compared >= 40 {
				continue
			}
			k, ok := twin[a.Hex+"|"+g.(engine.LayKeyer).LayKey(a)]
			if !ok {
				t.Fatalf("lay %s %s r%d left out with no twin kept", a.Tile, a.Hex, *a.Rotation)
			}
			g1, g2 := g.Clone(), g.Clone()
			if err1, err2 := g1.Apply(a), g2.Apply(k); err1 != nil || err2 != nil {
				t.Fatal(err1, err2)
			}
			l1, _ := json.Marshal(g1.Legal())
			l2, _ := json.Marshal(g2.Legal())
			if string(l1) != string(l2) {
				t.Fatalf("%s on %s at rotation %d and %d: the next actions differ", a.Tile, a.Hex, *a.Rotation, *k.Rotation)
			}
			compared++
		}
		if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
			t.Fatal(err)
		}
	}
	if dropped == 0 || compared == 0 {
		t.Fatalf("no lay left out (%d) or compared (%d): the game covers too little", dropped, compared)
	}
	t.Logf("%d lays left out, %d compared with their twins", dropped, compared)
}
