package zoomap

import (
	"errors"

	"ferro/engine"
	"ferro/engine/hexmap"
)

// layPowerOf is the power a lay is by (nil: a plain lay; see LayPower).
func layPowerOf(opts *hexmap.LayOpts) LayPower {
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
	reserved  []reservedTile // the tiles only one power lays (ReserveTiles)
}

type reservedTile struct {
	tile *hexmap.Tile
	reservation
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
		if rv, ok := reserved[mf.Tile.Name]; ok {
			r.reserved = append(r.reserved, reservedTile{mf.Tile, rv})
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

// reservedTo is the reservation of tile t, if only one power lays it.
func (r *rules) reservedTo(t *hexmap.Tile) (reservation, bool) {
	for _, rt := range r.reserved {
		if rt.tile == t {
			return rt.reservation, true
		}
	}
	return reservation{}, false
}

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
		return p.CheckHex(b, h, explain)
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
	if rv, ok := r.reservedTo(to); ok && rv.power != opts.Power {
		return false, refuse(explain, func() error { return rv.refuse(to.Name) }), nil
	}
	from, _ := b.Tile(h)
	if p := layPowerOf(opts); p != nil {
		return p.Upgrade(b, h, from, to, opts, explain)
	}
	return opts.Special, nil, nil
}
