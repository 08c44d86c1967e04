package zoomap

import "ferro/engine/hexmap"

// LayPower is the tile rules of a kind of lay that replaces the plain
// rules (a power's), registered under the name its lays carry in
// LayOpts.Power. Its methods get explain as the rules do (see rules): with
// explain false a refusal need only be non-nil (Refuse).
type LayPower interface {
	// Opts is the lay by corp, whose home hex is home; colors are the
	// tile colours of the current phase.
	Opts(corp, home string, colors hexmap.ColorSet) hexmap.LayOpts
	// CheckHex replaces the plain rules of which hexes a lay may touch.
	CheckHex(b *hexmap.Board, h int, explain bool) error
	// Upgrade replaces the plain upgrade rules of from → to: the generic
	// test runs with special, after the refusal before and before the
	// refusal after. Home tiles and reserved tiles are checked first.
	Upgrade(b *hexmap.Board, h int, from, to *hexmap.Tile, opts *hexmap.LayOpts, explain bool) (special bool, before, after error)
}

var layPowers = map[string]LayPower{}

// reservation is a tile only the lays of one power may lay.
type reservation struct {
	power  string
	refuse func(tile string) error // the refusal of any other lay
}

var reserved = map[string]reservation{}

// RegisterLayPower registers a power's tile rules under name (in an init
// function, before any map is built).
func RegisterLayPower(name string, p LayPower) { layPowers[name] = p }

// ReserveTiles makes tiles layable only by lays of power name; any other
// lay is refused with refuse(tile). Call it in an init function, before
// any map is built.
func ReserveTiles(name string, refuse func(tile string) error, tiles ...string) {
	for _, t := range tiles {
		reserved[t] = reservation{name, refuse}
	}
}

// Refuse is a refusal: the explanation why builds, or (explain false) a
// plain error without building it.
func Refuse(explain bool, why func() error) error { return refuse(explain, why) }

// OnTerrain reports whether hex h is a hill or a mountain (M, MM).
func OnTerrain(b *hexmap.Board, h int) bool { return terrainHex(b, h) }
