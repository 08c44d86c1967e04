package bot

import (
	"strings"
	"testing"
)

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

// TestSpecSettings: a spec's settings after slashes tune its bot over the
// caller's tuning, print back as read, and a setting of no known name or
// value is refused.
func TestSpecSettings(t *testing.T) {
	sp, err := ParseSpec("mcts-learned@2000/temp=0.3/separate=-1")
	if err != nil {
		t.Fatal(err)
	}
	if sp.Kind != "mcts-learned" || sp.Sims != 2000 || sp.Tune.Temp != 0.3 || sp.Tune.Separate != -1 {
		t.Fatalf("read %+v", sp)
	}
	if s := sp.String(); s != "mcts-learned@2000/separate=-1/temp=0.3" {
		t.Fatalf("printed %q", s)
	}
	again, err := ParseSpec(sp.String())
	if err != nil || again != sp {
		t.Fatalf("%q read back as %+v (%v)", sp.String(), again, err)
	}
	m := sp.NewTuned(1, 1, Tuning{C: 0.9, Temp: 0.2}).(fixedBudget).Bot.(*MCTS)
	if m.Temp != 0.3 || m.Separate != 0 || m.C != 0.9 {
		t.Fatalf("tuned temp %v, separate %v, c %v; want 0.3 (the spec's), 0 (off), 0.9 (the caller's)", m.Temp, m.Separate, m.C)
	}
	if plain, _ := ParseSpec("mcts@500"); plain.String() != "mcts@500" {
		t.Fatalf("a spec without settings printed %q", plain.String())
	}
	for _, bad := range []string{"mcts@500/temp", "mcts@500/deep=3", "mcts@500/temp=x", "mcts@500/temp=0"} {
		if _, err := ParseSpec(bad); err == nil {
			t.Errorf("%q read without an error", bad)
		}
	}
}

// TestSpecSearchExperiments: odds, reuse, captreasury and trees reach the search,
// and the default search has none of them; the removed experiments' names
// are refused.
func TestSpecSearchExperiments(t *testing.T) {
	sp, err := ParseSpec("mcts-learned@2000/odds=0.5/reuse=-1/captreasury=1/trees=4")
	if err != nil {
		t.Fatal(err)
	}
	m := sp.New(1, 1).(fixedBudget).Bot.(*MCTS)
	if m.Odds != 0.5 || !m.NoReuse || !m.CapTreasury || m.Workers != 4 {
		t.Fatalf("odds %v, no reuse %v, cap %v, trees %d; want 0.5, true, true, 4", m.Odds, m.NoReuse, m.CapTreasury, m.Workers)
	}
	if d := NewMCTS(1); d.Odds != 0 || d.NoReuse || d.CapTreasury {
		t.Fatalf("the default search measures odds %v, reuses %v, caps the treasury %v", d.Odds, !d.NoReuse, d.CapTreasury)
	}
	for _, bad := range []string{"mcts@500/trees=0.5", "mcts@500/trees=-1", "mcts@500/trees=2.5"} {
		if _, err := ParseSpec(bad); err == nil || !strings.Contains(err.Error(), "whole number of trees") {
			t.Errorf("%q: %v; want a refusal naming the whole number of trees", bad, err)
		}
	}
	for _, gone := range []string{"mcts@500/drift=0.25", "mcts@500/depth=3", "mcts@500/mix=0.5"} {
		if _, err := ParseSpec(gone); err == nil {
			t.Errorf("%q read without an error", gone)
		}
	}
}
