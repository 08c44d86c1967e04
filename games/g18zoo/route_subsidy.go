package g18zoo

import "ferro/route"

// noRunSubsidy: the run pays no subsidy to the treasury, though each of
// its routes still records its own.
var noRunSubsidy = route.Rule{Subsidy: func(int) int { return 0 }}

// subsidyBonus: n more for a run paying any subsidy.
func subsidyBonus(n int) route.Rule {
	return route.Rule{Subsidy: func(sum int) int {
		if sum > 0 {
			sum += n
		}
		return sum
	}}
}
