package g1713menorca

import (
	"ferro/engine/rounds"
)

// The game's three rounds are steps of one engine/rounds Machine, one
// step a round: the heritage auction (auctionRound, auction.go), the
// stock round (stockRound, stock.go) and the operating round (opRound,
// operating.go, whose company turn is the rounds.Sequence of opsteps.go's
// step table).
// The Machine finds the round's step and the entity it waits for (acting:
// a player by seat, a company by index); the step takes every action of
// that entity (it claims them all), so that its own checks name the rule
// an action breaks. The legal list (rounds.Legal) asks the auction's step
// for its list (List, judged by Judge) and, in its place, the steps open
// inside the stock round and the operating round (rounds.Nested: the
// stock round's step table, the operating turn's step at its cursor).
// Each round's step makes the automatic moves of its round (settle).
type gameRound interface {
	rounds.Step[*state]
	rounds.Claimer
	// settle makes one automatic move of the round and reports whether it
	// made one.
	settle(s *state) bool
}

// Step kinds: the rounds, in play order.
const (
	kindAuction rounds.StepKind = iota
	kindStock
	kindOp
	roundKinds
)

var gameRounds = [roundKinds]gameRound{auctionRound{}, stockRound{}, opRound{}}

// allTypes are the action types of every round.
var allTypes = rounds.NewTypes("bid", "par", "buy_shares", "sell_shares", "lay_tile", "place_token",
	"buy_train", "buy_company", "run_routes", "dividend", "choose", "pass")

var roundMachine = func() *rounds.Machine[*state] {
	m := rounds.New(int(roundKinds), rounds.Config[*state]{
		Types: allTypes,
		Steps: func(s *state) []rounds.State {
			s.turn[0] = rounds.State{Kind: s.roundKind()}
			return s.turn[:]
		},
		Entity: (*state).acting,
		Name:   (*state).entityName,
	})
	for k, r := range gameRounds {
		m.Define(rounds.StepKind(k), r)
	}
	return m
}()

// roundKind is the step kind of the round in progress.
func (s *state) roundKind() rounds.StepKind {
	switch s.Round {
	case roundAuction:
		return kindAuction
	case roundStock:
		return kindStock
	}
	return kindOp
}

// claimsAll: a round's step takes every action of the entity it waits for.
type claimsAll struct{}

func (claimsAll) Claims(string) bool { return true }

// acting is the entity that must act now (rounds.None once the game is
// over): in the auction and the stock round the player whose turn it is;
// in an operating round the operating company, or the player who answers
// an offer for his company's vehicle, or the director selling for the
// forced purchase.
func (s *state) acting() rounds.Entity {
	switch s.Round {
	case roundAuction:
		return rounds.Of(rounds.Player, s.Auction.Turn)
	case roundStock:
		return rounds.Of(rounds.Player, s.Stock.Turn)
	case roundOp:
		if s.offerPending() {
			return rounds.Of(rounds.Player, s.offerSeller().Director)
		}
		c := s.opCorp()
		if s.Op.Step == stepForced && (forcedStep{}).needsEmergencySale(s, c) {
			return rounds.Of(rounds.Player, c.Director)
		}
		return opEntity(s, c)
	}
	return rounds.None
}

// entityName is e's name in records: a player's id, a company's symbol.
func (s *state) entityName(e rounds.Entity) string {
	switch e.Kind {
	case rounds.Player:
		return s.Players[e.Idx].ID
	case rounds.Corporation:
		return s.Corps[e.Idx].Sym
	}
	return ""
}

// actingSeat is the seat of the player who must act (a company's
// director), -1 when none.
func (s *state) actingSeat() int {
	switch e := s.acting(); e.Kind {
	case rounds.Player:
		return e.Idx
	case rounds.Corporation:
		return s.Corps[e.Idx].Director
	}
	return -1
}
