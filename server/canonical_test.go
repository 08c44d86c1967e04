package server_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"ferro/store/storetest"
)

// TestActionsStoredCanonical: an action is stored as the title understands
// it: fields its type does not carry are dropped before it is applied and
// stored (a listed action sent back with a "hex" and a "train" added is
// stored as listed), and a field larger than any action needs is a 400
// naming it, the game unchanged.
func TestActionsStoredCanonical(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	var g gameView
	ann.must("POST", "/api/games", map[string]any{"title": "18ZOO - Map A", "players": 3, "hotseat": true, "seed": 1}, http.StatusCreated, &g)
	path := fmt.Sprintf("/api/games/%d", g.ID)
	st := ann.state(g.ID)
	var listed map[string]any
	b, _ := json.Marshal(st.Legal[0])
	json.Unmarshal(b, &listed)
	if _, has := listed["hex"]; has {
		t.Fatalf("the first listed action carries a hex: %s", b)
	}
	junk := map[string]any{}
	for k, v := range listed {
		junk[k] = v
	}
	junk["hex"] = strings.Repeat("J", 60000)
	var er apiErr
	ann.must("POST", path+"/actions", map[string]any{"version": 0, "action": junk}, http.StatusBadRequest, &er)
	if !strings.Contains(er.Error, "hex") {
		t.Errorf("a 60,000-character hex: %q", er.Error)
	}
	junk["hex"], junk["train"] = "J", "9"
	ann.must("POST", path+"/actions", map[string]any{"version": 0, "action": junk}, http.StatusOK, nil)
	acts := ann.actions(g.ID)
	if len(acts) != 1 || acts[0].Hex != "" || acts[0].Train != "" {
		t.Fatalf("stored: %+v", acts)
	}
	if acts[0].Type != st.Legal[0].Type || acts[0].Company != st.Legal[0].Company {
		t.Errorf("stored %s, listed %s", acts[0].Key(), st.Legal[0].Key())
	}
	_, rec := ann.do("GET", path+"/record", nil)
	if strings.Contains(string(rec), `"hex":"J"`) {
		t.Error("the record holds the unused hex")
	}
}
