package server_test

import (
	"fmt"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
	"ferro/games/registry"
	"ferro/server"
	"ferro/store/storetest"
)

// countedName is 18ZOO Map A with every Apply counted.
const countedName = "Counted 18ZOO - Map A"

var applied atomic.Int64

type fullGame interface {
	engine.Game
	engine.Describer
	engine.Viewer
}

type countedGame struct{ fullGame }

func (g countedGame) Apply(a engine.Action) error {
	applied.Add(1)
	return g.fullGame.Apply(a)
}

func (g countedGame) Clone() engine.Game { return countedGame{g.fullGame.Clone().(fullGame)} }

type countedTitle struct{ engine.Title }

func (t countedTitle) Name() string { return countedName }

func (t countedTitle) New(cfg engine.Config) (engine.Game, error) {
	g, err := t.Title.New(cfg)
	if err != nil {
		return nil, err
	}
	return countedGame{g.(fullGame)}, nil
}

type pageJSON struct {
	stateView
	Labels []string   `json:"labels"`
	View   *view.View `json:"view"`
	Board  string     `json:"board_svg"`
	Market string     `json:"market_svg"`
}

// TestMoveIsOneRoundTrip: POST …/actions?page=1 answers with the new
// position as the page draws it (state, labels, view, board and market),
// and the server applies each action once: the session applies it, and
// the history the views are drawn from takes the result over instead of
// applying it again.
func TestMoveIsOneRoundTrip(t *testing.T) {
	zoo, err := registry.Lookup("18ZOO - Map A")
	if err != nil {
		t.Fatal(err)
	}
	e := newEnv(t, storetest.Backends()[0], func(c *server.Config) {
		next := c.Lookup
		c.Lookup = func(name string) (engine.Title, error) {
			if name == countedName {
				return countedTitle{zoo}, nil
			}
			return next(name)
		}
		c.Titles = func() []string { return []string{countedName, "18ZOO - Map A"} }
	})
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": countedName, "players": 3, "hotseat": true, "seed": 5}, http.StatusCreated, &g)
	var p pageJSON
	ann.must("GET", fmt.Sprintf("/api/games/%d/page?lang=nl", g.ID), nil, http.StatusOK, &p)
	if p.View == nil || p.View.At != 0 || !strings.HasPrefix(p.Board, "<svg") || !strings.HasPrefix(p.Market, "<svg") || len(p.Labels) != len(p.Legal) || len(p.Legal) == 0 {
		t.Fatalf("page at the start: view %v, board %.20q, market %.20q, %d labels of %d legal", p.View != nil, p.Board, p.Market, len(p.Labels), len(p.Legal))
	}
	applied.Store(0)
	const moves = 25
	for v := 0; v < moves; v++ {
		if len(p.Legal) == 0 {
			t.Fatalf("move %d: no legal action (status %s, acting %v)", v, p.Status, p.Acting)
		}
		a := p.Legal[0]
		for _, b := range p.Legal {
			if b.Type != "end_game" && b.Type != "pass" {
				a = b
			}
		}
		var next pageJSON
		ann.must("POST", fmt.Sprintf("/api/games/%d/actions?page=1&lang=nl", g.ID), submitBody(v, a), http.StatusOK, &next)
		if next.Version != v+1 || next.View == nil || next.View.At != v+1 || len(next.View.Log) != v+1 || next.View.Log[v].Text == "" ||
			!strings.HasPrefix(next.Board, "<svg") || len(next.Labels) != len(next.Legal) || next.Action == nil {
			t.Fatalf("answer to move %d: version %d, view %+v, board %.20q, %d labels of %d legal", v+1, next.Version, next.View != nil, next.Board, len(next.Labels), len(next.Legal))
		}
		if strings.Contains(next.View.Log[v].Text, "{") {
			t.Fatalf("log line %q", next.View.Log[v].Text)
		}
		p = next
	}
	if n := applied.Load(); n != moves {
		t.Fatalf("%d moves applied %d times: each should be applied once", moves, n)
	}
	// a view asked for afterwards needs no replay either
	ann.must("GET", fmt.Sprintf("/api/games/%d/view", g.ID), nil, http.StatusOK, nil)
	ann.must("GET", fmt.Sprintf("/api/games/%d/board.svg", g.ID), nil, http.StatusOK, nil)
	if n := applied.Load(); n != moves {
		t.Fatalf("after the view: %d applications of %d moves", n, moves)
	}
}
