package route

import "ferro/engine"

// Recorder is implemented by games whose run_routes action writes a route
// otherwise than Best does (1713 Menorca: its hexes are the whole walk,
// not the stops). RecordRoutes gives Best's routes as the game's
// run_routes takes them, so that a run printed by `ferro route --json` can
// be submitted as it is.
type Recorder interface {
	RecordRoutes(routes []engine.Route) []engine.Route
}
