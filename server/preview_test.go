package server_test

import (
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestTilePreview: preview.svg draws the hex a legal tile lay gives,
// with that tile, and leaves the game as it was; a lay that is not legal
// is refused naming the rule.
func TestTilePreview(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	c := e.signup("previewer")
	var g struct {
		ID int64 `json:"id"`
	}
	c.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "hotseat": true, "seed": 5}, http.StatusCreated, &g)
	path := fmt.Sprintf("/api/games/%d", g.ID)
	type action = map[string]any
	for i := 0; i < 300; i++ {
		var st struct {
			Version int      `json:"version"`
			Legal   []action `json:"legal"`
		}
		c.must("GET", path+"/state", nil, http.StatusOK, &st)
		for _, a := range st.Legal {
			if a["type"] != "lay_tile" {
				continue
			}
			q := url.Values{"hex": {a["hex"].(string)}, "tile": {a["tile"].(string)}, "rotation": {fmt.Sprint(a["rotation"])}}
			code, body := c.do("GET", path+"/preview.svg?"+q.Encode(), nil)
			if code != http.StatusOK || !strings.Contains(string(body), `data-hex="`+q.Get("hex")+`"`) || !strings.Contains(string(body), `data-tile="`+q.Get("tile")+`"`) {
				t.Fatalf("preview of %v: %d %.300s", a, code, body)
			}
			var after struct {
				Version int `json:"version"`
			}
			c.must("GET", path+"/state", nil, http.StatusOK, &after)
			if after.Version != st.Version {
				t.Fatalf("the preview changed the game: version %d → %d", st.Version, after.Version)
			}
			q.Set("rotation", "9")
			if code, body := c.do("GET", path+"/preview.svg?"+q.Encode(), nil); code != http.StatusUnprocessableEntity || !strings.Contains(string(body), `"rule":"lay tile"`) {
				t.Fatalf("an illegal lay: %d %s", code, body)
			}
			return
		}
		a := st.Legal[0]
		for _, b := range st.Legal {
			if b["type"] != "pass" && b["type"] != "sell_shares" {
				a = b
				break
			}
		}
		c.must("POST", path+"/actions", map[string]any{"version": st.Version, "action": a}, http.StatusOK, nil)
	}
	t.Fatal("no tile lay was ever legal")
}
