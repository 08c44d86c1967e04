package routecheck

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/games/g18zoo"
	"ferro/games/g18zoo/zoomap"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
	"ferro/route"
)

// zooStep is the part of a fixture trace step these tests read.
type zooStep struct {
	I     int    `json:"i"`
	Phase string `json:"phase"`
	Corps []struct {
		ID        string   `json:"id"`
		Trains    []string `json:"trains"`
		Companies []string `json:"companies"`
	} `json:"corps"`
}

type zooTrace struct {
	Steps []zooStep `json:"steps"`
}

// zooReplay rebuilds the board of an 18ZOO record action by action from
// its lay_tile, place_token, par (home tokens) and assign actions, and
// reads the powers each family holds from the fixture's trace. It is the
// tests' stand-in for the game until the game hands out route contexts.
type zooReplay struct {
	rec    *engine.Record
	letter string
	board  *hexmap.Board
	steps  []zooStep
	holes  []string
	wheat  map[string]string // family → Wheat hex
	barrel map[string]bool   // family → Two barrels used this round
	before *zooStep          // state before the action being replayed
	forced []string          // lays the board refused, put down anyway
}

func loadZoo(t testing.TB, rel string) *zooReplay {
	t.Helper()
	dir := testkit.FixturesDir(t)
	data, err := os.ReadFile(filepath.Join(dir, "18zoo", rel))
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	tdata, err := os.ReadFile(playcheck.TracePath(filepath.Join(dir, "18zoo", rel)))
	if err != nil {
		t.Fatal(err)
	}
	var tr zooTrace
	if err := json.Unmarshal(tdata, &tr); err != nil {
		t.Fatal(err)
	}
	letter, err := zoomap.Letter(rec.Title)
	if err != nil {
		t.Fatal(err)
	}
	b, err := zoomap.NewBoardWith(letter, rec.Settings.OptionalRules)
	if err != nil {
		t.Fatal(err)
	}
	return &zooReplay{rec: rec, letter: letter, board: b, steps: tr.Steps, wheat: map[string]string{}, barrel: map[string]bool{}}
}

// owner is the family holding a power in the state before the action.
func (z *zooReplay) owner(company string) string {
	for _, c := range z.before.Corps {
		if slices.Contains(c.Companies, company) {
			return c.ID
		}
	}
	return ""
}

func (z *zooReplay) holds(corp, company string) bool { return z.owner(company) == corp }

// context is the route context of corp with the given trains, now.
func (z *zooReplay) context(corp string, trains []route.Train) *route.Context {
	phase, err := g18zoo.RoutePhase(z.before.Phase)
	if err != nil {
		panic(err)
	}
	return &route.Context{Board: route.FromHexmap(z.board), Corp: corp, Trains: trains, Phase: phase, Rules: z.powers(corp).Rules()}
}

// powers are the powers in effect on corp's run, as the record has them.
func (z *zooReplay) powers(corp string) g18zoo.RoutePowers {
	p := g18zoo.RoutePowers{
		Wings:      z.holds(corp, "WINGS"),
		Sugar:      z.holds(corp, "A_TIP_OF_SUGAR"),
		Squeeze:    z.holds(corp, "A_SQUEEZE"),
		TwoBarrels: z.barrel[corp],
		WheatHex:   z.wheat[corp],
	}
	if len(z.holes) == 2 {
		p.Holes = [2]string{z.holes[0], z.holes[1]}
	}
	return p
}

// run replays the record, calling at for every run_routes action in
// effect before it is applied.
func (z *zooReplay) run(t testing.TB, at func(a engine.Action)) {
	z.runLog(t, z.rec.Actions, at)
}

// replayBefore replays the record up to (not including) the action with
// that id, or all of it for id 0.
func (z *zooReplay) replayBefore(t testing.TB, id int) {
	t.Helper()
	end := len(z.rec.Actions)
	if id > 0 {
		end = slices.IndexFunc(z.rec.Actions, func(a engine.Action) bool { return a.ID == id })
		if end < 0 {
			t.Fatalf("no action %d", id)
		}
	}
	z.runLog(t, z.rec.Actions[:end], func(engine.Action) {})
	z.before = &z.steps[len(z.steps)-1]
	for i := range z.steps {
		if z.steps[i].I >= end {
			if i > 0 {
				z.before = &z.steps[i-1]
			}
			break
		}
	}
}

