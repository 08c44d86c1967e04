package zoomap

import (
	"errors"
	"slices"

	"ferro/engine"
	"ferro/engine/hexmap"
)

// layPower is the tile rules of a power that lays tiles of its own,
// named by LayOpts.Power (PowerRabbits, …): each in its file (power_*.go),
// registered in layPowers under its name.
type layPower interface {
	// opts is the power's lay by corp (whose home is home)
	opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts
	// checkHex replaces the plain rules of which hexes a lay may touch
	checkHex(b *hexmap.Board, h int, explain bool) error
	// upgrade replaces the plain upgrade rules (see rules.upgrade)
	upgrade(r *rules, b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error)
}

var layPowers = map[string]layPower{}

// layPowerOf is the power a lay is by (nil: a plain lay).
func layPowerOf(opts *hexmap.LayOpts) layPower {
	if opts.Power == "" {
		return nil
	}
	return layPowers[opts.Power]
}

// rules are 18ZOO's additions to the generic tile rules. Each rule is
// written once, with an explain flag: CheckHex and CheckUpgrade explain a
// refusal (an *engine.IllegalError), while HexAllowed and UpgradeAllowed
// (hexmap.QuietRules, for listing legal lays) only need yes or no and get
// errQuiet, which costs nothing to build.
type rules struct {
	homes map[string]string // family → home hex id
	// the few manifest tiles with rules of their own, read by the upgrade
	// rules on every candidate lay (a short list is quicker to scan than a
	// map is to hash)
	homeTiles []homeTile     // a family's home tile and its home hex id
	moles     []*hexmap.Tile // the tiles only Moles lay
}

type homeTile struct {
	tile *hexmap.Tile
	hex  string
}

func newRules(m *hexmap.Map, homes map[string]string) *rules {
	r := &rules{homes: homes}
	for _, mf := range m.Manifest() {
		if fam, ok := homeTiles[mf.Tile.Name]; ok {
			r.homeTiles = append(r.homeTiles, homeTile{mf.Tile, homes[fam]})
		}
		if slices.Contains(moleTiles, mf.Tile.Name) {
			r.moles = append(r.moles, mf.Tile)
		}
	}
	return r
}

// homeHex is the home hex id of tile t when it is a family's home tile.
func (r *rules) homeHex(t *hexmap.Tile) (string, bool) {
	for _, ht := range r.homeTiles {
		if ht.tile == t {
			return ht.hex, true
		}
	}
	return "", false
}

// mole reports whether only Moles lay tile t.
func (r *rules) mole(t *hexmap.Tile) bool { return slices.Contains(r.moles, t) }

var errQuiet = errors.New("refused")

// refuse is a refusal: the explanation explain builds, or errQuiet
// (without building it).
func refuse(explain bool, why func() error) error {
	if !explain {
		return errQuiet
	}
	return why()
}

func terrainHex(b *hexmap.Board, h int) bool {
	loc := b.Map().Hex(h).Location
	return loc == "M" || loc == "MM"
}

// CheckHex: which hexes a lay may touch at all.
func (r *rules) CheckHex(b *hexmap.Board, h int, opts *hexmap.LayOpts) error {
	return r.checkHex(b, h, opts, true)
}

// HexAllowed is CheckHex without the explanation.
func (r *rules) HexAllowed(b *hexmap.Board, h int, opts *hexmap.LayOpts) bool {
	return r.checkHex(b, h, opts, false) == nil
}

func (r *rules) checkHex(b *hexmap.Board, h int, opts *hexmap.LayOpts, explain bool) error {
	if p := layPowerOf(opts); p != nil {
		return p.checkHex(b, h, explain)
	}
	return plainHex(b, h, explain)
}

// plainHex: red and gray hexes, and laid track on hills, mountains and O
// tiles, are never upgraded (except with a power).
func plainHex(b *hexmap.Board, h int, explain bool) error {
	c := b.Color(h)
	if c == hexmap.Red || c == hexmap.Gray {
		return refuse(explain, func() error { return engine.Illegal("not upgradeable", "%s is %s", b.Map().HexID(h), c) })
	}
	if c != hexmap.White && terrainHex(b, h) {
		return refuse(explain, func() error {
			return engine.Illegal("terrain: no upgrade", "track on hill or mountain hex %s is never upgraded (except with a power)", b.Map().HexID(h))
		})
	}
	if c != hexmap.White && b.Label(h) == labelO {
		return refuse(explain, func() error {
			return engine.Illegal("water pool: no upgrade", "O tile on %s is never upgraded (except with a power)", b.Map().HexID(h))
		})
	}
	return nil
}

// CheckUpgrade: which tile may replace which.
func (r *rules) CheckUpgrade(b *hexmap.Board, h int, to *hexmap.Tile, opts *hexmap.LayOpts, generic func(bool) error) error {
	special, before, after := r.upgrade(b, h, to, opts, true)
	if before != nil {
		return before
	}
	if err := generic(special); err != nil {
		return err
	}
	return after
}

// UpgradeAllowed is CheckUpgrade without the generic test and the
// explanation (hexmap.QuietRules).
func (r *rules) UpgradeAllowed(b *hexmap.Board, h int, to *hexmap.Tile, opts *hexmap.LayOpts) (special, ok bool) {
	special, before, after := r.upgrade(b, h, to, opts, false)
	return special, before == nil && after == nil
}

// upgrade holds 18ZOO's upgrade rules, none of which depends on the
// rotation: the generic test runs with special, after the refusal before
// (if any) and before the refusal after (if any).
func (r *rules) upgrade(b *hexmap.Board, h int, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	if home, ok := r.homeHex(to); ok && home != b.Map().HexID(h) {
		return false, refuse(explain, func() error {
			return engine.Illegal("home tile", "tile %s goes only on the %s home hex", to.Name, homeTiles[to.Name])
		}), nil
	}
	from, _ := b.Tile(h)
	if p := layPowerOf(opts); p != nil {
		return p.upgrade(r, b, h, from, to, opts, explain)
	}
	return r.plainUpgrade(to, opts, explain)
}

// plainUpgrade: the Moles' tiles are theirs only.
func (r *rules) plainUpgrade(to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error) {
	if r.mole(to) {
		return false, refuse(explain, func() error { return engine.Illegal("moles tile", "tile %s is laid only by Moles", to.Name) }), nil
	}
	return opts.Special, nil, nil
}
