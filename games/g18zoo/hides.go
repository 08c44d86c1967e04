package g18zoo

import "slices"

// Hides: the seed deals the powers of the later days, unseen until their
// day unless "Powers visible" shows them from the start (engine.Hider).
func (Title) Hides(rules []string) bool { return !slices.Contains(rules, "power_visible") }