// runLog replays a log (a record's, or the start of one).
func (z *zooReplay) runLog(t testing.TB, log []engine.Action, at func(a engine.Action)) {
	t.Helper()
	eff, err := engine.Effective(log)
	if err != nil {
		t.Fatal(err)
	}
	step := 0
	initial := zooStep{Phase: "2S"}
	for _, i := range eff {
		a := log[i]
		z.before = &initial
		for step < len(z.steps) && z.steps[step].I < i {
			step++
		}
		if step > 0 {
			z.before = &z.steps[step-1]
		}
		if err := z.apply(a); err != nil {
			t.Fatalf("action %d (%s): %v", a.ID, a.Type, err)
		}
		if a.Type == "run_routes" {
			at(a)
			z.barrel[a.Entity] = false
		}
	}
}

func (z *zooReplay) apply(a engine.Action) error {
	b := z.board
	switch a.Type {
	case "par":
		return zoomap.PlaceHome(b, z.letter, a.Corporation)
	case "lay_tile":
		rot := 0
		if a.Rotation != nil {
			rot = *a.Rotation
		}
		opts := hexmap.LayOpts{SkipColors: true}
		if a.EntityType == "company" {
			opts.Power, opts.Special = a.Entity, a.Entity != "ANCIENT_MAPS"
		}
		if _, err := b.Lay(a.Hex, a.Tile, rot, opts); err != nil {
			// The board's own lay rules are not under test here: put the
			// tile down as recorded, and count it.
			h, ok := b.Hex(a.Hex)
			name := a.Tile[:strings.LastIndexByte(a.Tile, '-')]
			tile, ok2 := b.Map().Tile(name)
			if !ok || !ok2 {
				return err
			}
			b.Replace(h, tile, rot)
			z.forced = append(z.forced, fmt.Sprintf("%d %s %s: %v", a.ID, a.Hex, a.Tile, err))
		}
	case "place_token":
		h, c, err := b.FindCity(a.City)
		if err != nil {
			return err
		}
		corp := a.Entity
		opts := hexmap.TokenOpts{IgnoreConnection: true}
		if a.EntityType == "company" {
			corp = z.owner(a.Entity)
			opts.ExtraSlot = a.Entity == "ON_A_DIET"
		}
		return b.PlaceToken(b.Map().HexID(h), c, corp, opts)
	case "assign":
		switch a.Entity {
		case "WORK_IN_PROGRESS":
			return b.Block(a.Extras().Target, 0)
		case "THAT_S_MINE":
			return b.Reserve(a.Extras().Target, 0, z.owner(a.Entity))
		case "WHEAT":
			z.wheat[z.owner(a.Entity)] = a.Extras().Target
		case "HOLE":
			z.holes = append(z.holes, a.Extras().Target)
			if len(z.holes) == 2 {
				return g18zoo.ApplyHole(b, z.letter, z.holes[0], z.holes[1])
			}
		}
	case "choose_ability":
		if a.Entity == "TWO_BARRELS" {
			z.barrel[z.owner(a.Entity)] = true
		}
	}
	return nil
}

func zooRecords(t testing.TB) []string {
	dir := testkit.FixturesDir(t)
	all, err := playcheck.Records(filepath.Join(dir, "18zoo"))
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, p := range all {
		rel, _ := filepath.Rel(filepath.Join(dir, "18zoo"), p)
		out = append(out, rel)
	}
	return out
}

// scratchBoard is the board checkBothBoards reuses, as the game does.
var scratchBoard = new(route.Board)

// checkBothBoards is route.Check on ctx (the whole board) after checking that
// it gives the very same on the board of the hexes the routes name
// (route.FromHexmapFor, as the game checks runs).
func checkBothBoards(t *testing.T, z *zooReplay, ctx *route.Context, routes []engine.Route) (route.Result, error) {
	t.Helper()
	res, err := route.Check(ctx, routes)
	part := *ctx
	part.Board = route.FromHexmapFor(scratchBoard, z.board, routes, z.holes...)
	if len(part.Board.Hexes) >= len(ctx.Board.Hexes) {
		t.Errorf("the board for checking has %d hexes, the whole board %d", len(part.Board.Hexes), len(ctx.Board.Hexes))
	}
	pres, perr := route.Check(&part, routes)
	if fmt.Sprint(err) != fmt.Sprint(perr) || !reflect.DeepEqual(res, pres) {
		t.Errorf("Check on the named hexes: %+v, %v; on the whole board: %+v, %v", pres, perr, res, err)
	}
	return res, err
}

