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
//	zoomap.ApplyHole(b, "A", "C17", "I19")                  // after the Hole's second mark
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
//	Rabbits (two upgrades)        Corp = owner, Power = PowerRabbits, Special,
//	                              Connect = ConnectHex, Home = owner's home;
//	                              no Colors (any phase)
//	Moles (special tiles 80–83)   as Rabbits with Power = PowerMoles
//	Ancient maps (two yellows)    Corp = owner, Power = PowerAncientMaps,
//	                              Colors = phase colours, Tiles = 7 X7 8 X8 9
//	                              X9 5 6 57 201 202 621
//
// The rule hooks (rules.go) then add: normal lays never touch red or gray
// hexes nor upgrade M/MM or O track; Rabbits upgrade only laid track, never
// past green on M/MM/O hexes, put only the listed green O tiles on X7/X8/X9,
// and may change the label only on yellow M/MM track; Moles put 80–83 /
// X80–X83 on 7/8/9 / X7/X8/X9 only; Ancient maps lay on empty hexes only;
// the gray TI/GI/BB_455 go only on that family's home; 80–83 and X80–X83
// are Moles' alone. Which step and how many lays a turn allows is the
// game's business.
package zoomap
