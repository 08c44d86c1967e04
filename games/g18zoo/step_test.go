package g18zoo

import "testing"

// TestEveryStepDefined: every step kind has its value (step_*.go), and
// every power in the data table its rules (power_*.go).
func TestEveryStepDefined(t *testing.T) {
	for k := stepKind(0); k < numStepKinds; k++ {
		if steps[k].step == nil {
			t.Errorf("step kind %d has no step value", k)
		}
	}
	for k, p := range allPowers {
		if rulesOf[k] == nil {
			t.Errorf("power %s has no rules", p.Sym)
		}
	}
}
