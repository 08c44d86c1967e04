package engine

import (
	"encoding/json"
	"testing"
)

func TestCountDecodes(t *testing.T) {
	tests := []struct {
		in      string
		want    Count
		wantErr bool
	}{
		{`4`, 4, false},
		{`"4"`, 4, false},
		{`""`, 0, false},
		{`null`, 0, false},
		{`"four"`, 0, true},
		{`4.5`, 0, true},
		{`true`, 0, true},
	}
	for _, tt := range tests {
		var c Count
		err := json.Unmarshal([]byte(tt.in), &c)
		if (err != nil) != tt.wantErr || c != tt.want {
			t.Errorf("Unmarshal(%s) = %d, %v; want %d, error %v", tt.in, c, err, tt.want, tt.wantErr)
		}
	}
}

func TestRecordWithTextMaxPlayers(t *testing.T) {
	r, err := ParseRecord([]byte(`{"title":"T","players":[{"name":"A"}],"max_players":"4","actions":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	if r.MaxPlayers != 4 {
		t.Errorf("MaxPlayers = %d, want 4", r.MaxPlayers)
	}
	b, _ := json.Marshal(r)
	var back map[string]any
	if err := json.Unmarshal(b, &back); err != nil || back["max_players"] != float64(4) {
		t.Errorf("re-encoded max_players = %v (%v), want the number 4", back["max_players"], err)
	}
}

func TestEntityEncoding(t *testing.T) {
	tests := []struct {
		a    Action
		want string
	}{
		{Action{Type: "pass", Entity: "3", EntityType: "player"}, `3`},
		{Action{Type: "pass", Entity: "3"}, `3`},
		{Action{Type: "pass", Entity: "007"}, `"007"`},
		{Action{Type: "pass", Entity: "+5"}, `"+5"`},
		{Action{Type: "pass", Entity: "GI", EntityType: "corporation"}, `"GI"`},
		{Action{Type: "pass", Entity: "3", EntityType: "corporation"}, `"3"`},
	}
	for _, tt := range tests {
		b, err := json.Marshal(tt.a)
		if err != nil {
			t.Fatal(err)
		}
		var m map[string]json.RawMessage
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		if string(m["entity"]) != tt.want {
			t.Errorf("entity %q encodes as %s, want %s", tt.a.Entity, m["entity"], tt.want)
		}
	}
}
