package g1713menorca

import (
	"bytes"
	"errors"
	"fmt"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/shares"
)

func newGame(t testing.TB, players int, seed int64) *Game {
	t.Helper()
	cfg := engine.Config{Title: Name, Seed: seed}
	for i := 1; i <= players; i++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: fmt.Sprint(i), Name: fmt.Sprintf("p%d", i)})
	}
	g, err := Title().New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*Game)
}

// act is an action of the acting entity.
func act(g *Game, typ string) engine.Action {
	e, et := g.st.actingEntity()
	return engine.Action{Type: typ, Entity: e, EntityType: et}
}

func mustApply(t testing.TB, g *Game, a engine.Action) {
	t.Helper()
	if err := g.Apply(a); err != nil {
		t.Fatalf("%s %+v: %v", a.Type, a, err)
	}
}

// mustRefuse applies an illegal action: it must fail naming the rule and
// leave the state exactly as it was. The position may have been built by
// hand, so it becomes the game's start first (startHere).
func mustRefuse(t testing.TB, g *Game, a engine.Action, rule string) {
	t.Helper()
	g.startHere()
	before := g.Snapshot()
	err := g.Apply(a)
	var ie *engine.IllegalError
	if !errors.As(err, &ie) {
		t.Fatalf("%s %+v: want illegal (%s), got %v", a.Type, a, rule, err)
	}
	if ie.Rule != rule {
		t.Fatalf("%s: want rule %q, got %q (%v)", a.Type, rule, ie.Rule, err)
	}
	if !bytes.Equal(before, g.Snapshot()) {
		t.Fatalf("%s: a refused action changed the state", a.Type)
	}
}

// finishAuction lets every player buy the cheapest heritage in turn.
func finishAuction(t testing.TB, g *Game) {
	t.Helper()
	for g.st.Round == roundAuction {
		h := g.st.Heritages.cheapest()
		a := act(g, "bid")
		a.Company, a.Price = h.ID, engine.Int(h.Price)
		mustApply(t, g, a)
	}
}

// gameWithoutDES is a 2-player game, its auction over, whose draw left
// DES out (RAM and ART are the small companies in play).
func gameWithoutDES(t testing.TB) *Game {
	t.Helper()
	var g *Game
	for seed := int64(1); seed < 50; seed++ {
		g = newGame(t, 2, seed)
		if !g.st.corp("DES").InGame {
			break
		}
	}
	finishAuction(t, g)
	return g
}

// stockGame is a game in its first stock round.
func stockGame(t testing.TB, players int) *Game {
	g := newGame(t, players, 1)
	finishAuction(t, g)
	return g
}

// found founds a company directly (the founder pays twice the value).
func found(s *state, sym string, seat, value int) *corp {
	c := s.corp(sym)
	pos, ok := greyCell(value)
	if !ok {
		panic("no grey cell for the test")
	}
	k := &c.Certs[0]
	cost := value * k.Pct / 10
	c.InGame, c.Floated, c.Row, c.Col = true, true, pos[0], pos[1]
	s.Players[seat].Cash -= cost
	c.Cash += cost
	k.Owner, k.Issued = shares.Player(seat), true
	s.placeStation(c, c.def().Home)
	c.updateDirector(len(s.Players))
	return c
}

// setPrice puts a company on the first market cell with the value.
func setPrice(t testing.TB, c *corp, value int) {
	t.Helper()
	for r := range market {
		for col := range market[r] {
			if market[r][col].Value == value && !market[r][col].Bankrupt {
				c.Row, c.Col = r, col
				return
			}
		}
	}
	t.Fatalf("no market cell %d", value)
}

// operate makes sym the operating company at the given step.
func operate(s *state, sym string, step int) {
	s.Round = roundOp
	s.Op = opState{Set: 1, Num: 1, Of: 1, Order: []string{sym}}
	s.Op.startTurn()
	s.Op.Step = step
}

// give hands a bank vehicle of a type to a company.
func give(t testing.TB, s *state, typ, sym string) *vehicle {
	t.Helper()
	for i := range s.Vehicles {
		v := &s.Vehicles[i]
		if v.def().ID == typ && v.Owner == "" {
			s.moveVehicle(v, sym)
			return v
		}
	}
	t.Fatalf("no %s in the bank", typ)
	return nil
}

// sellOutShips removes every ship of the types before ti from the bank.
func sellOutShips(s *state, ti int) {
	for i := range s.Vehicles {
		if v := &s.Vehicles[i]; v.Type < ti && v.def().Ship && v.Owner == "" {
			s.moveVehicle(v, "-")
		}
	}
}

func hexIdx(t testing.TB, id string) int {
	t.Helper()
	i, ok := geo.index[id]
	if !ok {
		t.Fatalf("no hex %s", id)
	}
	return i
}

func routeOf(v *vehicle, hexes ...string) engine.Route {
	return engine.Route{Train: v.ID, Hexes: hexes}
}

func audit(t testing.TB, g *Game) {
	t.Helper()
	if err := g.Audit(); err != nil {
		t.Fatal(err)
	}
}

func ruleOf(err error) string {
	var ie *engine.IllegalError
	if errors.As(err, &ie) {
		return ie.Rule
	}
	return ""
}

// addRoads adds roads across the edges of mask to hex id, keeping its
// colour (paintHex).
func addRoads(t testing.TB, s *state, id string, mask uint8) {
	paintHex(t, s, id, s.Board.tileColor(hexIdx(t, id)), mask)
}

// paintHex puts on hex id a tile of that colour whose roads are the hex's
// and those across the edges of mask, as if printed there: the hex keeps
// its node, revenue, places and lanes.
func paintHex(t testing.TB, s *state, id string, color int, mask uint8) {
	i := hexIdx(t, id)
	s.Board.hm.Replace(i, hexTile(i, "", hexmap.Color(color), s.Board.roads(i)|mask, s.Board.tileRevenue(i)), 0)
	s.Board.roadExits[i] = roadMask(s.Board.hm, i)
}

// edgeBetween returns the edge of a that faces z, or -1 (the tests' reading of the map).
func edgeBetween(b *board, a, z int) int {
	for e := 0; e < 6; e++ {
		if b.neighbor[a][e] == z {
			return e
		}
	}
	return -1
}

// Read only by tests.

// stationCount is the number of places taken on hex i.
func (b *islandBoard) stationCount(i int) int {
	n := 0
	for tk := range b.hm.TokensAll() {
		if tk.Hex == i {
			n++
		}
	}
	return n
}

// actingEntity is the name and the kind of the entity that must act.
func (s *state) actingEntity() (string, string) {
	e := s.acting()
	return s.entityName(e), e.Kind.String()
}

// soldPct is the percentage no longer in the company's treasury.
func soldPct(c *corp) int {
	return c.Certs.PercentOfKind(shares.Seat) + c.Certs.PercentOfKind(shares.Pool)
}

// startHere makes g's state, which a test may have changed by hand, the
// start its undo rebuilds from (engine.Undo replays the journal from the
// start, and a hand-built position is not the replay of any actions).
func (g *Game) startHere() {
	g.start, g.journal = g.st.clone(), engine.Journal{}
}

// owned are the ships (or carts) of company sym.
func (f fleet) owned(sym string, ship bool) []*vehicle {
	var out []*vehicle
	for i := range f {
		if v := &f[i]; v.Owner == sym && v.def().Ship == ship {
			out = append(out, v)
		}
	}
	return out
}
