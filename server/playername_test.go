package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/server/testgame"
	"ferro/store/storetest"
)

// TestNameRules: seat names with control, bidirectional or only invisible
// characters are refused where a hotseat game is created and where a
// player joins; names are normalized (NFC) and compared without their
// invisible characters, so "alice\u200b" cannot sit beside "alice".
func TestNameRules(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann, bob := e.signup("ann"), e.signup("bob")
	hotseat := func(names ...string) (int, []byte) {
		return ann.do("POST", "/api/games", map[string]any{"title": testgame.Name, "players": len(names), "hotseat": true, "names": names})
	}
	for _, bad := range []string{"line\nbreak", "bel\a", "nul\x00", "\u202Eevil", "a\u2066b", "\u200b", "\u200b\u200d\ufeff", "", " ",
		strings.Repeat("x", 41), strings.Repeat("\u00e9", 41)} {
		if code, body := hotseat(bad, "other"); code != http.StatusBadRequest {
			t.Errorf("hotseat name %q: status %d %s", bad, code, body)
		}
	}
	for _, pair := range [][2]string{{"alice", "alice\u200b"}, {"alice", "AL\u200dICE"}, {"caf\u00e9", "cafe\u0301"}, {"Bob", "\ufeffbob"}} {
		code, body := hotseat(pair[0], pair[1])
		if code != http.StatusBadRequest || !strings.Contains(string(body), "taken") {
			t.Errorf("hotseat names %q and %q: status %d %s", pair[0], pair[1], code, body)
		}
	}
	code, body := hotseat("cafe\u0301", strings.Repeat("\u00e9", 40))
	var g struct {
		ID    int64 `json:"id"`
		Seats []struct {
			Name string `json:"name"`
		} `json:"seats"`
	}
	if code != http.StatusCreated {
		t.Fatalf("hotseat cafe\\u0301: status %d %s", code, body)
	}
	if err := json.Unmarshal(body, &g); err != nil || g.Seats[0].Name != "caf\u00e9" {
		t.Errorf("the name cafe+U+0301 is stored as %q, want its NFC form", g.Seats[0].Name)
	}

	var open gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 3}, http.StatusCreated, &open)
	join := fmt.Sprintf("/api/games/%d/join", open.ID)
	for _, bad := range []string{"\u202Ebob", "b\nob", "\u200b", "ann\u200b", "A\u2060NN"} {
		if code, body := bob.do("POST", join, map[string]string{"name": bad}); code != http.StatusBadRequest {
			t.Errorf("join as %q: status %d %s", bad, code, body)
		}
	}
	bob.must("POST", join, map[string]string{"name": "bob"}, http.StatusOK, nil)
}

// TestImportNameRules: an imported record's players follow the same rules
// (names of 0, 41 or 3,000,000 characters, control or bidi characters,
// names repeated ignoring case or invisible characters, repeated, empty
// or long player ids are a 400 naming the player), and nothing is created.
func TestImportNameRules(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	var hs gameView
	ann.must("POST", "/api/games", map[string]any{"title": testgame.Name, "players": 2, "hotseat": true, "names": []string{"p", "q"}}, http.StatusCreated, &hs)
	_, rec := ann.do("GET", fmt.Sprintf("/api/games/%d/record", hs.ID), nil)
	var doc map[string]any
	if err := json.Unmarshal(rec, &doc); err != nil {
		t.Fatal(err)
	}
	players := doc["players"].([]any)
	if len(players) != 2 {
		t.Fatalf("record players: %v", players)
	}
	with := func(i int, key string, v any) []byte {
		var d map[string]any
		json.Unmarshal(rec, &d)
		d["players"].([]any)[i].(map[string]any)[key] = v
		b, _ := json.Marshal(d)
		return b
	}
	id0 := players[0].(map[string]any)["id"]
	for what, body := range map[string][]byte{
		"empty name":           with(1, "name", ""),
		"41 characters":        with(1, "name", strings.Repeat("n", 41)),
		"3,000,000 characters": with(1, "name", strings.Repeat("n", 3000000)),
		"a newline":            with(1, "name", "q\nq"),
		"a bidi override":      with(1, "name", "\u202eq"),
		"only invisible":       with(1, "name", "\u200b"),
		"P again":              with(1, "name", "P"),
		"p again, zero-width":  with(1, "name", "p\u200b"),
		"not NFC":              with(1, "name", "cafe\u0301"),
		"repeated id":          with(1, "id", id0),
		"long id":              with(1, "id", strings.Repeat("1", 41)),
		"id with a control":    with(1, "id", "2\x07"),
	} {
		code, b := ann.do("POST", "/api/games/import", body)
		if code != http.StatusBadRequest || !strings.Contains(string(b), "player 2") {
			t.Errorf("import with %s: status %d %.200s", what, code, b)
		}
	}
	var mine []gameView
	ann.must("GET", "/api/games?mine=1", nil, http.StatusOK, &mine)
	if len(mine) != 1 {
		t.Errorf("refused imports created games: %d games", len(mine))
	}
	ann.must("POST", "/api/games/import", rec, http.StatusCreated, nil)
}
