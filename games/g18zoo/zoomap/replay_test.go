package zoomap_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/games/g18zoo"
	"ferro/games/g18zoo/zoomap"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

// stepInfo is what the replay needs from a trace step.
type stepInfo struct {
	RoundType string `json:"round_type"`
	Phase     string `json:"phase"`
	Corps     []struct {
		ID   string `json:"id"`
		Cash int    `json:"cash"`
	} `json:"corps"`
}

func (s *stepInfo) cash(corp string) (int, bool) {
	for _, c := range s.Corps {
		if c.ID == corp {
			return c.Cash, true
		}
	}
	return 0, false
}

// phaseColors are the tile colours of each 18ZOO phase.
var phaseColors = map[string]hexmap.ColorSet{
	"2S":      hexmap.Colors(hexmap.Yellow),
	"3S":      hexmap.Colors(hexmap.Yellow, hexmap.Green),
	"4S":      hexmap.Colors(hexmap.Yellow, hexmap.Green),
	"4S Perm": hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown),
	"5S":      hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown),
	"4J":      hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown, hexmap.Gray),
}

// replayer applies the map actions of a record to a board.
type replayer struct {
	letter string
	board  *hexmap.Board
	owner  map[string]string // company → owning corporation
	par    map[string]int    // corporation → par price
	holes  []string
	steps  map[int]*stepInfo // action index → state after it
	// kinds counts lays by the options they needed.
	kinds map[string]int
}

// layOpts are the options a recorded lay is checked with, and a name for
// the kind of lay.
func (r *replayer) layOpts(i int, a engine.Action) (hexmap.LayOpts, string) {
	st := r.steps[i]
	var colors hexmap.ColorSet
	if st != nil {
		colors = phaseColors[st.Phase]
	}
	if a.EntityType == "company" {
		opts, ok := zoomap.PowerOpts(r.letter, a.Entity, r.owner[a.Entity], colors)
		if !ok {
			return hexmap.LayOpts{Corp: r.owner[a.Entity], Power: a.Entity}, "company " + a.Entity
		}
		return opts, strings.ToLower(a.Entity)
	}
	corp := a.Entity
	if st != nil && st.RoundType == "SR" {
		if home, _, _ := zoomap.Home(r.letter, corp); a.Hex == home {
			return zoomap.HomeTrackOpts(r.letter, corp, r.par[corp]), "home track"
		}
		return zoomap.BonusTrackOpts(corp, colors), "bonus track"
	}
	return zoomap.TrackOpts(corp, colors), "corporation"
}

// corpOf is the corporation acting for an action's entity.
func (r *replayer) corpOf(a engine.Action) string {
	if a.EntityType == "company" {
		return r.owner[a.Entity]
	}
	return a.Entity
}

// apply replays one effective action; lay and token errors are returned.
func (r *replayer) apply(i int, a engine.Action) (string, error) {
	b := r.board
	switch a.Type {
	case "par":
		p, _ := strconv.Atoi(strings.Split(a.SharePriceString(), ",")[0])
		r.par[a.Corporation] = p
		return "", zoomap.PlaceHome(b, r.letter, a.Corporation)
	case "buy_company":
		if a.EntityType == "corporation" {
			r.owner[a.Company] = a.Entity
		}
	case "assign":
		switch a.Entity {
		case "HOLE":
			r.holes = append(r.holes, a.Extras().Target)
			if len(r.holes) == 2 {
				return "", g18zoo.ApplyHole(b, r.letter, r.holes[0], r.holes[1])
			}
		case "WORK_IN_PROGRESS":
			return "", b.Block(a.Extras().Target, 0)
		case "THAT_S_MINE":
			return "", b.Reserve(a.Extras().Target, 0, r.corpOf(a))
		}
	case "place_token":
		h, c, err := b.FindCity(a.City)
		if err != nil {
			return "token", err
		}
		opts := hexmap.TokenOpts{}
		switch a.Entity {
		case "ON_A_DIET":
			opts.ExtraSlot = true
		case "THAT_S_MINE":
			opts.IgnoreConnection = true
		}
		spot := hexmap.TokenSpot{Hex: b.Map().HexID(h), City: c}
		if !slices.Contains(b.LegalTokens(r.corpOf(a), opts), spot) {
			return "token", errors.New("LegalTokens does not list this token")
		}
		return "token", b.PlaceToken(spot.Hex, c, r.corpOf(a), opts)
	case "run_routes":
		return "route", r.checkRoutes(a)
	case "lay_tile":
		if a.Rotation == nil {
			return "lay", errors.New("lay_tile without rotation")
		}
		opts, kind := r.layOpts(i, a)
		r.kinds[kind]++
		legal := b.LegalLays(opts)
		if !listed(legal, a) {
			return "lay", errors.New("LegalLays does not list this lay")
		}
		if err := sameAsLay(b, legal, a.Hex, opts); err != nil {
			return "lay", err
		}
		_, err := b.Lay(a.Hex, a.Tile, *a.Rotation, opts)
		return "lay", err
	}
	return "", nil
}

