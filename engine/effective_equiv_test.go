package engine

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"testing"
)

// TestEffectiveMatchesScan: Effective (a stack of the actions in effect)
// agrees with the plain definition (effectiveByScan: a scan back from
// every undo) on random logs of actions, messages, undos (with and
// without action_id, some to missing ids) and redos.
func TestEffectiveMatchesScan(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for n := range 3000 {
		log := make([]Action, 1+rng.IntN(40))
		for i := range log {
			a := Action{ID: i + 1}
			if rng.IntN(8) == 0 {
				a.ID = 1 + rng.IntN(i+1) // ids need not be distinct
			}
			switch r := rng.IntN(10); {
			case r < 4:
				a.Type = "pass"
			case r < 5:
				a.Type = "message"
			case r < 8:
				a.Type = "undo"
				if rng.IntN(3) == 0 {
					a.Edit().ActionID = Int(rng.IntN(len(log) + 2))
				}
			default:
				a.Type = "redo"
			}
			log[i] = a
		}
		got, gerr := Effective(log)
		want, werr := effectiveByScan(log)
		if fmt.Sprint(gerr) != fmt.Sprint(werr) || (werr == nil && !reflect.DeepEqual(got, want)) {
			t.Fatalf("log %d %v: Effective %v, %v; by scan %v, %v", n, types(log), got, gerr, want, werr)
		}
	}
}

func types(log []Action) []string {
	var out []string
	for _, a := range log {
		s := a.Type
		if id := a.Extras().ActionID; id != nil {
			s += fmt.Sprint("→", *id)
		}
		out = append(out, fmt.Sprint(a.ID, ":", s))
	}
	return out
}

// effectiveByScan is Effective as first written: each undo scans back for
// the newest action in effect.
func effectiveByScan(log []Action) ([]int, error) {
	eff := make([]int, len(log)) // eff[i] = i while action i is in effect, -1 otherwise
	for i := range eff {
		eff[i] = -1
	}
	var undos [][]int // stack of index sets taken back by each active undo
	for i, a := range log {
		switch a.Type {
		case "undo":
			from := 0
			if to := a.Extras().ActionID; to != nil {
				if *to != 0 {
					// The target is the first action of the whole log with
					// that id (ids need not increase); a target at or after
					// the undo itself takes nothing back.
					at := -1
					for j := range log {
						if log[j].ID == *to {
							at = j
							break
						}
					}
					if at < 0 {
						return nil, fmt.Errorf("undo (id %d): no action with id %d to undo to", a.ID, *to)
					}
					from = min(at+1, i)
				}
			} else {
				from = 0
				for j := i - 1; j >= 0; j-- {
					if eff[j] >= 0 && log[j].Type != "message" {
						from = j
						break
					}
				}
			}
			var taken []int
			for j := from; j < i; j++ {
				if eff[j] >= 0 && log[j].Type != "message" {
					eff[j] = -1
					taken = append(taken, j)
				}
			}
			undos = append(undos, taken)
		case "redo":
			if len(undos) == 0 {
				return nil, fmt.Errorf("redo (id %d): nothing to redo", a.ID)
			}
			for _, j := range undos[len(undos)-1] {
				eff[j] = j
			}
			undos = undos[:len(undos)-1]
		case "message":
			eff[i] = i
		default:
			undos = undos[:0]
			eff[i] = i
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
