package store

import (
	"strings"
	"testing"
)

func TestEventPayloads(t *testing.T) {
	many := make([]Event, 1000)
	for i := range many {
		many[i] = Event{GameID: int64(1000000 + i), Version: 100000 + i}
	}
	for _, c := range []struct {
		name   string
		evs    []Event
		chunks int
	}{
		{"none", nil, 0},
		{"one", []Event{{GameID: 7, Version: 3}}, 1},
		{"two", []Event{{GameID: 7, Version: 3}, {GameID: 8, Version: 1}}, 1},
		{"seats", []Event{{GameID: 7, Version: -1, Rev: 4}, {GameID: 8, Version: 0}}, 1},
		{"chat", []Event{{GameID: 7, Chat: 12}, {GameID: 7, Version: 4}}, 1},
		{"many", many, 3}, // 1000 × 15 bytes in chunks under 7000
	} {
		ps := eventPayloads(c.evs)
		if len(ps) != c.chunks {
			t.Errorf("%s: %d payloads, want %d", c.name, len(ps), c.chunks)
		}
		var back []Event
		for _, p := range ps {
			if len(p) > maxPayload {
				t.Errorf("%s: payload of %d bytes", c.name, len(p))
			}
			for _, item := range strings.Split(p, ";") {
				e, err := parseEvent(item)
				if err != nil {
					t.Fatalf("%s: %v", c.name, err)
				}
				back = append(back, e)
			}
		}
		if len(back) != len(c.evs) {
			t.Fatalf("%s: %d events back, want %d", c.name, len(back), len(c.evs))
		}
		for i := range back {
			if back[i] != c.evs[i] {
				t.Errorf("%s: event %d is %+v, want %+v", c.name, i, back[i], c.evs[i])
			}
		}
	}
	for _, bad := range []string{"", "7", "x:1", "7:y", "7:r", "7:rx", "7:c", "7:c0", "7:cx"} {
		if _, err := parseEvent(bad); err == nil {
			t.Errorf("parseEvent(%q) accepted", bad)
		}
	}
}
