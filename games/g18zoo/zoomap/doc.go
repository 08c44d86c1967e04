// Package zoomap holds the 18ZOO maps A–F and tile supply as typed Go
// tables, and 18ZOO's additions to the generic tile rules of
// engine/hexmap.
//
// The facts (hex ids, printed content, terrain, Hole track, homes, tile
// designs and counts) are those of 18xx.games' 18ZOO maps; they are written
// in Ferro's own notation (notation.go): a hex is a look — a base (plain,
// homeCity, pond "O", hill "M" cost 1, mountain "MM" cost 2, yCity "Y"
// 30/40/50, hidden off-board stub, redArea "R" 30 then 60 from brown,
// junction), the edges joined to its node, and its edge-to-edge track
// (lanes for the Hole's two-lane through track). map_a.go … map_f.go were
// produced once by a converter from those facts and are reviewed data.
//
// # Using a map
//
//	b, err := zoomap.NewBoardWith("A", cfg.OptionalRules) // base_2/base_3 change the centre
//	zoomap.PlaceHome(b, "A", "GI")                          // when GI floats
//	hex, city, ok := zoomap.Home("A", "GI")                 // "K9", 0
//	fams, _ := zoomap.Families("A")                         // GI PB PE LI TI
//	tiles, _ := zoomap.TunnelTiles("A", "C17", "I19")       // the track joining two R areas
//
// Maps are built once per (letter, variant) and shared; boards are cheap.
// The "7"/"X7" … "83"/"X83" pairs share physical copies (laying 8-3 takes
// X8-3 out of the supply), as 18xx.games does. A tile laid on an M or MM
// hex carries that label while it lies there.
//
// # Lay options for each kind of 18ZOO lay
//
// The game passes hexmap.LayOpts; these are the settings with which every
// recorded lay of the fixtures replays (TestReplayFixtureLays, which also
// demands that LegalLays list each recorded lay):
//
//	OR track step (corporation)   Corp, Colors = phase colours; NoUpgrade for
//	                              the second lay after an upgrade ("yellow only")
//	SR home track (after par)     Corp, Hexes = [home], Tiles = 5 6 57
//	                              (+14 15 619 at par 9, +611 at par 12),
//	                              SkipColors, Special
//	SR bonus tracks (par 9/12)    Corp, NoUpgrade, Colors = phase colours
//	a power's lay                 PowerOpts: the options of the LayPower
//	                              registered under its name (LayOpts.Power)
//
// The rule hooks (rules.go) then add: normal lays never touch red or gray
// hexes nor upgrade M/MM or O track; the gray TI/GI/BB_455 go only on that
// family's home. A power's lay replaces the rules of which hexes and which
// upgrades with its LayPower's (RegisterLayPower), and tiles reserved to a
// power (ReserveTiles) are refused to every other lay. The powers register
// theirs from package g18zoo (power_*.go); zoomap names none of them. Which
// step and how many lays a turn allows is the game's business.
package zoomap