// checkRoutes: every step of a recorded route's connections crosses from
// one hex to a neighbour with track on both sides of the shared edge; this
// checks neighbours and the rotation of every tile the route uses.
func (r *replayer) checkRoutes(a engine.Action) error {
	m := r.board.Map()
	for _, rt := range a.Extras().Routes {
		for _, conn := range rt.Connections {
			if len(conn) > 0 && conn[0] == "local" { // a run inside one city
				continue
			}
			for k := 0; k+1 < len(conn); k++ {
				x, ok1 := m.HexIndex(conn[k])
				y, ok2 := m.HexIndex(conn[k+1])
				if !ok1 || !ok2 {
					return fmt.Errorf("route %s: unknown hex in %v", rt.Train, conn)
				}
				e := m.NeighborDirection(x, y)
				if e < 0 {
					return fmt.Errorf("route %s: %s and %s are not neighbours", rt.Train, conn[k], conn[k+1])
				}
				if r.board.Exits(x)&(1<<e) == 0 || r.board.Exits(y)&(1<<hexmap.Invert(e)) == 0 {
					return fmt.Errorf("route %s: no track across the %s–%s edge", rt.Train, conn[k], conn[k+1])
				}
			}
		}
	}
	return nil
}

// sameAsLay: on the hex of a recorded lay, LegalLays lists exactly what
// Lay accepts, every tile kind and rotation tried.
func sameAsLay(b *hexmap.Board, legal []hexmap.Lay, hex string, opts hexmap.LayOpts) error {
	var want, got []string
	for _, l := range legal {
		if l.Hex == hex {
			got = append(got, fmt.Sprintf("%s/%d", l.Tile, l.Rotation))
		}
	}
	c := b.Clone() // a failed Lay leaves it unchanged; renewed after each success
	for _, mf := range b.Map().Manifest() {
		id := ""
		for k := 0; k < mf.Count; k++ {
			if cand := fmt.Sprintf("%s-%d", mf.Tile.Name, k); b.InSupply(cand) {
				id = cand
				break
			}
		}
		if id == "" {
			continue
		}
		for rot := 0; rot < 6; rot++ {
			if _, err := c.Lay(hex, id, rot, opts); err == nil {
				want = append(want, fmt.Sprintf("%s/%d", id, rot))
				c = b.Clone()
			}
		}
	}
	if !slices.Equal(got, want) {
		return fmt.Errorf("on %s LegalLays lists %v, Lay accepts %v", hex, got, want)
	}
	return nil
}

// listed reports whether a recorded lay is among the legal lays (any copy
// of the same tile).
func listed(lays []hexmap.Lay, a engine.Action) bool {
	name := a.Tile[:strings.LastIndexByte(a.Tile, '-')]
	for _, l := range lays {
		if l.Hex == a.Hex && l.Rotation == *a.Rotation && l.Tile[:strings.LastIndexByte(l.Tile, '-')] == name {
			return true
		}
	}
	return false
}

