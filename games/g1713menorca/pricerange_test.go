package g1713menorca_test

import (
	"math/rand/v2"
	"testing"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
)

// TestPriceRange: wherever a vehicle is offered from another company, every
// amount of its PriceRange is accepted, and one past either end refused.
func TestPriceRange(t *testing.T) {
	title, err := registry.Lookup("1713 Menorca")
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for seed := int64(1); seed <= 8 && checked < 30; seed++ {
		g, err := title.New(engine.Config{Title: title.Name(), Seed: seed, Players: playcheck.Players(2+int(seed%2), 0)})
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(uint64(seed), 3))
		for step := 0; step < 3000 && !g.Finished() && checked < 30; step++ {
			legal := g.Legal()
			for _, a := range legal {
				lo, hi, ok := g.(engine.PriceRanger).PriceRange(a)
				if !ok {
					continue
				}
				checked++
				for _, p := range []int{lo, (lo + hi) / 2, hi} {
					b := a
					b.Price = engine.Int(p)
					if err := g.Clone().Apply(b); err != nil {
						t.Fatalf("price %d of %d..%d refused: %v", p, lo, hi, err)
					}
				}
				for _, p := range []int{lo - 1, hi + 1} {
					b := a
					b.Price = engine.Int(p)
					if g.Clone().Apply(b) == nil {
						t.Fatalf("price %d outside %d..%d accepted", p, lo, hi)
					}
				}
			}
			if err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no vehicle offered from another company: the games cover too little")
	}
	t.Logf("%d ranges checked", checked)
}
