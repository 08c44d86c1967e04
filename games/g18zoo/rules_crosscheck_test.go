package g18zoo_test

// Targeted tests for the rules a differential test against 18xx.games'
// engine corrected (commits fc9da9a, d8813bb, 9a6f85a, e211472). Each
// position is a prefix of a record where the rule decides something:
// preferably a cross-checked game (testdata/crosschecked, always present),
// else a shared fixture (skipped when ../shared is absent), else a prefix
// of a Ferro random game (testdata/rules) where no other record reaches
// the rule. Each test was seen to fail with its rule disabled.

import (
	"encoding/json"
	"errors"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/internal/testkit"
)

// recordUntil replays a record's applied actions (undo and redo resolved)
// up to the one with id stop: before it, or through it when through is set.
func recordUntil(t *testing.T, path string, stop int, through bool) engine.Game {
	t.Helper()
	title, rec, cfg := openRecord(t, path)
	g, err := title.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	eff, err := engine.Effective(rec.Actions)
	if err != nil {
		t.Fatal(err)
	}
	for _, i := range eff {
		a := rec.Actions[i]
		if a.ID == stop && !through {
			return g
		}
		if err := g.Apply(a); err != nil {
			t.Fatalf("%s: action %d: %v", path, a.ID, err)
		}
		if a.ID == stop {
			return g
		}
	}
	t.Fatalf("%s has no applied action %d", path, stop)
	return nil
}

// position is a point in a record: a cross-checked game by name, a
// shared fixture as "fixture:18ZOOMapA/NAME.json", or a random-game prefix
// as "rules:NAME".
type position struct {
	record string
	before int // the id of the action the position stands before
}

func (p position) path(t *testing.T) string {
	t.Helper()
	if rel, ok := strings.CutPrefix(p.record, "fixture:"); ok {
		return filepath.Join(testkit.FixturesDir(t), "18zoo", rel)
	}
	if name, ok := strings.CutPrefix(p.record, "rules:"); ok {
		return filepath.Join("testdata", "rules", name+".json")
	}
	return filepath.Join("testdata", "crosschecked", p.record+".json")
}

// at is the game at the position; after is the game once the action at the
// position (the record's own) is applied too.
func (p position) at(t *testing.T) engine.Game    { return recordUntil(t, p.path(t), p.before, false) }
func (p position) after(t *testing.T) engine.Game { return recordUntil(t, p.path(t), p.before, true) }

func action(t *testing.T, js string) engine.Action {
	t.Helper()
	var a engine.Action
	if err := json.Unmarshal([]byte(js), &a); err != nil {
		t.Fatalf("%s: %v", js, err)
	}
	return a
}

// legalHas reports whether Legal lists the action.
func legalHas(g engine.Game, a engine.Action) bool {
	want, _ := json.Marshal(a)
	for _, l := range g.Legal() {
		if got, _ := json.Marshal(l); string(got) == string(want) {
			return true
		}
	}
	return false
}

const (
	mapA2 = "mapA-p2-game-000000-seed-312"
	mapA5 = "mapA-p5-game-000000-seed-325"
	mapB3 = "mapB-p3-game-000000-seed-313"
	mapC4 = "mapC-p4-game-000000-seed-700"
	mapD3 = "mapD-p3-game-000000-seed-323"
	mapD4 = "mapD-p4-game-000000-seed-314"
	mapF4 = "mapF-p4-game-000000-seed-314"
)

