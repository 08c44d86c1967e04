package learn

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"sort"

	"ferro/engine"
	"ferro/engine/view"
	"ferro/games/registry"
)

// Examples are a title's worked examples, shown at points of one short
// game played in the engine: the figures beside each example are the
// engine's at that point.
type Examples struct {
	Slug     string          `json:"slug"`
	Title    string          `json:"title"` // the engine title
	Seed     int64           `json:"seed"`
	Players  []engine.Player `json:"players"`
	Actions  []engine.Action `json:"actions"`
	Opening  Text            `json:"opening"` // how the game got there
	Examples []Example       `json:"examples"`
}

// Example is one worked example of the rules summary.
type Example struct {
	After   int      `json:"after"` // shown once this many actions are applied
	Heading Text     `json:"heading"`
	Rule    Text     `json:"rule"` // the example as the summary states it
	Text    Text     `json:"text"` // how it goes in this game, with the engine's figures
	Figures []Figure `json:"figures"`
}

// Figure is one figure an example shows, read from the engine.
type Figure struct {
	Kind    string `json:"kind"` // node_value, stop_value, route_revenue, revenue, cash, price, fortune
	Company string `json:"company,omitempty"`
	Hex     string `json:"hex,omitempty"`
	Ship    bool   `json:"ship,omitempty"`
	Train   string `json:"train,omitempty"`
	Player  string `json:"player,omitempty"`
	Name    string `json:"name,omitempty"` // a proper name for the label (Barcelona, Chebek 4H)
	Want    int    `json:"want"`           // the example's figure; a test holds the engine to it
}

// Config is the game the examples are played in.
func (x *Examples) Config() engine.Config {
	return engine.Config{Title: x.Title, Players: x.Players, Seed: x.Seed}
}

// Shown is an example with the engine's value of each of its figures,
// and the game at its point.
type Shown struct {
	Example
	Values []int
	Game   engine.Game
}

// Play replays the game and reads every example's figures at its point.
func (x *Examples) Play() ([]Shown, error) {
	title, err := registry.Lookup(x.Title)
	if err != nil {
		return nil, err
	}
	g, err := title.New(x.Config())
	if err != nil {
		return nil, err
	}
	order := make([]int, len(x.Examples))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(i, j int) bool { return x.Examples[order[i]].After < x.Examples[order[j]].After })
	out := make([]Shown, len(x.Examples))
	applied := 0
	for _, i := range order {
		ex := x.Examples[i]
		if ex.After > len(x.Actions) {
			return nil, fmt.Errorf("%s: an example after action %d of %d", x.Slug, ex.After, len(x.Actions))
		}
		for ; applied < ex.After; applied++ {
			a := x.Actions[applied]
			if err := g.Apply(a); err != nil {
				return nil, fmt.Errorf("%s action %d (%s by %s): %w", x.Slug, applied, a.Type, a.Entity, err)
			}
		}
		out[i] = Shown{Example: ex, Game: g.Clone()}
		for _, f := range ex.Figures {
			v, err := f.read(g, x.Actions[:applied])
			if err != nil {
				return nil, fmt.Errorf("%s example %d: %w", x.Slug, i, err)
			}
			out[i].Values = append(out[i].Values, v)
		}
	}
	return out, nil
}

// read reads a figure from the game; log is what was applied to reach it.
func (f Figure) read(g engine.Game, log []engine.Action) (int, error) {
	var vw *view.View
	readView := func() (*view.View, error) {
		if vw == nil {
			vw = g.View()
			if vw == nil {
				return nil, fmt.Errorf("%s gives no view", g.Config().Title)
			}
		}
		return vw, nil
	}
	switch f.Kind {
	case "node_value":
		// The value printed on the board now (for every company that
		// holds no bonus there).
		v, err := readView()
		if err != nil {
			return 0, err
		}
		if v.Board != nil {
			for _, h := range v.Board.Hexes {
				if h.ID == f.Hex && len(h.Tile.Nodes) > 0 {
					return h.Tile.Nodes[0].Revenue, nil
				}
			}
		}
		return 0, fmt.Errorf("no node in %s on the board", f.Hex)
	case "stop_value":
		// What the stop earned in the newest run, which must be the
		// company's, as the title valued it (its bonuses included).
		if k := lastRun(log); k < 0 || log[k].Entity != f.Company {
			return 0, fmt.Errorf("the newest run is not %s's", f.Company)
		}
		v, err := readView()
		if err != nil {
			return 0, err
		}
		for _, stops := range v.RunStops {
			for _, st := range stops {
				if st.Hex == f.Hex {
					return st.Revenue, nil
				}
			}
		}
		return 0, fmt.Errorf("no stop in %s in %s's newest run", f.Hex, f.Company)
	case "route_revenue":
		// The revenue of the company's last run, as the engine accepted it
		// (Apply refuses a route whose revenue is not the rules').
		for k := len(log) - 1; k >= 0; k-- {
			if log[k].Type == "run_routes" && log[k].Entity == f.Company {
				for _, r := range log[k].Extras().Routes {
					if r.Train == f.Train {
						return r.Revenue, nil
					}
				}
			}
		}
		return 0, fmt.Errorf("no run of %s by %s", f.Train, f.Company)
	case "revenue":
		// The company's newest run: the sum of its routes.
		for k := len(log) - 1; k >= 0; k-- {
			if log[k].Type == "run_routes" && log[k].Entity == f.Company {
				sum := 0
				for _, r := range log[k].Extras().Routes {
					sum += r.Revenue
				}
				return sum, nil
			}
		}
		return 0, fmt.Errorf("no run by %s", f.Company)
	case "cash":
		v, err := readView()
		if err != nil {
			return 0, err
		}
		for _, p := range v.Players {
			if p.ID == f.Player {
				return p.Cash, nil
			}
		}
		return 0, fmt.Errorf("no player %q", f.Player)
	case "price":
		v, err := readView()
		if err != nil {
			return 0, err
		}
		for _, fam := range v.Families {
			if fam.ID == f.Company {
				return fam.Price, nil
			}
		}
		return 0, fmt.Errorf("no company %q in the view", f.Company)
	case "fortune":
		v, ok := g.Result()[f.Player]
		if !ok {
			return 0, fmt.Errorf("no result for player %q", f.Player)
		}
		return v, nil
	}
	return 0, fmt.Errorf("unknown figure kind %q", f.Kind)
}

// lastRun is the index in log of the newest run_routes, -1 if none.
func lastRun(log []engine.Action) int {
	for k := len(log) - 1; k >= 0; k-- {
		if log[k].Type == "run_routes" {
			return k
		}
	}
	return -1
}

// examples are the example sets in data/, by slug.
var examples = func() map[string]*Examples {
	m := map[string]*Examples{}
	files, err := fs.Glob(dataFS, "data/*-examples.json")
	if err != nil {
		panic(err)
	}
	for _, f := range files {
		data, err := dataFS.ReadFile(f)
		if err != nil {
			panic(err)
		}
		var x Examples
		if err := json.Unmarshal(data, &x); err != nil {
			panic(fmt.Sprintf("learn: %s: %v", f, err))
		}
		if f != "data/"+x.Slug+"-examples.json" {
			panic(fmt.Sprintf("learn: %s: slug %q does not name the file", f, x.Slug))
		}
		m[x.Slug] = &x
	}
	return m
}()

// ExamplesOf returns the example set with the given slug.
func ExamplesOf(slug string) (*Examples, bool) {
	x, ok := examples[slug]
	return x, ok
}

// ExampleSlugs lists the example sets' slugs in order.
func ExampleSlugs() []string {
	return slices.Sorted(maps.Keys(examples))
}
