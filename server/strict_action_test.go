package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestUnknownActionField: a key inside "action" that is no field of an
// action is a 400 naming it, and the game does not change; the same
// action without it is played.
func TestUnknownActionField(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			e := newEnv(t, b, nil)
			ann, bob := e.signup("ann"), e.signup("bob")
			id := twoPlayerGame(e, ann, bob)
			path := fmt.Sprintf("/api/games/%d/actions", id)
			st := ann.state(id)
			c := ann
			if st.Acting[0] != seatOf(ann, st) {
				c = bob
			}
			me := seatOf(c, st)
			before, beforeLog := c.state(id), c.actions(id)
			for _, f := range []struct{ json, name string }{
				{`"pryce":1`, `"pryce"`},
				{`"routes":[{"train":"x","connections":[],"revenu":1}]`, `"revenu"`},
			} {
				field := f.json
				body := fmt.Sprintf(`{"version":0,"action":{"type":"add","entity":%q,"entity_type":"player","price":1,%s}}`, me, field)
				code, resp := c.do("POST", path, body)
				var got apiErr
				_ = json.Unmarshal(resp, &got)
				if code != http.StatusBadRequest || got.Code != "bad_json" || !strings.Contains(got.Error, f.name) {
					t.Errorf("%s: got %d %+v, want 400 bad_json naming %s", field, code, got, f.name)
				}
				if after, afterLog := c.state(id), c.actions(id); !reflect.DeepEqual(after, before) || !reflect.DeepEqual(afterLog, beforeLog) {
					t.Fatalf("%s changed the game", field)
				}
			}
			c.must("POST", path, submitBody(0, add(me, 1)), http.StatusOK, nil)
		})
	}
}
