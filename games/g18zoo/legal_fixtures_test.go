package g18zoo_test

import (
	"encoding/json"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// enumerable are the action types the legal-action list spells out.
var enumerable = map[string]bool{"pass": true, "bid": true, "par": true, "buy_shares": true, "sell_shares": true,
	"lay_tile": true, "place_token": true, "buy_train": true, "discard_train": true, "buy_company": true,
	"choose_ability": true, "choose": true, "assign": true, "dividend": true}

// matchKey is what makes two actions the same move.
func matchKey(a engine.Action) string {
	k := []string{a.Type, a.Entity}
	num := func(p *int) string {
		if p == nil {
			return "-"
		}
		b, _ := json.Marshal(*p)
		return string(b)
	}
	switch a.Type {
	case "bid":
		k = append(k, a.Company) // older records bid other prices; the draft sells at the power's value
	case "buy_company":
		k = append(k, a.Company, num(a.Price))
	case "par":
		k = append(k, a.Corporation, a.SharePriceString())
	case "buy_shares":
		s := append([]string(nil), a.Shares...)
		sort.Strings(s)
		k = append(k, strings.Join(s, ","))
	case "sell_shares":
		corp := ""
		if len(a.Shares) > 0 {
			corp = a.Shares[0][:strings.LastIndexByte(a.Shares[0], '_')]
		}
		k = append(k, corp, num(a.Percent))
	case "lay_tile":
		// which free copy of a tile is named does not change the move
		k = append(k, a.Hex, a.Tile[:strings.LastIndexByte(a.Tile, '-')], num(a.Rotation))
	case "place_token":
		k = append(k, a.City)
	case "buy_train":
		k = append(k, a.Train, num(a.Price))
	case "discard_train":
		k = append(k, a.Train)
	case "assign":
		k = append(k, a.Extras().Target)
	case "dividend":
		k = append(k, a.Extras().Kind)
	case "choose", "choose_ability":
		var m map[string]any
		if json.Unmarshal(a.Extras().Choice, &m) == nil {
			// older records name fewer fields; the type and the object named decide
			k = append(k, str(m["type"]), str(m["corporation_id"]), str(m["train_id"]), str(m["corporation"]))
			if m["type"] == "sell" {
				k = append(k, str(m["price"]))
			}
		} else {
			k = append(k, a.ChoiceString())
		}
	}
	return strings.Join(k, "|")
}

func str(v any) string {
	if v == nil {
		return ""
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// TestRecordedActionsAreLegal: every recorded action of an enumerable type
// is in Ferro's legal-action list at that point of the game.
func TestRecordedActionsAreLegal(t *testing.T) {
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
	recs, err := playcheck.Records(dir)
	if err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, p := range recs {
		title, rec, cfg := openRecord(t, p)
		g, err := title.New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		eff, _ := engine.Effective(rec.Actions)
		for _, i := range eff {
			a := rec.Actions[i]
			if enumerable[a.Type] && a.Type != "pass" || a.Type == "pass" && acts(g, a) {
				keys := map[string]bool{}
				ranges := map[string][2]int{} // buy_train: a train from another family lists its price range's ends
				for _, l := range g.Legal() {
					keys[matchKey(l)] = true
					if l.Type == "buy_train" && l.Price != nil {
						k := l.Entity + "|" + l.Train
						r, ok := ranges[k]
						if !ok {
							r = [2]int{*l.Price, *l.Price}
						}
						r[0], r[1] = min(r[0], *l.Price), max(r[1], *l.Price)
						ranges[k] = r
					}
				}
				inRange := false
				if r, ok := ranges[a.Entity+"|"+a.Train]; ok && a.Type == "buy_train" && a.Price != nil {
					inRange = r[0] <= *a.Price && *a.Price <= r[1]
				}
				if !keys[matchKey(a)] && !inRange {
					t.Errorf("%s: action %d (%s by %s) is not in the legal-action list: %s", filepath.Base(p), a.ID, a.Type, a.Entity, matchKey(a))
				}
				checked++
			}
			if err := g.Apply(a); err != nil {
				t.Fatalf("%s: action %d: %v", filepath.Base(p), a.ID, err)
			}
		}
	}
	t.Logf("%d recorded actions found in the legal-action lists", checked)
}

// acts reports whether the action's entity is among those acting now: a
// pass from anyone else is 18xx.games' leniency, not a listed move.
func acts(g engine.Game, a engine.Action) bool {
	for _, l := range g.Legal() {
		if l.Entity == a.Entity {
			return true
		}
	}
	return false
}
