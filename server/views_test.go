package server_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/view"
	"ferro/internal/testkit"
	"ferro/server/testgame"
	"ferro/store/storetest"
)

// importFixture imports a shared 18ZOO record into e as ann's game.
func importFixture(t *testing.T, ann *client, rel string) gameView {
	t.Helper()
	rec, err := os.ReadFile(filepath.Join(testkit.FixturesDir(t), rel))
	if err != nil {
		t.Fatal(err)
	}
	var g gameView
	ann.must("POST", "/api/games/import", rec, http.StatusCreated, &g)
	return g
}

// TestViewEndpoints: the view at the end and at any position, the
// history's series, and the errors for a bad position and an open game.
func TestViewEndpoints(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	anon := &client{t: t, base: e.url, hc: http.DefaultClient}

	var end view.View
	anon.must("GET", fmt.Sprintf("/api/games/%d/view", g.ID), nil, http.StatusOK, &end)
	if end.At != g.Version || end.Length != g.Version || !end.Finished || end.Board == nil || len(end.Board.Hexes) == 0 || len(end.Log) != g.Version {
		t.Fatalf("view at the end: at %d of %d, finished %v, %d log lines (version %d)", end.At, end.Length, end.Finished, len(end.Log), g.Version)
	}
	var early view.View
	anon.must("GET", fmt.Sprintf("/api/games/%d/view?at=40", g.ID), nil, http.StatusOK, &early)
	if early.At != 40 || len(early.Log) != 40 || early.Finished {
		t.Fatalf("view at 40: at %d, %d log lines, finished %v", early.At, len(early.Log), early.Finished)
	}
	anon.must("GET", fmt.Sprintf("/api/games/%d/view?at=%d", g.ID, g.Version+1), nil, http.StatusBadRequest, nil)
	anon.must("GET", fmt.Sprintf("/api/games/%d/view?at=x", g.ID), nil, http.StatusBadRequest, nil)
	anon.must("GET", "/api/games/99999/view", nil, http.StatusNotFound, nil)

	var h struct {
		Version int              `json:"version"`
		At      []int            `json:"at"`
		Prices  map[string][]any `json:"prices"`
		Values  map[string][]int `json:"values"`
	}
	anon.must("GET", fmt.Sprintf("/api/games/%d/history", g.ID), nil, http.StatusOK, &h)
	if h.Version != g.Version || len(h.At) < 2 || len(h.Values) != len(end.Players) || len(h.Prices) == 0 {
		t.Fatalf("history: version %d, %d points, %d players, %d families", h.Version, len(h.At), len(h.Values), len(h.Prices))
	}
	for id, vs := range h.Values {
		if len(vs) != len(h.At) {
			t.Fatalf("values of %s: %d points of %d", id, len(vs), len(h.At))
		}
	}

	var open gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "seed": 3}, http.StatusCreated, &open)
	anon.must("GET", fmt.Sprintf("/api/games/%d/view", open.ID), nil, http.StatusConflict, nil)
}

// TestSVGEndpoints: the board and market SVGs of a game, at the end and
// earlier, each hex named for the client.
func TestSVGEndpoints(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	for _, path := range []string{"board.svg", "board.svg?at=100&routes=0", "market.svg", "market.svg?at=5"} {
		req, _ := http.NewRequest("GET", fmt.Sprintf("%s/api/games/%d/%s", e.url, g.ID, path), nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK || resp.Header.Get("Content-Type") != "image/svg+xml" || !bytes.HasPrefix(body, []byte("<svg")) {
			t.Fatalf("%s: %d %s %.80s", path, resp.StatusCode, resp.Header.Get("Content-Type"), body)
		}
		if strings.HasPrefix(path, "board") && !bytes.Contains(body, []byte(`id="hex-I15" data-hex="I15"`)) {
			t.Fatalf("%s: hex I15 is not named", path)
		}
	}
	ann.must("GET", fmt.Sprintf("/api/games/%d/board.svg?at=-1", g.ID), nil, http.StatusBadRequest, nil)
}

// TestViewFollowsPlay: as actions are stored, the view (from the cached
// history, extended) shows each new position and its log line.
func TestViewFollowsPlay(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 3, "hotseat": true, "seed": 3}, http.StatusCreated, &g)
	for v := 0; v < 6; v++ {
		st := ann.state(g.ID)
		ann.must("POST", fmt.Sprintf("/api/games/%d/actions", g.ID), submitBody(v, st.Legal[0]), http.StatusOK, nil)
		var got view.View
		ann.must("GET", fmt.Sprintf("/api/games/%d/view", g.ID), nil, http.StatusOK, &got)
		if got.At != v+1 || len(got.Log) != v+1 || got.Log[v].Text == "" {
			t.Fatalf("after %d actions: view at %d with %d log lines", v+1, got.At, len(got.Log))
		}
		var early view.View
		ann.must("GET", fmt.Sprintf("/api/games/%d/view?at=%d", g.ID, v), nil, http.StatusOK, &early)
		if early.At != v {
			t.Fatalf("view at %d says %d", v, early.At)
		}
	}
	ann.must("POST", fmt.Sprintf("/api/games/%d/undo", g.ID), map[string]int{"version": 6}, http.StatusOK, nil)
	var got view.View
	ann.must("GET", fmt.Sprintf("/api/games/%d/view", g.ID), nil, http.StatusOK, &got)
	if got.At != 7 || !got.Log[5].Undone {
		t.Fatalf("after the undo: at %d, line 6 undone %v", got.At, got.Log[5].Undone)
	}
}

// TestRoutesSVG: runs posted to routes.svg are drawn exactly as board.svg
// draws the same runs over the board.
func TestRoutesSVG(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	var end view.View
	ann.must("GET", fmt.Sprintf("/api/games/%d/view", g.ID), nil, http.StatusOK, &end)
	_, rec := ann.do("GET", fmt.Sprintf("/api/games/%d/record", g.ID), nil)
	var r struct {
		Actions []engine.Action `json:"actions"`
	}
	if err := json.Unmarshal(rec, &r); err != nil {
		t.Fatal(err)
	}
	eff, _ := engine.Effective(r.Actions)
	var last engine.Action
	for _, i := range eff {
		if r.Actions[i].Type == "run_routes" {
			last = r.Actions[i]
		}
	}
	code, overlay := ann.do("POST", fmt.Sprintf("/api/games/%d/routes.svg", g.ID), map[string]any{"family": last.Entity, "routes": last.Extras().Routes})
	if code != http.StatusOK {
		t.Fatalf("routes.svg: %d %s", code, overlay)
	}
	_, board := ann.do("GET", fmt.Sprintf("/api/games/%d/board.svg", g.ID), nil)
	layer := func(svg []byte) string {
		s := string(svg)
		i := strings.Index(s, `<g class="routes">`)
		if i < 0 {
			return ""
		}
		return s[i : len(s)-len("</svg>")]
	}
	if l := layer(overlay); l == "" || !strings.Contains(l, `class="route"`) || l != layer(board) {
		t.Fatalf("the posted runs are not drawn as the board draws them:\n%.300s\n%.300s", l, layer(board))
	}
	// the stops show what the run earns there (a 4J pays double), not the tiles
	if sum := routeLabelSum(layer(overlay)); sum != last.Extras().Routes[0].Revenue || len(last.Extras().Routes) != 1 {
		t.Errorf("the stops of the posted run sum to %d, the run earns %d", sum, last.Extras().Routes[0].Revenue)
	}
	ann.must("POST", fmt.Sprintf("/api/games/%d/routes.svg", g.ID), `{"routes":`, http.StatusBadRequest, nil)
}
