package g18zoo

import "ferro/engine/rounds"

// Rabbits: two bonus upgrades on its family's network, even on hills,
// mountains and ponds, or before their phase (the tile rules are zoomap's
// for this power); the power closes after the second.
type rabbits struct{}

func init() { registerPower("RABBITS", rabbits{}) }

func (rabbits) trackActions(g *Game, c int) rounds.Set { return actLayTile }
func (rabbits) trackUses() int                         { return 2 }
