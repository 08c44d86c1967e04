package g18zoo

import (
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/games/g18zoo/zoomap"
)

// Moles: four special tiles (80–83, X80–X83, its alone) that upgrade any
// plain tile of its family's network, even on hills, mountains and ponds;
// the power closes after the fourth.
type moles struct{}

const symMoles = "MOLES"

func init() {
	registerPower(symMoles, moles{})
	zoomap.RegisterLayPower(symMoles, moles{})
	zoomap.ReserveTiles(symMoles, func(tile string) error {
		return engine.Illegal("moles tile", "tile %s is laid only by Moles", tile)
	}, "80", "X80", "81", "X81", "82", "X82", "83", "X83")
}

func (moles) trackActions(g *Game, c int) rounds.Set { return actLayTile }
func (moles) trackUses() int                         { return 4 }

// molesUpgrades are the special tiles Moles may put on plain and O track.
var molesUpgrades = map[string][]string{
	"7":  {"80", "82", "83"},
	"X7": {"X80", "X82", "X83"},
	"8":  {"80", "81", "82", "83"},
	"X8": {"X80", "X81", "X82", "X83"},
	"9":  {"82", "83"},
	"X9": {"X82", "X83"},
}

// Opts: its special tiles on the family's network, in any phase.
func (moles) Opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts {
	return hexmap.LayOpts{Corp: corp, Power: symMoles, Special: true, Connect: hexmap.ConnectHex, Home: home}
}

// CheckHex: laid plain track (7, 8, 9 and their O faces) only.
func (moles) CheckHex(b *hexmap.Board, h int, explain bool) error {
	t, _ := b.Tile(h)
	if _, ok := molesUpgrades[t.Name]; !ok || b.Preprinted(h) {
		return zoomap.Refuse(explain, func() error {
			return engine.Illegal("moles: plain track only", "Moles only upgrade tiles 7, 8, 9 and X7, X8, X9; %s has %s", b.Map().HexID(h), t.Name)
		})
	}
	return nil
}

// Upgrade: the special tiles listed for the tile there.
func (moles) Upgrade(b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	if !slices.Contains(molesUpgrades[from.Name], to.Name) {
		return false, zoomap.Refuse(explain, func() error {
			return engine.Illegal("moles: special tiles", "Moles put %v on %s, not %s", molesUpgrades[from.Name], from.Name, to.Name)
		}), nil
	}
	return true, nil, nil
}