// TestCrossCheckRefusals: at each position the action is not listed by
// Legal and Apply refuses it naming the rule, changing nothing.
func TestCrossCheckRefusals(t *testing.T) {
	cases := []struct {
		name string
		pos  position
		a    string
		rule string
	}{
		// GI has run and waits in its train step: Two barrels is for a run
		{"Two barrels only when running", position{mapA2, 67},
			`{"entity":"TWO_BARRELS","type":"choose_ability","entity_type":"company","choice":{"type":"two_barrels"}}`, "turn order"},
		// Moles has laid one of its two tiles
		{"Moles may not pass", position{mapA2, 68},
			`{"entity":"MOLES","type":"pass","entity_type":"company"}`, "turn order"},
		// GI has 0$N; F11's terrain costs more
		{"no tile lay the family cannot pay for: a power's lay", position{mapD4, 509},
			`{"entity":"ANCIENT_MAPS","type":"lay_tile","entity_type":"company","hex":"F11","tile":"7-5","rotation":0}`, "cash"},
		// the same for a family's own lay: PB cannot pay for L18's terrain
		{"no tile lay the family cannot pay for: its own lay", position{"rules:mapA-p2-random-seed-2002", 92},
			`{"entity":"PB","type":"lay_tile","entity_type":"corporation","hex":"L18","tile":"7-3","rotation":1}`, "cash"},
		// PE placed its station this turn (and waits to run); That's mine! may not add another
		{"one station a turn, the powers' included", position{"fixture:18ZOOMapA/or_power.that_s_mine.cannot_convert_if_already_tokened.json", 33},
			`{"entity":"THAT_S_MINE","type":"place_token","entity_type":"company","city":"619-0-0","slot":0}`, "turn order"},
		// GI spent its last 7$N on its second 2S: That's mine! may not place
		// the station in L4's reserved city without 2$N in GI's treasury,
		// though Player 1's ZOOTickets, once sold, would pay for it (Legal
		// listed it while Apply refused it)
		{"That's mine! needs the station's price in the treasury", position{"fixture:18ZOOMapA/or_power.that_s_mine.cannot_convert_if_no_money.json", 15},
			`{"entity":"THAT_S_MINE","type":"place_token","entity_type":"company","city":"201-0-0","slot":0}`, "cash"},
		// That's mine! reserved E15, which PB's network does not reach (the
		// board would refuse the station too, as not connected)
		{"That's mine! needs its city on the network", position{mapA5, 281},
			`{"entity":"THAT_S_MINE","type":"place_token","entity_type":"company","city":"15-0-0","slot":0}`, "turn order"},
		// TI must buy a train; Player 3 selling 20% of its 40% would make Player 2 president
		{"an emergency sale may not hand over the operating family's presidency", position{mapD3, 278},
			`{"entity":3,"type":"sell_shares","entity_type":"player","shares":["TI_0"],"percent":20}`, "emergency money"},
		// GI_3 is Player 4's
		{"named bundles are checked: a certificate the seller does not hold", position{mapA5, 77},
			`{"entity":5,"type":"sell_shares","entity_type":"player","shares":["GI_3"],"percent":20}`, "sell shares"},
		// Player 1 holds TI_2 and TI_3; TI_2 alone is not 40%
		{"named bundles are checked: certificates that do not make the percentage", position{mapA5, 78},
			`{"entity":1,"type":"sell_shares","entity_type":"player","shares":["TI_2"],"percent":40}`, "sell shares"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.pos.at(t)
			a := action(t, c.a)
			if legalHas(g, a) {
				t.Errorf("Legal lists %s", c.a)
			}
			before := g.Snapshot()
			err := g.Apply(a)
			if err == nil {
				t.Fatalf("accepted %s", c.a)
			}
			var ie *engine.IllegalError
			if !errors.As(err, &ie) {
				t.Fatalf("error %v is not an IllegalError", err)
			}
			if ie.Rule != c.rule {
				t.Errorf("rule %q, want %q (%v)", ie.Rule, c.rule, err)
			}
			if string(g.Snapshot()) != string(before) {
				t.Errorf("state changed by a refused action")
			}
		})
	}
}

