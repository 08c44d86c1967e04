package g18zoo

import (
	"testing"

	"ferro/engine/rounds"
)

// TestEveryStepDefined: every row of the step table (steptable.go) is in
// a round, at most once in each, and every power in the data table has
// its rules (power_*.go).
func TestEveryStepDefined(t *testing.T) {
	in := map[rounds.StepKind]bool{}
	for r, kinds := range roundSteps {
		if len(kinds) == 0 {
			t.Errorf("round kind %d has no steps", r)
		}
		seen := map[rounds.StepKind]bool{}
		for _, k := range kinds {
			if seen[k] {
				t.Errorf("round kind %d has step %q twice", r, stepNames[k])
			}
			seen[k], in[k] = true, true
		}
	}
	for k := rounds.StepKind(0); int(k) < steps.Kinds(); k++ {
		if !steps.Defined(k) || !in[k] {
			t.Errorf("step %d (%q) is in no round", k, stepNames[k])
		}
	}
	if len(stepNames) != steps.Kinds() || len(stepKeys) != steps.Kinds() {
		t.Errorf("%d step kinds, %d names, %d keys", steps.Kinds(), len(stepNames), len(stepKeys))
	}
	for k, p := range allPowers {
		if rulesOf[k] == nil {
			t.Errorf("power %s has no rules", p.Sym)
		}
	}
}
