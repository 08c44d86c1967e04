package engine

// What a title offers computer players (package bot): parts of every Game
// (title_game.go). Seats are indices into Config().Players.

// Scorer gives every seat's score in any position: the title's final-score
// rule applied to the position as it stands (at the end of the game it
// agrees with Result). A game without such a rule (a game made for a test)
// returns nil.
type Scorer interface {
	Scores() []int
}

// Featurer gives a seat's evaluation features (see SeatFeatures).
type Featurer interface {
	Features(seat int) SeatFeatures
}

// Determinizer gives a copy of the game in which everything the seat cannot
// know (what the seeded random source will deal later: face-down decks, the
// order of undrawn cards) is dealt again at random from seed, consistently
// with what the seat has seen. A bot searches such copies only, so that it
// never reads hidden state. Titles with nothing hidden return a plain clone.
type Determinizer interface {
	Determinize(seat int, seed uint64) Game
}

// SearchTuner gives the UCB1 exploration constant a tree search of the
// title does best with: how far its searches should trust the values the
// evaluation gives (0: the searcher's default). It depends on how the
// title's evaluation spreads over its moves, so it is measured by matches
// per title (docs/bots.md).
type SearchTuner interface {
	Exploration() float64
}

// SeatFeatures are the evaluation features of one seat, in money of the
// title unless said otherwise. A title fills what its rules have; zero
// means "does not apply". The heuristic bot weighs them in one table.
type SeatFeatures struct {
	Score      float64 // the seat's score now (Scorer), less money it is committed to pay (a standing bid)
	Cash       float64 // the seat's own cash
	Income     float64 // estimated payout to the seat per operating round (its share of its companies' runs, or of an estimate of them)
	Pending    float64 // payout still due to the seat in the operating round under way: from its companies that have not paid in it yet
	Treasury   float64 // the seat's share of the treasuries of the companies it holds
	RoundsLeft float64 // estimated operating rounds left in the game
	TrainGap   float64 // what the seat would have to pay itself for forced train buys of the companies it runs
	AtRisk     float64 // companies it runs whose trains all rust or go at the next train phase (or have none)
	Presidency float64 // sum over companies it runs of its lead over the next holder, in certificates (capped at 2 each)
	Dump       float64 // companies it could be handed the presidency of without wanting it (trainless, it holds the next most)
	Danger     float64 // value of the seat's shares in companies that may close or go bankrupt soon, times the title's estimate of that chance
	CertSlack  float64 // certificate slots left before the limit, as a fraction of the limit
	Priority   float64 // 1 when the seat has the priority deal
	Rise       float64 // what the seat's holdings of known future value (18ZOO's ZOOTickets, worth 20 at the end) will still gain on their own by the end
	Reach      float64 // the track's promise: the seat's share of what its companies' runs would gain, on the track as it is, with the biggest train on sale added
}
