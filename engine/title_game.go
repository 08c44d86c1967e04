package engine

// The parts of a title. Every game gives, besides its rules (Config, Apply,
// Legal, Acting, Finished, Result, EndReason, Clone, Snapshot), the parts
// declared in Game itself, so that no consumer finds them by assertion:
//
//   - Viewer: the view a person reads (engine/view).
//   - Describer: an action as a log line.
//   - Chapterer: where the game stands, for the log's headers and notes.
//   - Settler: an action as the game applied it, with its own figures.
//   - LogReplayer: a whole log replayed in one call (ReplayEach for a game
//     with no faster way).
//   - RunPricer: the stops of a proposed run, for its drawing.
//   - Scorer, Featurer, Determinizer, SearchTuner: what computer players
//     use (ai.go).
//
// A small game made for a test gives them too, with the plain answers each
// part's doc allows (a nil View, a zero Phrase and Chapter, the action as
// given, ReplayEach, no stops, nil Scores, zero features, a plain clone, 0).
//
// What stays optional is what a title may legitimately lack, and only
// these are found by assertion: Trader (offers that need a counterparty's
// consent: 18ZOO), PriceRanger and LayKeyer (18ZOO's price ranges and
// same-track lays), Revisiter (1713 Menorca's buy-back loops), Valuer (a
// cheaper chart than the view: 1713 Menorca) and, on a Title, Hider (a
// title whose games hide information).
