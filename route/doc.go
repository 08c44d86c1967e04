// Package route is Ferro's one definition of a legal 18xx run and its exact
// optimizer.
//
// The input is plain data: a Board (the track laid on every hex, the stops
// on it and the tokens in the cities), the corporation, its trains and the
// title's rules in effect (Rules), gathered in a Context. The game calls
// Check to validate a run_routes action and compute its revenue and
// subsidy, and Best to find the set of routes (at most one per train)
// with the highest revenue. Both share the same rules (rules.go), so the
// optimizer never offers a run the engine would refuse.
//
// The rules are those 18xx titles share, as 18xx.games plays them:
//   - A train counts cities and paying off-boards; towns ride free but pay,
//     unless the train counts towns too (Train.Towns); Train.Multiplier
//     multiplies its revenue. A local train (Train.Local) visits at most
//     one city or paying off-board and any number of towns, and may run in
//     its home city alone. Range-limited vehicles (ships, carts) are trains
//     whose reach is counted in hexes, both end hexes included
//     (Train.Hexes).
//   - A route has at least two stops, runs through a city tokened by its
//     corporation, never visits a stop twice, never passes through an
//     off-board, and never passes a city whose slots are all held by
//     others.
//   - No piece of track (an edge lane of a hex) is used twice by the
//     corporation's routes.
//   - Each stop on a tile with a town pays 1 subsidy to the treasury.
//
// A title changes them with Rules (rule.go), hooks the search and the
// check call, each title's in its own files; route names no title:
//   - RevisitStops and TwinHops (walk_revisit.go, walk_twins.go; at most
//     one of them): RevisitStops lets a route come back to a stop
//     (track still never repeats; each stop pays once per route); TwinHops
//     lets a route that arrives at a stop over an edge of its tile go on
//     from another stop of that tile with track to the same edge, both
//     counting (18xx.games, not a rulebook: it rebuilds a route from its
//     connections pair by pair and does not check that a route's track is
//     connected, so it pays such runs on tiles with two towns on one
//     edge; Check refuses the rest).
//   - Walk: Areas are hexes whose track a Route hook counts (e.g. a
//     tunnel).
//   - Stop: how the corporation sees a stop, once per compile: closed or
//     not, passable under an allowance (Once) or ending routes, what it
//     adds to a route's pay and subsidy, whether Visit judges it.
//   - Stretch: the allowance under which a train counts one stop more.
//   - Visit and Route: judge a route (Visit at a watched stop as the stops
//     are read, Route once its track is read), refuse it, or make it pay
//     more or count a stop it passes (RouteView).
//   - Subsidy: the treasury's share of the whole run.
//
// An allowance (Once) is used by one route of a run at most, once.
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
// turns a hexmap board into a Board; a Skeleton (skeleton.go) is one kind
// of a map's track, built once, from which SkeletonBoard cuts boards to a
// vehicle's reach.
package route