func loadSteps(t testing.TB, path string) map[int]*stepInfo {
	tr, err := playcheck.LoadTrace(playcheck.TracePath(path))
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	out := map[int]*stepInfo{}
	for _, s := range tr.Steps {
		var si stepInfo
		if err := json.Unmarshal(s.State, &si); err != nil {
			t.Fatalf("%s step %d: %v", path, s.I, err)
		}
		out[s.I] = &si
	}
	return out
}

// TestReplayFixtureLays replays the tile lays, token placements and map
// powers of every fixture record onto a fresh board of its map: every
// recorded lay and token must be accepted with the options its round and
// power call for (connection included), LegalLays and LegalTokens must list
// every recorded lay and token beforehand, and every corporation lay must cost what the trace shows
// the corporation paid. Each recorded run's connections must follow track
// across hex edges on the board as it stands.
func TestReplayFixtureLays(t *testing.T) {
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
	paths, err := playcheck.Records(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(paths) == 0 {
		testkit.NoFixture(t, "no 18ZOO fixture records")
	}
	kinds := map[string]int{}
	lays, tokens, routes := 0, 0, 0
	for _, path := range paths {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := engine.ParseRecord(data)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		letter, err := zoomap.Letter(rec.Title)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		board, err := zoomap.NewBoardWith(letter, rec.Settings.OptionalRules)
		if err != nil {
			t.Fatal(err)
		}
		r := &replayer{letter: letter, board: board, owner: map[string]string{}, par: map[string]int{},
			steps: loadSteps(t, path), kinds: kinds}
		eff, err := engine.Effective(rec.Actions)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		name, _ := filepath.Rel(dir, path)
		prev := (*stepInfo)(nil)
		for _, i := range eff {
			a := rec.Actions[i]
			before := board.Clone()
			what, err := r.apply(i, a)
			if err != nil {
				t.Errorf("%s action %d (%s %s %s %s rot %v): %v", name, a.ID, a.Type, a.Entity, a.Hex, a.Tile+a.City, deref(a.Rotation), err)
			}
			switch what {
			case "lay":
				lays++
				if err == nil && a.EntityType == "corporation" && prev != nil && r.owner["SHINING_GOLD"] != a.Entity {
					checkCost(t, name, a, before, prev, r.steps[i])
				}
			case "token":
				tokens++
			case "route":
				routes++
			}
			if s := r.steps[i]; s != nil {
				prev = s
			}
		}
	}
	keys := make([]string, 0, len(kinds))
	for k := range kinds {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		t.Logf("%-16s %d lays", k, kinds[k])
	}
	t.Logf("%d lays, %d tokens and %d runs replayed from %d records", lays, tokens, routes, len(paths))
	if lays < 490 || tokens < 45 || routes < 100 {
		t.Errorf("only %d lays, %d tokens and %d runs replayed; the fixtures hold more", lays, tokens, routes)
	}
}

// checkCost compares the terrain cost of a corporation's lay with its cash
// before and after in the trace (tile lays cost nothing else in 18ZOO).
func checkCost(t *testing.T, name string, a engine.Action, before *hexmap.Board, prev, now *stepInfo) {
	t.Helper()
	c0, ok0 := prev.cash(a.Entity)
	c1, ok1 := now.cash(a.Entity)
	if !ok0 || !ok1 {
		return
	}
	h, _ := before.Hex(a.Hex)
	tile, _ := before.Tile(h)
	if got, want := tile.Cost, c0-c1; got != want {
		t.Errorf("%s action %d: lay on %s cost %d, trace shows %s paid %d", name, a.ID, a.Hex, got, a.Entity, want)
	}
}

func deref(p *int) any {
	if p == nil {
		return nil
	}
	return *p
}
