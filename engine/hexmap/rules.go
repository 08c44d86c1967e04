package hexmap

// Connect says what network connection a lay needs.
type Connect uint8

const (
	// ConnectExit (the default): one of the new tile's exits must touch
	// the laying corporation's network (see Reach.Edges). The usual rule.
	ConnectExit Connect = iota
	// ConnectHex: the network must touch the hex (Reach.Edges), and with
	// the new tile in place the network must run on it, unless it is
	// LayOpts.Home; the new exits need not face the network. Powers that
	// lay "reachable" special tiles use this, as
	// 18xx.games checks them after the tile is down.
	ConnectHex
	// ConnectNone: no network needed (replaying recorded lays whose
	// corporation is unknown, teleports).
	ConnectNone
)

// LayOpts are the conditions of one tile lay. The zero value is an
// unconnected-corporation-free lay with every colour allowed; a game sets
// what its step and powers demand.
type LayOpts struct {
	// Corp is the laying corporation; its tokens define its network.
	// Without a corporation no connection is checked.
	Corp    string
	Connect Connect
	// Home is the corporation's home hex id (accepted by ConnectHex).
	Home string
	// Colors are the colours the new tile may have (the phase's tile
	// colours); zero means any.
	Colors ColorSet
	// NoYellow forbids laying a yellow tile; NoUpgrade forbids replacing
	// anything but a white hex's tile. A "yellow only" lay sets NoUpgrade.
	NoYellow, NoUpgrade bool
	// Special is 18xx.games' special upgrade (a power's lay): the label
	// and city/town count checks are skipped; colour progression and
	// track preservation still hold.
	Special bool
	// SkipColors lets the new tile be any later colour, not only the next
	// one (home track laid after a par in a later phase).
	SkipColors bool
	// Tiles, when set, lists the only tile names allowed.
	Tiles []string
	// Hexes, when set, lists the only hex ids allowed.
	Hexes []string
	// Power names the power (company) making the lay, for the title's
	// Rules; empty for a corporation's normal lay.
	Power string
}

// Rules are a title's additions to the generic tile rules. Map.SetRules
// installs them; every lay and every listing of legal lays consults them.
type Rules interface {
	// CheckHex may refuse every lay on hex under opts (an *engine.IllegalError).
	CheckHex(b *Board, hex int, opts *LayOpts) error
	// CheckUpgrade decides whether the tile now on hex may be replaced by
	// to. generic runs the generic test; special skips its label and
	// city/town count checks. Implementations add conditions and must
	// call generic (with opts.Special or true): LegalLays relies on the
	// colour progression and track preservation always holding.
	CheckUpgrade(b *Board, hex int, to *Tile, opts *LayOpts, generic func(special bool) error) error
}

// QuietRules may be implemented by a title's Rules as well, to let
// LegalLays ask its many yes/no questions without building errors. The
// answers must be exactly those of CheckHex and CheckUpgrade.
type QuietRules interface {
	// HexAllowed reports whether CheckHex accepts a lay on hex.
	HexAllowed(b *Board, hex int, opts *LayOpts) bool
	// UpgradeAllowed splits CheckUpgrade in two: ok reports whether its
	// own conditions (which cannot depend on the rotation) accept to on
	// hex, and special is the flag it runs the generic test with.
	// CheckUpgrade must accept exactly when ok and generic(special) does.
	UpgradeAllowed(b *Board, hex int, to *Tile, opts *LayOpts) (special, ok bool)
}
