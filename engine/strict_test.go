package engine

import (
	"strings"
	"testing"
)

func TestDecodeActionStrict(t *testing.T) {
	for _, c := range []struct {
		in, err string
	}{
		{`{"type":"pass","entity":1,"entity_type":"player"}`, ""},
		{`{"type":"run_routes","entity":"GI","routes":[{"train":"2-0","connections":[["A1","A3"]],"revenue":20}],"extra_revenue":0}`, ""},
		{`{"type":"pass","entity":1,"bogus":true}`, `unknown field "bogus"`},
		{`{"type":"run_routes","entity":"GI","routes":[{"train":"2-0","connections":[],"revenu":20}]}`, `unknown field "revenu"`},
		{`{"entity":1}`, "no type"},
	} {
		a, err := DecodeActionStrict([]byte(c.in))
		switch {
		case c.err == "" && err != nil:
			t.Errorf("%s: %v", c.in, err)
		case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
			t.Errorf("%s: error %v, want one with %q", c.in, err, c.err)
		}
		if c.err == "" {
			var lenient Action
			if err := lenient.UnmarshalJSON([]byte(c.in)); err != nil || lenient.Type != a.Type || lenient.Entity != a.Entity {
				t.Errorf("%s: strict %+v, lenient %+v (%v)", c.in, a, lenient, err)
			}
		}
	}
	var a Action
	if err := a.UnmarshalJSON([]byte(`{"type":"pass","entity":1,"bogus":true}`)); err != nil {
		t.Errorf("records stay lenient: %v", err)
	}
}
