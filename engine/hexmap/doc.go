// Package hexmap is Ferro's game-independent hex board: hex ids and
// neighbours, tiles as typed data, the tile supply, tile laying and token
// legality, and the track graph that route code walks. It names no game;
// a title supplies a Map (hexes, manifest) and optional Rules hooks.
//
// # Hexes and edges
//
// Hex ids are 18xx.games coordinates: letters then a number ("N10").
// ParseCoord turns them into doubled coordinates (X from the letters, A = 0;
// Y = number - 1). Neighbours follow 18xx.games' direction tables for the
// map's Layout; with LayoutFlat edge 0 is the bottom side and edges
// run clockwise: 0 (x, y+2), 1 (x-1, y+1), 2 (x-1, y-1), 3 (x, y-2),
// 4 (x+1, y-1), 5 (x+1, y+1). Edge numbers, rotations and tile copy ids
// ("57-0") therefore mean exactly what they mean in 18xx.games records.
//
// # Tiles
//
// A Tile is a design: Color, Nodes (City with slots and Revenue per phase
// colour, Town, Offboard, Junction), Paths between Ends (an edge 0–5 via
// E(e), or a node via N(i)), a Label, and the terrain Cost of building over
// it. A tile lies on a hex with a rotation r: edge e of the design becomes
// edge (e+r)%6. Paths may carry Lanes (parallel tracks; the two ends of
// facing paths match when their lane indexes mirror, as in 18xx.games).
// Each path has a Kind (PathKind): rail track (the zero kind), a road or a
// sea lane, for titles whose vehicles run on different ways; the board
// stores and shows it, and its own checks and walks treat every kind alike.
//
// # Map and Board
//
// A Map is immutable: hexes (each with its preprinted tile, location name
// and an optional TileLabel that every laid tile takes there), the
// neighbour table, the manifest (tile kinds and copy counts), tiles that
// share copies (ShareCopies), and the title's Rules. Map.NewBoard gives
// the state at set-up; Board.Clone is copy-on-write (the tile layer is
// copied when either board next lays or replaces a tile; token lists are
// shared, as they are never changed in place). Tiles handed out by Map and
// Board are shared designs: read them, never modify them. Reading a Board
// (Clone included) from several goroutines is safe; writing is not.
//
// The supply holds copies by index: "57-1" is copy 1 of tile 57. Laying
// takes that copy (and its shared twin) out; a replaced laid tile goes
// back (with its twin), as in 18xx.games. Preprinted tiles never enter the
// supply. LegalLays and Available offer only copies whose twin is not on
// the board either; Lay, like 18xx.games' validation, refuses only a copy
// that itself lies on the board, so recorded games replay unchanged.
//
// # Laying tiles
//
// Board.Lay(hex, tileCopy, rotation, LayOpts) checks, in order: both are
// named, the hex and tile exist, the copy is in the supply, the opts' hex/tile lists, "no
// upgrade", "no yellow" and phase colours, the title's Rules.CheckHex, the
// upgrade itself (Rules.CheckUpgrade around the generic test: next colour
// or, with SkipColors, any later one; every old path contained in a new
// path of the same kind at the chosen rotation; unless Special the same label and city/town
// counts; stops keep their exits), every new exit leading into a hex track
// may enter (not off the map, not into a gray/red hex without facing
// track), and the connection (LayOpts.Connect) with 18xx.games'
// semi-restrictive rule that an upgrade must give the corporation new
// track or a changed stop. It returns the terrain cost; errors are
// *engine.IllegalError naming the rule, and leave the board unchanged.
// Board.LayPaying is the lay that pays that cost: the title's Payer
// (terrain.go: its discounts, free lays and refusal) is asked first
// whether it can pay, then the lay is made and paid.
// LegalLays lists every lay that Lay would accept, deterministically. It
// runs the same checks without building errors (each check takes an
// explain flag; refusals are a shared sentinel when it is off), asks
// per-hex and per-tile rules once rather than per rotation, and a title's
// Rules may implement QuietRules to answer without errors too.
//
// # Tokens
//
// Tokens sit in city slots, named by hex and city ordinal (the index among
// the tile's cities, as 18xx.games numbers them). PlaceToken demands an
// open slot (or one reserved for the corporation), one token per
// corporation per hex, and a connection unless TokenOpts say otherwise.
// Reservations keep a slot for one corporation without closing it to
// running; blockers fill a slot for no one. FindCity resolves action city
// ids ("201-0-0").
//
// # The graph for route code
//
// Everything route code needs is on the Board:
//
//   - Tile(h) gives the tile and rotation of hex h; Paths(h) its track with
//     absolute edges; each Path end is an edge (leaving the hex) or a node
//     index into Tile.Nodes.
//   - Passable(h, e) says whether track leaving h by edge e may continue
//     into Map.Neighbor(h, e), which it enters at edge Invert(e); there
//     the walk continues on every path with an end at that edge whose lane
//     matches (laneMatch, as 18xx.games).
//   - At a node a walk may continue on any other path of that node unless
//     the node stops it: an Offboard always does; a City does when
//     Blocks(h, city, corp) (every slot filled, none by corp). Towns and
//     Junctions never do.
//   - Reach(corp) walks as 18xx.games' graph does: depth first from each
//     of corp's token cities, never using a piece of track twice, never
//     crossing a hex edge (lane) twice on one walk, so never turning back
//     at a switch (an edge where several paths of a tile end) onto another
//     path through that edge. Track met again only along used track (a
//     loop back onto the way out) is not reached that way. Once a walk has
//     left a tile by a switch, what it walks after is released on the way
//     back, so each way through the switch is tried.
//   - Reach(corp) is the corporation's network under those rules (cached
//     per corporation until the board changes; read it, never modify it): the
//     edges it touches (tile-lay connectivity), the edges where it enters
//     a hex from outside, the paths it runs on (reachable hexes) and the
//     nodes it reaches (token connectivity; a full city counts as reached
//     though the walk stops there).
//   - CityNode, TokensAt, Tokens, Reservations, Marks and Label describe
//     what sits on each hex.
package hexmap
