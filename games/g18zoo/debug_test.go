package g18zoo

import (
	"os"
	"strconv"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
)

var debugExtra []func(*testing.T, *Game)

// TestDebugPosition replays $DBG_FILE up to (not including) action $DBG_ID
// and logs the round's steps: a tool for finding where a record departs.
func TestDebugPosition(t *testing.T) {
	path := os.Getenv("DBG_FILE")
	if path == "" {
		t.Skip("a debugging aid: set DBG_FILE and DBG_ID")
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		t.Fatal(err)
	}
	cfg, _ := rec.Config()
	var g *Game
	for _, ti := range Titles() {
		if ti.Name() == rec.Title {
			gi, err := ti.New(cfg)
			if err != nil {
				t.Fatal(err)
			}
			g = gi.(*Game)
		}
	}
	eff, _ := engine.Effective(rec.Actions)
	stop, err := strconv.Atoi(os.Getenv("DBG_ID"))
	if err != nil {
		stop = -1 // replay the whole record
	}
	for _, i := range eff {
		a := rec.Actions[i]
		if a.ID == stop {
			break
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		e := steps.WaitsFor(g, s)
		var names []string
		if steps.Active(g, s) {
			names = acts.Names(steps.Actions(g, s, e))
		}
		t.Logf("step %d passed=%v active=%v blocks=%v entity=%s actions=%v", s.Kind, s.Passed, steps.Active(g, s), steps.Blocks(g, s.Kind), entityName(g, e), names)
	}
	if f := g.operator(); f >= 0 {
		t.Logf("operator %s cash %d trains %d limit %d canBuy %v helped %v", g.fams[f].Sym, g.fams[f].Cash, g.fleetView().count(f), trainDepot.Limit(g.phase), (buyTrainStep{}).can(g, f), g.round.PresidentHelped)
	}
	for _, x := range debugExtra {
		x(t, g)
	}
}

func init() { debugExtra = append(debugExtra, logTokens) }

func logTokens(t *testing.T, g *Game) {
	if f := g.operator(); f >= 0 {
		t.Logf("next token price %d, buying power %d", g.fams[f].nextTokenPrice(), buyingPower(&g.fams[f], g.companies))
		for _, s := range g.board.b.LegalTokens(g.fams[f].Sym, hexmap.TokenOpts{}) {
			h, _ := g.board.b.Hex(s.Hex)
			t.Logf("token spot %+v tile %s tokens %+v", s, g.board.b.TileID(h), g.board.b.TokensAt(h, s.City))
		}
	}
}

func init() { debugExtra = append(debugExtra, logPlayers) }

func logPlayers(t *testing.T, g *Game) {
	for c := range g.companies {
		t.Logf("company %s owner %v closed %v used %d", g.companies[c].Sym, g.companies[c].Owner, g.companies[c].Closed, g.companies[c].Used)
	}
	for p := range g.players {
		t.Logf("%s cash %d certs %d/%d tickets %v", g.players[p].Name, g.players[p].Cash, g.fams.certCount(p), g.certLimit(), hasTickets(g.companies, p))
		for f := range g.fams {
			if pc := g.percentOf(p, f); pc > 0 {
				t.Logf("   %s %d%% sellable %v canSell %v", g.fams[f].Sym, pc, g.fams[f].saleSizes(g.order, p), (stockStep{}).canSell(g, p, f))
			}
		}
	}
}

func init() { debugExtra = append(debugExtra, logReach) }

func logReach(t *testing.T, g *Game) {
	f := g.operator()
	if f < 0 {
		return
	}
	b := g.board.b
	r := b.Reach(g.fams[f].Sym)
	var hexes []string
	for h := range r.Paths {
		if r.Hex(h) {
			id := b.Map().HexID(h)
			hexes = append(hexes, id+"("+b.TileID(h)+")")
		}
	}
	t.Logf("reach of %s: %v", g.fams[f].Sym, hexes)
}

func init() { debugExtra = append(debugExtra, logRound) }

func logRound(t *testing.T, g *Game) {
	r := g.round
	t.Logf("round kind %d num %d index %d entities %v passed %v current %v turn %d", r.Kind, r.Num, r.Index, r.Entities, r.EntityPassed, r.CurrentActions, g.turn)
}

func init() { debugExtra = append(debugExtra, logActive) }

// logActive shows the powers whose effect waits (Midas, Greek).
func logActive(t *testing.T, g *Game) {
	for _, c := range g.companies {
		if c.Active {
			t.Logf("%s owner %v active, closed %v", c.Sym, c.Owner, c.Closed)
		}
	}
}

func init() { debugExtra = append(debugExtra, logHexes) }

// logHexes shows the operator's network on the hexes in $DBG_HEXES.
func logHexes(t *testing.T, g *Game) {
	f := g.operator()
	if f < 0 || os.Getenv("DBG_HEXES") == "" {
		return
	}
	b := g.board.b
	r := b.Reach(g.fams[f].Sym)
	for _, id := range strings.Fields(os.Getenv("DBG_HEXES")) {
		h, ok := b.Hex(id)
		if !ok {
			continue
		}
		t.Logf("%s tile %q paths %v reached %b entry %b edges %b", id, b.TileID(h), b.Paths(h), r.Paths[h], r.Entry[h], r.Edges[h])
	}
}
