package g18zoo

import (
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/games/g18zoo/zoomap"
)

// Rabbits: two bonus upgrades on its family's network, even on hills,
// mountains and ponds, or before their phase, but no further than green
// on O and M/MM hexes; the power closes after the second.
type rabbits struct{}

const symRabbits = "RABBITS"

func init() {
	registerPower(symRabbits, rabbits{})
	zoomap.RegisterLayPower(symRabbits, rabbits{})
}

func (rabbits) trackActions(g *Game, c int) rounds.Set { return actLayTile }
func (rabbits) trackUses() int                         { return 2 }

// rabbitsUpgrades are the green O tiles Rabbits may put on a yellow O tile.
var rabbitsUpgrades = map[string][]string{
	"X7": {"X26", "X27", "X28", "X29", "X30", "X31"},
	"X8": {"X16", "X19", "X23", "X24", "X25", "X28", "X29", "X30", "X31"},
	"X9": {"X19", "X20", "X23", "X24", "X26", "X27"},
}

// Opts: upgrades on the family's network, of any phase's colour.
func (rabbits) Opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, Power: symRabbits, Special: true, Connect: hexmap.ConnectHex, Home: home}
}

// CheckHex: laid track only, and never past green on O and M/MM hexes.
func (rabbits) CheckHex(b *hexmap.Board, h int, explain bool) error {
	c := b.Color(h)
	if c == hexmap.White || c == hexmap.Red || c == hexmap.Gray {
		return zoomap.Refuse(explain, func() error {
			return engine.Illegal("rabbits: upgrades only", "Rabbits upgrade laid track; %s is %s", b.Map().HexID(h), c)
		})
	}
	if c == hexmap.Green && (b.Label(h) == "O" || zoomap.OnTerrain(b, h)) {
		return zoomap.Refuse(explain, func() error {
			return engine.Illegal("rabbits: no further upgrade", "green O and M/MM tiles go no further; %s", b.Map().HexID(h))
		})
	}
	return nil
}

// Upgrade: only the listed green O tiles on X7/X8/X9; the label may change
// only on yellow M/MM track.
func (rabbits) Upgrade(b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	if b.Label(h) == "O" && !slices.Contains(rabbitsUpgrades[from.Name], to.Name) {
		return false, zoomap.Refuse(explain, func() error {
			return engine.Illegal("rabbits: O tiles", "Rabbits put %v on %s, not %s", rabbitsUpgrades[from.Name], from.Name, to.Name)
		}), nil
	}
	if b.Label(h) != to.Label && !(zoomap.OnTerrain(b, h) && b.Color(h) == hexmap.Yellow) {
		return true, nil, zoomap.Refuse(explain, func() error {
			return engine.Illegal("label", "%s is labelled %q; tile %s is labelled %q", b.Map().HexID(h), b.Label(h), to.Name, to.Label)
		})
	}
	return true, nil, nil
}
