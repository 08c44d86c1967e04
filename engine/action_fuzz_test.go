package engine

import (
	"bytes"
	"encoding/json"
	"testing"
)

var actionSeeds = []string{
	`{"type":"pass","entity":3,"entity_type":"player","id":1}`,
	`{"type":"bid","entity":"Player 1","entity_type":"player","id":2,"company":"P1","price":4}`,
	`{"type":"par","entity":11104,"entity_type":"player","id":3,"corporation":"GI","share_price":"7,1,1"}`,
	`{"type":"buy_shares","entity":"1","id":4,"shares":["GI_1","GI_2"],"percent":20,"share_price":false}`,
	`{"type":"lay_tile","entity":"GI","entity_type":"corporation","id":5,"hex":"K9","tile":"7-0","rotation":0}`,
	`{"type":"run_routes","entity":"GI","entity_type":"corporation","id":6,"routes":[{"train":"2-0","connections":[["K9","J8"]],"hexes":["K9","J8"],"revenue":70,"revenue_str":"K9-J8","nodes":["K9-0"]}],"extra_revenue":0}`,
	`{"type":"choose","entity":"GI","entity_type":"corporation","id":7,"choice":{"a":1}}`,
	`{"type":"undo","entity":"1","id":8,"action_id":0}`,
	`{"type":"program_buy_shares","entity":1,"id":9,"corporation":"PB","until_condition":2,"from_market":true,"auto_actions":[{"type":"pass","entity":"PB"}]}`,
	`{"type":"message","entity":-0,"id":10}`,
}

// FuzzActionJSON: whatever decodes as an action encodes, and decodes
// again to an action that encodes the same way.
func FuzzActionJSON(f *testing.F) {
	for _, s := range actionSeeds {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var a1 Action
		if json.Unmarshal(data, &a1) != nil {
			return
		}
		b1, err := json.Marshal(a1)
		if err != nil {
			t.Fatalf("decoded %q but cannot encode it: %v", data, err)
		}
		var a2 Action
		if err := json.Unmarshal(b1, &a2); err != nil {
			t.Fatalf("encoded %q as %s, which does not decode: %v", data, b1, err)
		}
		b2, err := json.Marshal(a2)
		if err != nil {
			t.Fatalf("second encoding of %s failed: %v", b1, err)
		}
		if !bytes.Equal(b1, b2) {
			t.Fatalf("round trip unstable:\n first %s\nsecond %s", b1, b2)
		}
		if a1.Key() != a2.Key() || a1.Entity != a2.Entity {
			t.Fatalf("round trip changed the action: %q/%s → %q/%s", a1.Entity, a1.Key(), a2.Entity, a2.Key())
		}
	})
}
