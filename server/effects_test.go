package server_test

import (
	"fmt"
	"net/http"
	"testing"

	"ferro/store/storetest"
)

// TestEffects: the effects of a dividend, asked before it is chosen,
// are what choosing it then does (players' cash, the family's price
// cell); asking changes nothing; an action not in the legal list is
// refused.
func TestEffects(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	c := e.signup("effects")
	var g struct {
		ID int64 `json:"id"`
	}
	c.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 2, "hotseat": true, "seed": 5}, http.StatusCreated, &g)
	path := fmt.Sprintf("/api/games/%d", g.ID)
	type action = map[string]any
	type effects struct {
		Players []struct {
			ID   string `json:"id"`
			Cash *struct {
				Before, After int
			} `json:"cash"`
		} `json:"players"`
		Families []struct {
			ID   string `json:"id"`
			Cell *struct {
				Before, After *[2]int
			} `json:"cell"`
		} `json:"families"`
	}
	type view struct {
		Players []struct {
			ID   string `json:"id"`
			Cash int    `json:"cash"`
		} `json:"players"`
		Families []struct {
			ID   string  `json:"id"`
			Cell *[2]int `json:"cell"`
		} `json:"families"`
	}
	c.must("POST", path+"/effects", map[string]any{"action": action{"type": "lay_tile", "entity": "GI", "entity_type": "corporation", "hex": "A1", "tile": "7-0", "rotation": 0}},
		http.StatusUnprocessableEntity, nil)
	for i := 0; i < 400; i++ {
		var st struct {
			Version int      `json:"version"`
			Legal   []action `json:"legal"`
		}
		c.must("GET", path+"/state", nil, http.StatusOK, &st)
		for _, a := range st.Legal {
			if a["type"] != "dividend" || a["kind"] != "payout" {
				continue
			}
			var ef effects
			c.must("POST", path+"/effects", map[string]any{"action": a}, http.StatusOK, &ef)
			var again struct {
				Version int `json:"version"`
			}
			c.must("GET", path+"/state", nil, http.StatusOK, &again)
			if again.Version != st.Version {
				t.Fatalf("asking for effects changed the game: %d → %d", st.Version, again.Version)
			}
			if len(ef.Players) == 0 {
				t.Fatalf("a payout changes nobody: %+v", ef)
			}
			c.must("POST", path+"/actions", map[string]any{"version": st.Version, "action": a}, http.StatusOK, nil)
			var v view
			c.must("GET", path+"/view", nil, http.StatusOK, &v)
			for _, p := range ef.Players {
				for _, q := range v.Players {
					if q.ID == p.ID && p.Cash != nil && q.Cash != p.Cash.After {
						t.Errorf("player %s: effects said cash %d, the game has %d", p.ID, p.Cash.After, q.Cash)
					}
				}
			}
			for _, f := range ef.Families {
				for _, q := range v.Families {
					if q.ID == f.ID && f.Cell != nil && fmt.Sprint(q.Cell) != fmt.Sprint(f.Cell.After) {
						t.Errorf("family %s: effects said cell %v, the game has %v", f.ID, f.Cell.After, q.Cell)
					}
				}
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
	t.Fatal("no payout was ever legal")
}
