package engine

// Trader is implemented by titles in which an action of one player can
// take something from another player without that player acting: in
// 18ZOO, a family buying a train from another family, or buying a power
// from a player. Counterparty names the player who gives the thing up (the
// president of the selling company, or the power's holder), and ok is
// false for an action that takes nothing from a player's hand or from a
// company a player runs. The seller may be the actor himself (one
// president of both families): whether consent is asked is the server's
// rule (server/consent.go), which knows who holds the seats.
//
// A title whose rules already ask the seller (1713 Menorca's offers, where
// the selling director answers with an action of his own) returns false.
type Trader interface {
	Counterparty(a Action) (seller string, ok bool)
}
