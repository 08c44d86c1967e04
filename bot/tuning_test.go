package bot

import "testing"

// TestNewTunedSettings: a positive tuning replaces the search's default, a
// negative one turns the setting off, and zero keeps the default.
func TestNewTunedSettings(t *testing.T) {
	def := NewMCTS(1)
	mcts := func(tu Tuning) *MCTS {
		return Spec{Kind: "mcts"}.NewTuned(1, 1, tu).(*MCTS)
	}
	if m := mcts(Tuning{}); m.Cut != def.Cut || m.TypeCap != def.TypeCap || m.Separate != def.Separate {
		t.Fatalf("zero tuning changed the defaults: %+v", m)
	}
	if m := mcts(Tuning{Cut: 7, TypeCap: 3, Separate: 1.5}); m.Cut != 7 || m.TypeCap != 3 || m.Separate != 1.5 {
		t.Fatalf("positive tuning not applied: cut %d, type cap %d, separate %v", m.Cut, m.TypeCap, m.Separate)
	}
	if m := mcts(Tuning{Cut: -1, TypeCap: -1, Separate: -1}); m.Cut != 0 || m.TypeCap != 0 || m.Separate != 0 {
		t.Fatalf("negative tuning did not turn off: cut %d, type cap %d, separate %v", m.Cut, m.TypeCap, m.Separate)
	}
}
