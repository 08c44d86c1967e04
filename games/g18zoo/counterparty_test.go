package g18zoo_test

import (
	"path/filepath"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// TestCounterpartyInFixtures: across the 59 records, Counterparty names
// the seller of every train bought from another family (a train bought
// before) and of every power a family bought from a player; a train from
// the depot and anything else names nobody. The counts are the records':
// 22 trains from other families (8 of them between two families of one
// president), 57 powers bought from the family's president and 12 from
// another player (listed by -v).
func TestCounterpartyInFixtures(t *testing.T) {
	recs, err := playcheck.Records(filepath.Join(testkit.FixturesDir(t), "18zoo"))
	if err != nil {
		t.Fatal(err)
	}
	var fromFamily, ownTrains, otherPowers, ownPowers int
	for _, p := range recs {
		title, rec, cfg := openRecord(t, p)
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		ids := map[string]bool{}
		for _, pl := range cfg.Players {
			ids[pl.ID] = true
		}
		bought := map[string]bool{} // trains bought before: held by a family
		eff, _ := engine.Effective(rec.Actions)
		for _, i := range eff {
			a := rec.Actions[i]
			seller, ok := g.(engine.Trader).Counterparty(a)
			if ok && !ids[seller] {
				t.Fatalf("%s: action %d: seller %q is no player", filepath.Base(p), a.ID, seller)
			}
			acting := ""
			if ac := g.Acting(); len(ac) > 0 {
				acting = ac[0]
			}
			switch a.Type {
			case "buy_train":
				if ok && !bought[a.Train] {
					t.Errorf("%s: action %d buys %s from the depot: counterparty %q", filepath.Base(p), a.ID, a.Train, seller)
				}
				bought[a.Train] = true
				if ok {
					fromFamily++
					if seller == acting {
						ownTrains++
					} else {
						t.Logf("%s: action %d: %s buys %s from %s's family for %d", filepath.Base(p), a.ID, a.Entity, a.Train, seller, *a.Price)
					}
				}
			case "buy_company":
				if ok && a.EntityType == "corporation" {
					if seller == acting {
						ownPowers++
					} else {
						otherPowers++
						t.Logf("%s: action %d: %s buys %s from %s for %d", filepath.Base(p), a.ID, a.Entity, a.Company, seller, *a.Price)
					}
				}
			default:
				if ok {
					t.Errorf("%s: action %d (%s) names a seller", filepath.Base(p), a.ID, a.Type)
				}
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("%s: action %d: %v", filepath.Base(p), a.ID, err)
			}
		}
	}
	t.Logf("trains from families %d (%d between one president's families); powers from their president %d, from another player %d", fromFamily, ownTrains, ownPowers, otherPowers)
	if fromFamily != 22 || ownTrains != 8 || ownPowers != 57 || otherPowers != 12 {
		t.Errorf("got trains %d/%d, powers %d/%d; want 22/8, 57/12", fromFamily, ownTrains, ownPowers, otherPowers)
	}
}