// TestRecordedRunsCheck: every run_routes of every 18ZOO fixture is legal
// by route.Check, on the board rebuilt up to it, and pays what it recorded.
func TestRecordedRunsCheck(t *testing.T) {
	runs, withRevenue := 0, 0
	for _, rel := range zooRecords(t) {
		t.Run(rel, func(t *testing.T) {
			z := loadZoo(t, rel)
			z.run(t, func(a engine.Action) {
				var trains []route.Train
				for _, r := range a.Extras().Routes {
					tr, err := g18zoo.RouteTrainID(r.Train)
					if err != nil {
						t.Fatalf("action %d: %v", a.ID, err)
					}
					trains = append(trains, tr)
				}
				ctx := z.context(a.Entity, trains)
				res, err := checkBothBoards(t, z, ctx, a.Extras().Routes)
				runs++
				if err != nil {
					t.Errorf("action %d (%s): %v", a.ID, a.Entity, err)
					return
				}
				for i, r := range a.Extras().Routes {
					if r.Revenue == 0 && r.RevenueStr == "" {
						continue // older records do not store revenue
					}
					withRevenue++
					got := res.Routes[i]
					if got.Revenue != r.Revenue || got.Subsidy != r.Subsidy {
						t.Errorf("action %d (%s) train %s %s: revenue %d subsidy %d, recorded %d and %d",
							a.ID, a.Entity, r.Train, r.RevenueStr, got.Revenue, got.Subsidy, r.Revenue, r.Subsidy)
					}
				}
			})
			for _, f := range z.forced {
				t.Logf("lay refused by the board, forced: %s", f)
			}
		})
	}
	t.Logf("%d runs checked, %d routes with recorded revenue", runs, withRevenue)
}

// TestRefusedRuns are the runs 18xx.games' own tests refuse, on the same
// fixtures, with the rule each breaks.
func TestRefusedRuns(t *testing.T) {
	tests := []struct {
		fixture string
		before  int // action id; 0 for the end of the record
		corp    string
		routes  []engine.Route
		rule    string
	}{
		{"18ZOOMapA/or_power.a_tip_of_sugar.json", 34, "PE", []engine.Route{
			rt("2S-0", conn("K17", "J18", "I19"), conn("K17", "L16", "M17", "N18")),
			rt("2S-1", conn("K15", "K17"), conn("K15", "J16", "I17", "I19"))}, "A tip of sugar"},
		{"18ZOOMapA/or_power.wings.json", 59, "GI", []engine.Route{
			rt("2S-1", conn("L4", "M5"), conn("K9", "K7", "L6", "L4")),
			rt("3S-0", conn("K15", "K13", "K11", "K9"), conn("K15", "K17"), conn("K17", "L16", "M15", "N14"), conn("N14", "N12"))}, "Wings"},
		{"18ZOOMapA/or_power.wings.json", 59, "GI", []engine.Route{
			rt("3S-0", conn("L4", "M5"), conn("K9", "K7", "L6", "L4"), conn("K15", "K13", "K11", "K9"), conn("K15", "K17"),
				conn("K17", "L16", "M15", "N14"), conn("N14", "N12"))}, "Wings"},
		{"18ZOOMapA/or_power.work_in_progress.cannot_ignore_with_wings.json", 0, "GI", []engine.Route{
			rt("2S-0", conn("L4", "M5"), conn("K9", "K7", "L6", "L4"))}, "Work in progress"},
	}
	for _, tc := range tests {
		t.Run(fmt.Sprintf("%s@%d", tc.fixture, tc.before), func(t *testing.T) {
			z := loadZoo(t, tc.fixture)
			z.replayBefore(t, tc.before)
			var trains []route.Train
			for _, r := range tc.routes {
				tr, err := g18zoo.RouteTrainID(r.Train)
				if err != nil {
					t.Fatal(err)
				}
				trains = append(trains, tr)
			}
			ctx := z.context(tc.corp, trains)
			_, err := checkBothBoards(t, z, ctx, tc.routes)
			var ie *engine.IllegalError
			if !errors.As(err, &ie) || ie.Rule != tc.rule {
				t.Fatalf("want rule %q broken, got %v", tc.rule, err)
			}
		})
	}
}
