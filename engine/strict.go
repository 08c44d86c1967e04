package engine

import (
	"errors"
	"strings"
)

// DecodeActionStrict reads one action as UnmarshalJSON does, but refuses a
// key that is no field of an action (or of a route it names), naming it:
// for actions a client submits, where a misspelt field would otherwise be
// dropped without a word. It refuses a field larger than any action needs
// (CheckSizes) and answers the action in its canonical form (Canonical:
// without the fields its type does not carry). Records, written by other
// engines, are read leniently.
func DecodeActionStrict(data []byte) (Action, error) {
	var a Action
	if err := a.decode(data, true); err != nil {
		if f, ok := strings.CutPrefix(err.Error(), "json: unknown field "); ok {
			return Action{}, errors.New("unknown field " + f)
		}
		return Action{}, err
	}
	if err := CheckSizes(a); err != nil {
		return Action{}, err
	}
	return Canonical(a), nil
}
