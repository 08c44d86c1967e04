package engine

import "testing"

// Control counts a president's lead in certificates (capped at 2) and a
// holding the presidency could be dumped on.
func TestControl(t *testing.T) {
	cases := []struct {
		name            string
		seat            int
		held            []int
		president, unit int
		dumpable        bool
		presidency      float64
		dump            float64
	}{
		{"lead of one certificate", 0, []int{30, 20, 0}, 0, 10, false, 1, 0},
		{"lead capped at 2", 0, []int{60, 0, 10}, 0, 10, false, 2, 0},
		{"a tie is no lead", 1, []int{40, 40}, 1, 20, true, 0, 0},
		{"within one certificate of the president, trainless", 1, []int{30, 20, 0}, 0, 10, true, 0, 1},
		{"the same holding with trains", 1, []int{30, 20, 0}, 0, 10, false, 0, 0},
		{"one certificate only", 1, []int{20, 10}, 0, 10, true, 0, 0},
		{"two certificates behind", 1, []int{60, 40}, 0, 10, true, 0, 0},
		{"no president", 1, []int{0, 20}, -1, 10, true, 0, 0},
	}
	for _, c := range cases {
		var f SeatFeatures
		f.Control(c.seat, c.held, c.president, c.unit, c.dumpable)
		if f.Presidency != c.presidency || f.Dump != c.dump {
			t.Errorf("%s: presidency %v dump %v, want %v %v", c.name, f.Presidency, f.Dump, c.presidency, c.dump)
		}
	}
}
