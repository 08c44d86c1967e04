package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
	"ferro/route"
	"ferro/server/testgame"
)

// routeToy is a game whose board grows with its log: GI's home K1, a town
// K3 and a city K5; from the second action on, an R area K7 beyond K5.
type routeToy struct {
	engine.AsGiven // it takes every action as given (Settler)
	cfg            engine.Config
	applied        int
}

type routeToyTitle struct{}

func (routeToyTitle) Name() string                         { return "Route Toy" }
func (routeToyTitle) Players() (int, int)                  { return 1, 2 }
func (routeToyTitle) OptionalRules() []engine.OptionalRule { return nil }
func (routeToyTitle) New(cfg engine.Config) (engine.Game, error) {
	return &routeToy{cfg: cfg}, nil
}

func (g *routeToy) Config() engine.Config     { return g.cfg }
func (g *routeToy) Apply(engine.Action) error { g.applied++; return nil }
func (g *routeToy) Legal() []engine.Action    { return nil }
func (g *routeToy) Acting() []string          { return nil }
func (g *routeToy) Finished() bool            { return false }
func (g *routeToy) Result() map[string]int    { return nil }
func (g *routeToy) EndReason() string         { return "" }
func (g *routeToy) Clone() engine.Game        { c := *g; return &c }
func (g *routeToy) Snapshot() json.RawMessage { return json.RawMessage(`{}`) }
func (g *routeToy) RouteContextFor(corp string) (*route.Context, error) {
	if corp == "" {
		corp = "GI"
	}
	if corp != "GI" {
		return nil, fmt.Errorf("%s does not operate", corp)
	}
	rev := func(v int) [4]int { return [4]int{v, v, v, v} }
	nb := func(s ...string) (n [6]string) { copy(n[:], s); return }
	b := &route.Board{Hexes: []route.Hex{
		{ID: "K1", Neighbors: nb("K3"), Nodes: []route.Node{{Kind: route.City, Revenue: rev(20), Slots: 1, Tokens: []string{"GI"}}},
			Paths: []route.Path{{A: route.NodeEnd(0), B: route.EdgeEnd(0)}}},
		{ID: "K3", Neighbors: nb("K5", "", "", "K1"), Nodes: []route.Node{{Kind: route.Town, Revenue: rev(10)}},
			Paths: []route.Path{{A: route.EdgeEnd(3), B: route.NodeEnd(0)}, {A: route.NodeEnd(0), B: route.EdgeEnd(0)}}},
		{ID: "K5", Neighbors: nb("K7", "", "", "K3"), Nodes: []route.Node{{Kind: route.City, Revenue: rev(30), Slots: 1}},
			Paths: []route.Path{{A: route.EdgeEnd(3), B: route.NodeEnd(0)}}},
	}}
	if g.applied >= 2 {
		b.Hexes[2].Paths = append(b.Hexes[2].Paths, route.Path{A: route.NodeEnd(0), B: route.EdgeEnd(0)})
		b.Hexes = append(b.Hexes, route.Hex{ID: "K7", Neighbors: nb("", "", "", "K5"),
			Nodes: []route.Node{{Kind: route.Offboard, Revenue: rev(30)}}, Paths: []route.Path{{A: route.EdgeEnd(3), B: route.NodeEnd(0)}}})
	}
	return &route.Context{Board: b, Corp: corp, Trains: []route.Train{{ID: "3S-0", Name: "3S", Stops: 3}}}, nil
}

func useRouteToy(t *testing.T) string {
	t.Helper()
	old := lookupTitle
	lookupTitle = func(name string) (engine.Title, error) {
		switch name {
		case "Route Toy":
			return routeToyTitle{}, nil
		case testgame.Name:
			return testgame.Title(), nil
		}
		return nil, fmt.Errorf("unknown game title %q", name)
	}
	t.Cleanup(func() { lookupTitle = old })
	dir := t.TempDir()
	rec := `{"title":"Route Toy","players":[{"id":1,"name":"A"}],"settings":{"seed":1},"actions":[` +
		`{"type":"lay_tile","entity":"GI","id":1},{"type":"lay_tile","entity":"GI","id":2},{"type":"run_routes","entity":"GI","id":3}]}`
	path := filepath.Join(dir, "game.json")
	if err := os.WriteFile(path, []byte(rec), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func routeCmd(args []string, stdout, stderr *bytes.Buffer) int {
	return routeMain(args, stdout, stderr)
}

func TestRouteCommand(t *testing.T) {
	path := useRouteToy(t)
	code, out, errs := run(routeCmd, path, "--at", "2")
	if code != 0 || !strings.HasPrefix(out, "GI: revenue 60, subsidy 1\n") || !strings.Contains(out, "K1-K3-K5") {
		t.Fatalf("--at 2: code %d, out %q, err %q", code, out, errs)
	}
	code, out, errs = run(routeCmd, "--json", path, "--at", "3")
	if code != 0 {
		t.Fatalf("--json: code %d, err %q", code, errs)
	}
	var rep struct {
		Corp    string         `json:"corp"`
		Revenue int            `json:"revenue"`
		Subsidy int            `json:"subsidy"`
		Routes  []engine.Route `json:"routes"`
		Stats   map[string]any `json:"stats"`
	}
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatalf("--json output %q: %v", out, err)
	}
	if rep.Corp != "GI" || rep.Revenue != 90 || len(rep.Routes) != 1 || rep.Routes[0].RevenueStr != "K1-K3-K5-K7" || rep.Stats["paths"] == nil {
		t.Fatalf("--json report %+v", rep)
	}
	for _, tc := range []struct {
		args []string
		code int
		err  string
	}{
		{[]string{path, "--corp", "PB"}, 1, "PB does not operate"},
		{[]string{path, "--at", "9"}, 1, "no action with id 9"},
		{[]string{}, 2, "usage"},
		{[]string{filepath.Join(t.TempDir(), "none.json")}, 1, "no such file"},
	} {
		code, _, errs := run(routeCmd, tc.args...)
		if code != tc.code || !strings.Contains(errs, tc.err) {
			t.Errorf("%v: code %d, stderr %q; want %d and %q", tc.args, code, errs, tc.code, tc.err)
		}
	}
	toyRec := filepath.Join(t.TempDir(), "toy.json")
	os.WriteFile(toyRec, []byte(`{"title":"`+testgame.Name+`","players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],"settings":{"seed":1},"actions":[]}`), 0o644)
	if code, _, errs := run(routeCmd, toyRec); code != 1 || !strings.Contains(errs, "does not offer route contexts") {
		t.Errorf("a game without routes: code %d, stderr %q", code, errs)
	}
}

// The other parts of an engine.Game: plain answers.
func (g *routeToy) View() *view.View                     { return nil }
func (g *routeToy) Describe(engine.Action) engine.Phrase { return engine.Phrase{} }
func (g *routeToy) Chapter() engine.Chapter              { return engine.Chapter{} }
func (g *routeToy) Scores() []int                        { return nil }
func (g *routeToy) Features(int) engine.SeatFeatures     { return engine.SeatFeatures{} }
func (g *routeToy) Determinize(int, uint64) engine.Game  { return g.Clone() }
func (g *routeToy) Exploration() float64                 { return 0 }
func (g *routeToy) ReplayLog(log []engine.Action, eff []int) (int, error) {
	return engine.ReplayEach(g, log, eff)
}
func (g *routeToy) PriceRun(string, []engine.Route) ([][]view.Stop, error) { return nil, nil }
