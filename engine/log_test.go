package engine

import (
	"reflect"
	"strings"
	"testing"
)

// step is a compact log entry for the table: "a" is a game action,
// "m" a message, "u" an undo without action_id, "uN" an undo to id N,
// "r" a redo. Ids are the 1-based positions unless a test sets them.
func logOf(steps ...string) []Action {
	log := make([]Action, len(steps))
	for i, s := range steps {
		a := Action{ID: i + 1, Entity: "1"}
		switch {
		case s == "a":
			a.Type = "pass"
		case s == "m":
			a.Type = "message"
		case s == "r":
			a.Type = "redo"
		case s == "u":
			a.Type = "undo"
		case strings.HasPrefix(s, "u"):
			a.Type = "undo"
			n := 0
			for _, c := range s[1:] {
				n = n*10 + int(c-'0')
			}
			a.Edit().ActionID = Int(n)
		default:
			panic("bad step " + s)
		}
		log[i] = a
	}
	return log
}

func TestEffective(t *testing.T) {
	tests := []struct {
		name string
		log  []Action
		want []int
	}{
		{"empty", logOf(), []int{}},
		{"no undo", logOf("a", "a", "a"), []int{0, 1, 2}},
		{"undo takes back the newest", logOf("a", "a", "u"), []int{0}},
		{"two undos take back two", logOf("a", "a", "a", "u", "u"), []int{0}},
		{"undo with nothing to undo", logOf("u"), []int{}},
		{"undo skips messages", logOf("a", "m", "u"), []int{1}},
		{"undo after only a message", logOf("m", "u"), []int{0}},
		{"undo to id", logOf("a", "a", "a", "a", "u2"), []int{0, 1}},
		{"undo to id 0 takes back all", logOf("a", "a", "m", "a", "u0"), []int{2}},
		{"undo to the last id takes nothing", logOf("a", "a", "u2"), []int{0, 1}},
		{"redo restores the last undo", logOf("a", "a", "u", "r"), []int{0, 1}},
		{"redo restores an undo to id", logOf("a", "a", "a", "u1", "r"), []int{0, 1, 2}},
		{"redo twice undoes two undos", logOf("a", "a", "u", "u", "r", "r"), []int{0, 1}},
		{"redo only the newest undo", logOf("a", "a", "u", "u", "r"), []int{0}},
		{"a message does not invalidate redo", logOf("a", "a", "u", "m", "r"), []int{0, 1, 3}},
		{"new action after undo", logOf("a", "a", "u", "a"), []int{0, 3}},
		{"undo then new then undo", logOf("a", "a", "u", "a", "u"), []int{0}},
		{"undo of an undo's result", logOf("a", "a", "u", "a", "u", "u"), []int{}},
		{"messages are never undone by id", logOf("a", "m", "a", "u0"), []int{1}},
		{"redo then undo", logOf("a", "a", "u", "r", "u"), []int{0}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got, err := Effective(tt.log)
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("Effective = %v, want %v", got, tt.want)
			}
		})
	}
}

func TestEffectiveErrors(t *testing.T) {
	tests := []struct {
		name string
		log  []Action
		want string
	}{
		{"redo with nothing undone", logOf("a", "r"), "nothing to redo"},
		{"redo invalidated by a new action", logOf("a", "a", "u", "a", "r"), "nothing to redo"},
		{"undo to an unknown id", logOf("a", "u9"), "no action with id 9"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Effective(tt.log)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Errorf("Effective error = %v, want one containing %q", err, tt.want)
			}
		})
	}
}

// Ids need not increase: an undo finds its target by id, not position.
func TestEffectiveNonIncreasingIDs(t *testing.T) {
	log := logOf("a", "a", "a", "a", "u2")
	log[0].ID, log[1].ID, log[2].ID, log[3].ID = 10, 5, 11, 12
	log[4].ID = 13
	log[4].Edit().ActionID = Int(5)
	got, err := Effective(log)
	if err != nil {
		t.Fatal(err)
	}
	if want := []int{0, 1}; !reflect.DeepEqual(got, want) {
		t.Errorf("Effective = %v, want %v", got, want)
	}
}
