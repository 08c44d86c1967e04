package playcheck

import (
	"encoding/json"
	"fmt"
	"os"
)

// Trace is a record's per-action state trace, as the 18xx.games engine
// produced it by replaying the record (see the fixtures' README.md).
type Trace struct {
	Fixture       string          `json:"fixture"`
	Title         string          `json:"title"`
	Players       []TracePlayer   `json:"players"`
	Initial       json.RawMessage `json:"initial"`  // state before any action
	Skipped       []int           `json:"skipped"`  // indices of actions not applied
	Steps         []Step          `json:"steps"`    // one per applied action
	Finished      bool            `json:"finished"` // the game is over after the last step
	GameEndReason *string         `json:"game_end_reason"`
	Result        map[string]int  `json:"result"` // by player id, or by name where players have no id

	// Names maps the trace's names to the game's (nil: the same names).
	// ReplayWithTrace passes it to CompareStep. It is not part of the file.
	Names NameMap `json:"-"`
}

// TracePlayer is a seat as the trace names it; ID is null where the
// record's players have no id.
type TracePlayer struct {
	ID   json.RawMessage `json:"id"`
	Name string          `json:"name"`
}

// Step is the state after one applied action.
type Step struct {
	I      int             // index of the action in the record's actions
	ID     int             // the action's id
	Type   string          // the action's type
	Entity json.RawMessage // the action's entity, as the trace wrote it
	State  json.RawMessage // every other key of the step: the state
}

// stepMeta are the keys of a step that describe the action, not the state.
var stepMeta = map[string]bool{"i": true, "id": true, "type": true, "entity": true}

// UnmarshalJSON splits a step into the action it follows and the state.
func (s *Step) UnmarshalJSON(data []byte) error {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(data, &m); err != nil {
		return err
	}
	if err := json.Unmarshal(m["i"], &s.I); err != nil {
		return fmt.Errorf("trace step: bad or missing i: %w", err)
	}
	if raw, ok := m["id"]; ok {
		if err := json.Unmarshal(raw, &s.ID); err != nil {
			return fmt.Errorf("trace step %d: bad id: %w", s.I, err)
		}
	}
	if raw, ok := m["type"]; ok {
		if err := json.Unmarshal(raw, &s.Type); err != nil {
			return fmt.Errorf("trace step %d: bad type: %w", s.I, err)
		}
	}
	s.Entity = m["entity"]
	for k := range stepMeta {
		delete(m, k)
	}
	state, err := json.Marshal(m)
	if err != nil {
		return err
	}
	s.State = state
	return nil
}

// MarshalJSON writes a step back in the trace's form.
func (s Step) MarshalJSON() ([]byte, error) {
	m := map[string]json.RawMessage{}
	if len(s.State) > 0 {
		if err := json.Unmarshal(s.State, &m); err != nil {
			return nil, err
		}
	}
	m["i"], _ = json.Marshal(s.I)
	m["id"], _ = json.Marshal(s.ID)
	m["type"], _ = json.Marshal(s.Type)
	if len(s.Entity) > 0 {
		m["entity"] = s.Entity
	}
	return json.Marshal(m)
}

// ParseTrace decodes a trace.
func ParseTrace(data []byte) (*Trace, error) {
	var t Trace
	if err := json.Unmarshal(data, &t); err != nil {
		return nil, fmt.Errorf("not a trace: %w", err)
	}
	if len(t.Initial) == 0 {
		return nil, fmt.Errorf("not a trace: no initial state")
	}
	return &t, nil
}

// LoadTrace reads and decodes the trace at path.
func LoadTrace(path string) (*Trace, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	t, err := ParseTrace(data)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return t, nil
}

// NotIn lists, in order, the indices in [0, n) that eff does not hold:
// for engine.Effective's answer, the actions that are not applied.
func NotIn(eff []int, n int) []int {
	in := make([]bool, n)
	for _, i := range eff {
		if i >= 0 && i < n {
			in[i] = true
		}
	}
	out := []int{}
	for i, ok := range in {
		if !ok {
			out = append(out, i)
		}
	}
	return out
}
