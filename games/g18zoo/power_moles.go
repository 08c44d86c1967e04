package g18zoo

import "ferro/engine/rounds"

// Moles: four special tiles that upgrade any plain tile of its family's
// network, even on hills, mountains and ponds (the tile rules are zoomap's
// for this power); the power closes after the fourth.
type moles struct{}

func init() { registerPower("MOLES", moles{}) }

func (moles) trackActions(g *Game, c int) rounds.Set { return actLayTile }
func (moles) trackUses() int                         { return 4 }