// TestCrossCheckOffers: at each position Legal lists the action and Apply
// accepts it.
func TestCrossCheckOffers(t *testing.T) {
	cases := []struct {
		name string
		pos  position
		a    string
	}{
		// the other side of "Two barrels only when running": PB is to run
		{"Two barrels when the family is to run", position{mapB3, 167},
			`{"entity":"TWO_BARRELS","type":"choose_ability","entity_type":"company","choice":{"type":"two_barrels"}}`},
		// after Ancient maps' first tile the game waits for the second, which may be given up
		{"Ancient maps may give up its second tile", position{mapA2, 59},
			`{"entity":"ANCIENT_MAPS","type":"pass","entity_type":"company"}`},
		// EL has no cash, but owns On a diet: its token step still waits
		{"the token step counts On a diet's free station", position{mapC4, 215},
			`{"entity":"EL","type":"pass","entity_type":"corporation"}`},
		// PB's network touches K12 only along track that another branch of
		// the walk, past a switch, had already used: track walked past a
		// switch is released on the way back so that each way through the
		// switch is tried (hexmap's walk as 18xx.games', commit a5ddf22)
		{"a network walk tries each way through a switch", position{mapB3, 174},
			`{"entity":"PB","type":"lay_tile","entity_type":"corporation","hex":"K12","tile":"9-3","rotation":5}`},
		// PE must buy a train and with Player 1 cannot pay for a 3S. Player 1
		// holds only the presidencies of PE, LI and TI: nobody could take
		// LI's or TI's, and selling 20% of PE's would hand it to Player 4,
		// which an emergency sale may not do; so the bank lends
		{"the bank lends when nothing else may be sold", position{"rules:mapA-p4-random-seed-4000", 153},
			`{"entity":"PE","type":"buy_train","entity_type":"corporation","price":12,"train":"3S-0","variant":"3S"}`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.pos.at(t)
			a := action(t, c.a)
			if !legalHas(g, a) {
				t.Errorf("Legal does not list %s", c.a)
			}
			if err := g.Apply(a); err != nil {
				t.Errorf("refused: %v", err)
			}
		})
	}
}

type view struct {
	Phase string `json:"phase"`
	Corps []struct {
		ID        string          `json:"id"`
		Cash      int             `json:"cash"`
		Price     json.RawMessage `json:"price"`
		Companies []string        `json:"companies"`
	} `json:"corps"`
	Players []struct {
		Name      string   `json:"name"`
		Cash      int      `json:"cash"`
		Companies []string `json:"companies"`
	} `json:"players"`
}

func viewOf(t *testing.T, g engine.Game) view {
	t.Helper()
	var v view
	if err := json.Unmarshal(g.Snapshot(), &v); err != nil {
		t.Fatal(err)
	}
	return v
}

func (v view) corpCash(id string) int {
	for _, c := range v.Corps {
		if c.ID == id {
			return c.Cash
		}
	}
	return -1
}

func (v view) corpPrice(id string) string {
	for _, c := range v.Corps {
		if c.ID == id {
			return string(c.Price)
		}
	}
	return ""
}

func (v view) holder(company string) string {
	for _, p := range v.Players {
		if slices.Contains(p.Companies, company) {
			return p.Name
		}
	}
	for _, c := range v.Corps {
		if slices.Contains(c.Companies, company) {
			return c.ID
		}
	}
	return ""
}

// TestAncientMapsGivenUpStaysWithItsFamily: giving up the second tile ends
// the power's use but GI keeps the company (it still counts among its three).
func TestAncientMapsGivenUpStaysWithItsFamily(t *testing.T) {
	g := position{mapA2, 59}.at(t)
	if err := g.Apply(action(t, `{"entity":"ANCIENT_MAPS","type":"pass","entity_type":"company"}`)); err != nil {
		t.Fatal(err)
	}
	if h := viewOf(t, g).holder("ANCIENT_MAPS"); h != "GI" {
		t.Errorf("Ancient maps is held by %q, want GI", h)
	}
	for _, a := range g.Legal() {
		if a.Entity == "ANCIENT_MAPS" {
			t.Errorf("Ancient maps still acts: %s %s", a.Type, a.Hex)
		}
	}
}

// TestMidasClosesAtPhaseChange: Whatsup buys GI a 5S in the stock round;
// the phase changes and the Midas in use (Player 3's) closes.
func TestMidasClosesAtPhaseChange(t *testing.T) {
	p := position{mapB3, 265}
	before := viewOf(t, p.at(t))
	after := viewOf(t, p.after(t))
	if before.holder("MIDAS") != "Player 3" {
		t.Fatalf("Midas held by %q before, want Player 3", before.holder("MIDAS"))
	}
	if before.Phase == after.Phase {
		t.Fatalf("no phase change (%s)", after.Phase)
	}
	if h := after.holder("MIDAS"); h != "" {
		t.Errorf("Midas still held by %s after the phase change to %s", h, after.Phase)
	}
}

