// Package route is Ferro's one definition of a legal 18xx run and its exact
// optimizer.
//
// The input is plain data: a Board (the track laid on every hex, the stops
// on it and the tokens in the cities), the corporation, its trains and the
// title rules in effect (Modifiers), gathered in a Context. The game calls Check
// to validate a run_routes action and compute its revenue and subsidy, and
// Best to find the set of routes (at most one per train) with the highest
// revenue. Both share the same rules (rules.go), so the optimizer never
// offers a run the engine would refuse.
//
// The rules are those 18xx titles share, as 18xx.games plays them; a
// title turns on its own through Modifiers and names them in errors:
//   - A train counts cities and paying off-boards; towns ride free but pay,
//     unless the train counts towns too (Train.Towns); Train.Multiplier
//     multiplies its revenue. A local train (Train.Local) visits at most
//     one city or paying off-board and any number of towns, and may run in
//     its home city alone.
//   - A route has at least two stops, runs through a city tokened by its
//     corporation, never visits a stop twice, never passes through an
//     off-board, and never passes a city whose slots are all held by
//     others, except once per run with PassCity (the city then pays
//     nothing and is not counted; a city whose only slot holds a
//     BlockingToken cannot be passed).
//   - No piece of track (an edge lane of a hex) is used twice by the
//     corporation's routes.
//   - Twin stops (Modifiers.TwinStops): a route that arrives at a stop
//     over an edge of its tile may go on from another stop of that tile
//     with track to the same edge; both count. This is 18xx.games, not
//     a rulebook: it rebuilds a route from its connections pair by pair
//     (each neighbouring pair joined on its own) and does not check that
//     a route's track is connected, so it pays such runs (on tiles with
//     two towns on one edge). It accepts more than this (a route may
//     even branch at a stop); Check refuses the rest.
//   - ExtraStop lets one train count one stop more; BonusHex pays HexBonus
//     (times the multiplier) to a route stopping there; TownStopBonus
//     pays more per stop on a tile with a town, and NoRunSubsidy cancels
//     the run's subsidy; a Tunnel joins two off-board areas: running
//     through both without stopping at either counts as a stop worth the
//     first. Each stop on a tile with a town pays 1 subsidy to the
//     treasury; SubsidyBonus adds to it when there is any.
//
// Range-limited vehicles (ships, carts) are trains whose reach is counted
// in hexes, both end hexes included (Train.Hexes). For them:
//   - RepeatStops: a route may come back to a stop (a chain of track may
//     even loop from a stop back to it); each stop pays once per route.
//     Track still may not repeat, within a route or between routes.
//   - OpenCities: no city closes to anyone (ports and factories block
//     nothing).
//   - PortEnds: a stop marked Node.Port (a harbour) may only be a route's
//     first or last stop, must hold the corporation's token, and a route
//     never has two different ports as its ends.
//   - NoSubsidy: no subsidy is paid.
//
// The route must still run through a city holding the corporation's token
// and off-boards still end a route. Revenue bonuses that depend on the
// corporation (e.g. market tokens) are the game's to put into the nodes'
// revenue.
//
// Reading recorded routes: a run_routes route names each chain of track by
// its hexes ("connections"). Several chains may share those hexes (two
// stops of one tile reached over the same edge); Check reads the
// connections as the first walk, in board order, that is a well-formed
// route (no stop twice), preferring walks through the recorded "nodes".
// Where a record's "hexes" show that 18xx.games read them pair by pair
// instead (it then may hop between twin stops), that reading is used, so
// every recorded run pays what it paid there; failing that, a walk with
// hops whose stops have the record's hexes (how Best writes a hop: its
// nodes leave out the twin hopped to, so that 18xx.games reads it alike).
// Check compiles only the hexes the routes name and the chains that read
// as their connections, which are the full board's chains for them.
//
// A search on a small board is mostly its setting up: compiling the
// track into stops, chains and track resources. A title that gives its
// board a Track (Board.Track: the same name only for the same track, a
// name of its own, e.g. starting with the title's) lets Best reuse the
// graph it compiled for that track, reading only the stops anew; the run
// found is the same.
//
// Games hand contexts out through Provider (RouteContextFor); FromHexmap
// turns a hexmap board into a Board.
package route
