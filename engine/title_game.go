package engine

// TitleGame is what every title's game gives: the game, its view and log
// lines, its chapters, the actions as it settled them, the replay of a
// whole log, what a drawing of a run asks, and what computer players use.
// games/registry checks that every registered title's games are
// TitleGames (TestEveryTitleDeclaresItsCapabilities); each title declares
// it too (var _ engine.TitleGame = (*Game)(nil)).
//
// Consumers take an engine.Game and still find these by assertion, so that
// a small game made for a test (internal/testkit/toy, server/testgame) need
// not give them all; for a title the assertion cannot fail. What stays
// optional is what a title may legitimately lack: Trader (offers that need
// a counterparty's consent: 18ZOO), PriceRanger and LayKeyer (18ZOO's price
// ranges and same-track lays), Revisiter (1713 Menorca's buy-back loops),
// Valuer (a cheaper chart than the view: 1713 Menorca).
type TitleGame interface {
	Game
	Viewer
	Describer
	Chapterer
	Settler
	LogReplayer
	RunPricer
	Scorer
	Featurer
	Determinizer
	SearchTuner
}