// TestPatchedTrainKeepsOperatedFlag: the stock round ends; the new
// operating round clears every train's operated flag but that of the train
// behind a patch (2S-1).
func TestPatchedTrainKeepsOperatedFlag(t *testing.T) {
	g := position{"fixture:18ZOOMapA/or_power.patch.json", 78}.after(t)
	if !g18zoo.TrainOperated(g, "2S-1") {
		t.Errorf("the patched 2S-1 lost its operated flag")
	}
	if g18zoo.TrainOperated(g, "3S-0") {
		t.Errorf("3S-0 kept its operated flag into the new operating round")
	}
}

// TestSqueezeCountsAtDividend: GI has run with 3$N subsidy and buys A
// squeeze before its dividend; the 3$N more are paid at the dividend, by
// the owner then.
func TestSqueezeCountsAtDividend(t *testing.T) {
	p := position{"fixture:18ZOOMapA/153535.json", 62}
	withhold := action(t, `{"entity":"GI","type":"dividend","entity_type":"corporation","kind":"withhold"}`)
	plain := p.at(t)
	if err := plain.Apply(withhold); err != nil {
		t.Fatal(err)
	}
	g := p.at(t)
	buy := action(t, `{"entity":"GI","type":"buy_company","entity_type":"corporation","company":"A_SQUEEZE","price":0}`)
	if !legalHas(g, buy) {
		t.Fatalf("GI cannot buy A squeeze here")
	}
	if err := g.Apply(buy); err != nil {
		t.Fatal(err)
	}
	if err := g.Apply(withhold); err != nil {
		t.Fatal(err)
	}
	got, base := viewOf(t, g).corpCash("GI"), viewOf(t, plain).corpCash("GI")
	if got != base+3 {
		t.Errorf("GI has %d$N, want %d$N (3$N more than without A squeeze)", got, base+3)
	}
}

// TestCertificateIdentity: after each sale, every certificate is where
// 18xx.games puts it (which certificate moves depends on when each changed
// hands).
func TestCertificateIdentity(t *testing.T) {
	cases := []struct {
		name string
		pos  position
		fam  string
		want []string // holder of each certificate after the record's action
	}{
		// Player 3 sells EL_0 and EL_2 (60%); Player 2 becomes president
		// and hands over the two of EL_1, EL_3, EL_4 it got first (EL_4, EL_1)
		{"a new president hands over their first-acquired certificates", position{mapF4, 392}, "EL", []string{"2", "market", "market", "2", "market"}},
		// Player 1 sells 20% of CR's 40%; CR_3 and CR_4 go to the market,
		// then the market's first-arrived (CR_2, there before CR_1) comes back
		{"the market's first-arrived certificate is taken back", position{mapB3, 248}, "CR", []string{"3", "market", "1", "market", "market"}},
		// Player 2 sells 20% of CR's 40%: it takes back CR_1, in the market
		// before the sale, not one of those just handed over
		{"a partial president's sale takes back a certificate", position{mapB3, 144}, "CR", []string{"1", "2", "market", "market", "treasury"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := c.pos.after(t)
			got := g18zoo.CertHolders(g, c.fam)
			if !slices.Equal(got, c.want) {
				t.Errorf("%s certificates held by %v, want %v", c.fam, got, c.want)
			}
		})
	}
}

// TestEmergencySaleResortsOrder: Player 3's emergency sale for EL moves
// LI's price down; the families still to operate are sorted again by price.
func TestEmergencySaleResortsOrder(t *testing.T) {
	p := position{mapC4, 219}
	before, after := g18zoo.StillToOperate(p.at(t)), g18zoo.StillToOperate(p.after(t))
	if want := []string{"BB", "LI", "TI", "CR"}; !slices.Equal(before, want) {
		t.Fatalf("still to operate before the sale %v, want %v", before, want)
	}
	if want := []string{"BB", "TI", "CR", "LI"}; !slices.Equal(after, want) {
		t.Errorf("still to operate after the sale %v, want %v", after, want)
	}
}

// TestShareProtectionByIdenticalBundle: Player 5 sold LI_2 and LI_3
// together (action 56); Player 1 bought LI_3 and sells it alone: not the
// same bundle, so LI's price moves down.
func TestShareProtectionByIdenticalBundle(t *testing.T) {
	p := position{"rules:mapA-p5-random-seed-5002", 71}
	before, after := viewOf(t, p.at(t)).corpPrice("LI"), viewOf(t, p.after(t)).corpPrice("LI")
	if before == after {
		t.Errorf("LI's price stayed at %s", before)
	}
}
