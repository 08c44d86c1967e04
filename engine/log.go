package engine

import "fmt"

// Effective returns the actions of a log that take effect, in order: undo
// and redo are themselves entries of the log, and an undone action is not
// applied. The rules follow 18xx.games: an undo without action_id takes back
// the newest action still in effect; an undo with action_id takes back every
// action after that id (0 means all); a redo restores what the newest undo
// took back, and only while no other action came in between. Messages are
// never undone.
//
// The result holds, for each effective action, its index in log.
func Effective(log []Action) ([]int, error) {
	eff := make([]int, len(log)) // eff[i] = i while action i is in effect, -1 otherwise
	for i := range eff {
		eff[i] = -1
	}
	// live holds the effective actions other than messages, in log order:
	// an undo takes back a suffix of it (a padded log of undo/redo pairs
	// costs linear time, not a scan back per undo).
	var live []int
	var undos [][]int // stack of index sets taken back by each active undo
	var firstOf map[int]int
	for i, a := range log {
		switch a.Type {
		case "undo":
			from := 0
			if to := a.Extras().ActionID; to != nil {
				if *to != 0 {
					// The target is the first action of the whole log with
					// that id (ids need not increase); a target at or after
					// the undo itself takes nothing back.
					if firstOf == nil {
						firstOf = make(map[int]int, len(log))
						for j := len(log) - 1; j >= 0; j-- {
							firstOf[log[j].ID] = j
						}
					}
					at, ok := firstOf[*to]
					if !ok {
						return nil, fmt.Errorf("undo (id %d): no action with id %d to undo to", a.ID, *to)
					}
					from = min(at+1, i)
				}
			} else if len(live) > 0 {
				from = live[len(live)-1]
			}
			k := len(live)
			for k > 0 && live[k-1] >= from {
				k--
			}
			taken := append([]int(nil), live[k:]...)
			for _, j := range taken {
				eff[j] = -1
			}
			live = live[:k]
			undos = append(undos, taken)
		case "redo":
			if len(undos) == 0 {
				return nil, fmt.Errorf("redo (id %d): nothing to redo", a.ID)
			}
			for _, j := range undos[len(undos)-1] {
				eff[j] = j
				live = append(live, j)
			}
			undos = undos[:len(undos)-1]
		case "message":
			eff[i] = i
		default:
			undos = undos[:0]
			eff[i] = i
			live = append(live, i)
		}
	}
	out := make([]int, 0, len(log))
	for _, j := range eff {
		if j >= 0 {
			out = append(out, j)
		}
	}
	return out, nil
}
