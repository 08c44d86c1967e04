package engine

import (
	"encoding/json"
	"fmt"
	"strconv"
)

// Count is a whole number that records write either as 4 or as "4"
// (18xx.games exports max_players as text). It is written as a number.
type Count int

// UnmarshalJSON accepts a number, a string of digits, or null.
func (c *Count) UnmarshalJSON(b []byte) error {
	var s string
	if json.Unmarshal(b, &s) == nil {
		if s == "" {
			*c = 0
			return nil
		}
		n, err := strconv.Atoi(s)
		if err != nil {
			return fmt.Errorf("%q is not a whole number", s)
		}
		*c = Count(n)
		return nil
	}
	var n *int
	if err := json.Unmarshal(b, &n); err != nil {
		return fmt.Errorf("%s is not a whole number", b)
	}
	if n != nil {
		*c = Count(*n)
	}
	return nil
}
