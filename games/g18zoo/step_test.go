package g18zoo

import (
	"testing"

	"ferro/engine/rounds"
)

// TestEveryStepDefined: every step kind has its value (step_*.go), and
// every power in the data table its rules (power_*.go).
func TestEveryStepDefined(t *testing.T) {
	for k := rounds.StepKind(0); k < numStepKinds; k++ {
		if !steps.Defined(k) {
			t.Errorf("step kind %d has no step value", k)
		}
	}
	for k, p := range allPowers {
		if rulesOf[k] == nil {
			t.Errorf("power %s has no rules", p.Sym)
		}
	}
}
