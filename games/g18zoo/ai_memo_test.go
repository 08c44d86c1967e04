package g18zoo

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"

	"ferro/engine"
	"ferro/route"
)

// TestRunMemoAnswersAsSearch: at positions of random games on every map,
// the best run the bots' memo gives each family (runEstimate) is what a
// fresh search finds, also when the memo answers from an entry an earlier
// position, decision or game left (the memo is one for the process), and
// in a determinized copy. A key that left out anything the run depends on
// (the tokens, the phase, a power) would answer a changed board from a
// stale entry.
func TestRunMemoAnswersAsSearch(t *testing.T) {
	runMemo.Reset()
	checked, earlier := 0, 0
	for mi, title := range Titles() {
		cfg := engine.Config{Title: title.Name(), Seed: int64(40 + mi)}
		for i := 1; i <= 3+mi%2; i++ {
			cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprint("Player ", i)})
		}
		eg, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*Game)
		rng := rand.New(rand.NewPCG(uint64(mi), 9))
		for step := 0; !g.Finished() && step < 1500; step++ {
			if step%9 == 0 {
				games := []*Game{g, g.Determinize(0, uint64(step)).(*Game)}
				for gi, gg := range games {
					for f := range gg.fams {
						ctx, key, ok := gg.estimateContext(f, -1)
						if !ok {
							continue
						}
						_, hit := runMemo.Get(key)
						got := gg.runEstimate(f, -1)
						if want := bestValue(ctx); got != want {
							t.Fatalf("%s step %d copy %d family %s: the memo says %d (an earlier entry: %v), a fresh search %d",
								title.Name(), step, gi, gg.fams[f].Sym, got, hit, want)
						}
						checked++
						if hit && gi == 0 {
							earlier++
						}
					}
				}
			}
			a, ok := randomMove(g, rng)
			if !ok {
				continue
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("%s step %d: %s refused: %v", title.Name(), step, a.Type, err)
			}
		}
	}
	// the memo must have answered from earlier positions, or the test
	// proves nothing
	if checked < 500 || earlier < checked/10 {
		t.Fatalf("%d runs checked, %d answered from an earlier position: too few", checked, earlier)
	}
	t.Logf("%d runs checked, %d answered from an earlier position", checked, earlier)
}

// TestRoutePowersKey: every field of RoutePowers is in the memo's key
// (RoutePowers.key): a power added to the struct but not to the key would
// let the memo answer a run with the power from one without it.
func TestRoutePowersKey(t *testing.T) {
	keyOf := func(p RoutePowers) route.Digest {
		return p.key(route.RunKey{}).Sum()
	}
	zero := keyOf(RoutePowers{})
	typ := reflect.TypeOf(RoutePowers{})
	for i := range typ.NumField() {
		var p RoutePowers
		v := reflect.ValueOf(&p).Elem().Field(i)
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(true)
		case reflect.String:
			v.SetString("H1")
		case reflect.Array:
			for j := range v.Len() {
				q := p
				reflect.ValueOf(&q).Elem().Field(i).Index(j).SetString("H1")
				if keyOf(q) == zero {
					t.Errorf("RoutePowers.%s[%d] is not in the key", typ.Field(i).Name, j)
				}
			}
			continue
		default:
			t.Fatalf("RoutePowers.%s: a %s, which this test does not set", typ.Field(i).Name, v.Kind())
		}
		if keyOf(p) == zero {
			t.Errorf("RoutePowers.%s is not in the key", typ.Field(i).Name)
		}
	}
}
