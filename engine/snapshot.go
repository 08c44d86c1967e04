package engine

import "encoding/json"

// SnapshotOf is a game's Snapshot from the plain data that is its
// observable state. That data always marshals; a value that does not is
// a defect of the title, and panics.
func SnapshotOf(v any) json.RawMessage {
	b, err := json.Marshal(v)
	if err != nil {
		panic("engine: a snapshot that does not marshal: " + err.Error())
	}
	return b
}
