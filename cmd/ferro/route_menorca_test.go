package main

import (
	"encoding/json"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"testing"

	"ferro/engine"
	"ferro/games/g1713menorca"
	"ferro/internal/playcheck"
)

// `ferro route` shows 1713 Menorca's best run (ships and carts together):
// at each run_routes of a random game it gives the revenue of the run the
// legal list offered there.
func TestRouteCommandMenorca(t *testing.T) {
	cfg := engine.Config{Title: g1713menorca.Name, Seed: 3, Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}, {ID: "3", Name: "c"}}}
	played, err := playcheck.RandomGame(g1713menorca.Title(), cfg, rand.New(rand.NewPCG(3, 0)), 3000, playcheck.Checks{ReplayEvery: -1, NoClone: true})
	if err != nil || played.Failure != nil {
		t.Fatalf("random game: %v %v", err, played.Failure)
	}
	path := filepath.Join(t.TempDir(), "menorca.json")
	if err := writeRecord(path, played.Record("test")); err != nil {
		t.Fatal(err)
	}
	checked := 0
	for _, a := range played.Log {
		if a.Type != "run_routes" || checked == 3 {
			continue
		}
		want := 0
		for _, r := range a.Extras().Routes {
			want += r.Revenue
		}
		code, out, errs := run(routeCmd, path, "--json", "--at", strconv.Itoa(a.ID))
		if code != 0 {
			t.Fatalf("--at %d: code %d, %s", a.ID, code, errs)
		}
		var rep routeReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		if rep.Corp != a.Entity || rep.Revenue != want || len(rep.Routes) != len(a.Extras().Routes) {
			t.Fatalf("--at %d: %s earns %d in %d routes; the listed run of %s earned %d in %d", a.ID, rep.Corp, rep.Revenue, len(rep.Routes), a.Entity, want, len(a.Extras().Routes))
		}
		checked++
	}
	if checked == 0 {
		t.Fatal("the game ran no routes")
	}
}

// `ferro route --json` prints 1713 Menorca's routes as its run_routes
// writes them (hexes: the whole walk): at the first run_routes of a random
// game with ships and carts, the printed routes, submitted as the routes
// of a run_routes of that company, are accepted, and earn the printed
// revenue.
func TestRouteJSONRoundTripMenorca(t *testing.T) {
	cfg := engine.Config{Title: g1713menorca.Name, Seed: 3, Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "b"}, {ID: "3", Name: "c"}}}
	played, err := playcheck.RandomGame(g1713menorca.Title(), cfg, rand.New(rand.NewPCG(3, 0)), 3000, playcheck.Checks{ReplayEvery: -1, NoClone: true})
	if err != nil || played.Failure != nil {
		t.Fatalf("random game: %v %v", err, played.Failure)
	}
	path := filepath.Join(t.TempDir(), "menorca.json")
	if err := writeRecord(path, played.Record("test")); err != nil {
		t.Fatal(err)
	}
	checked, walks := 0, 0
	for i, a := range played.Log {
		if a.Type != "run_routes" || len(a.Extras().Routes) == 0 || checked == 5 {
			continue
		}
		code, out, errs := run(routeCmd, path, "--json", "--at", strconv.Itoa(a.ID))
		if code != 0 {
			t.Fatalf("--at %d: code %d, %s", a.ID, code, errs)
		}
		var rep routeReport
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatal(err)
		}
		g, err := engine.Replay(g1713menorca.Title(), cfg, played.Log[:i])
		if err != nil {
			t.Fatal(err)
		}
		sub := engine.Action{Type: "run_routes", Entity: rep.Corp, EntityType: a.EntityType, ID: a.ID}.With(engine.Extra{Routes: rep.Routes})
		if err := g.Apply(sub); err != nil {
			t.Fatalf("--at %d: the printed routes %s, submitted as run_routes, are refused: %v", a.ID, out, err)
		}
		sum := 0
		for _, r := range rep.Routes {
			sum += r.Revenue
			if len(r.Hexes) > len(r.Nodes) {
				walks++ // a walk through hexes that are not stops: the case the stops alone got wrong
			}
		}
		if sum != rep.Revenue {
			t.Fatalf("--at %d: routes earn %d, the report says %d", a.ID, sum, rep.Revenue)
		}
		checked++
	}
	if checked == 0 || walks == 0 {
		t.Fatalf("%d runs checked, %d routes passing hexes that are not stops: the game does not test the round trip", checked, walks)
	}
}
