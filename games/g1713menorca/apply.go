package g1713menorca

import (
	"sync"

	"ferro/engine"
)

// apply checks one action against the rules and carries it out.
func (s *state) apply(a engine.Action) error {
	if s.Round == roundOver {
		return illegal("game over", "the game has ended (%s)", s.EndReason)
	}
	if err := s.ruleTurnOrder(a); err != nil {
		return err
	}
	switch s.Round {
	case roundAuction:
		return s.applyAuction(a)
	case roundStock:
		return s.applyStock(a)
	case roundOp:
		return s.applyOperating(a)
	}
	return illegal("round", "no round in progress")
}

// actingEntity is the entity that must act now and its type.
func (s *state) actingEntity() (string, string) {
	switch s.Round {
	case roundAuction:
		return s.Players[s.Auction.Turn].ID, "player"
	case roundStock:
		return s.Players[s.Stock.Turn].ID, "player"
	case roundOp:
		if s.offerPending() {
			return s.Players[s.offerSeller().Director].ID, "player"
		}
		c := s.opCorp()
		if s.Op.Step == stepForced && s.needsEmergencySale(c) {
			return s.Players[c.Director].ID, "player"
		}
		return c.Sym, "corporation"
	}
	return "", ""
}

// actingSeat is the seat of the player who must act, -1 when none.
func (s *state) actingSeat() int {
	switch s.Round {
	case roundAuction:
		return s.Auction.Turn
	case roundStock:
		return s.Stock.Turn
	case roundOp:
		if s.offerPending() {
			return s.offerSeller().Director
		}
		return s.opCorp().Director
	}
	return -1
}

// ruleTurnOrder: only the acting entity may act.
func (s *state) ruleTurnOrder(a engine.Action) error {
	want, _ := s.actingEntity()
	if a.Entity != want && s.Round == roundStock && (a.Type == "buy_shares" || a.Type == "par") &&
		s.Stock.LastBuyer >= 0 && a.Entity == s.Players[s.Stock.LastBuyer].ID {
		return illegal("one certificate per turn", "%s's purchase ended the turn; %s must act", a.Entity, want)
	}
	if a.Entity != want {
		return illegal("turn order", "%q cannot act now; %s must act", a.Entity, want)
	}
	return nil
}

// candidates are the actions the round's step may take, before each is
// judged: a fresh slice of this call's own (nil when no round is on).
func (s *state) candidates() []engine.Action {
	switch s.Round {
	case roundAuction:
		return s.auctionCandidates()
	case roundStock:
		return s.stockCandidates()
	case roundOp:
		return s.opCandidates()
	}
	return nil
}

// legal lists every legal action of the acting entity, each judged by
// apply's own checks (verdict) so that the list and the rules cannot
// disagree.
func (s *state) legal() []engine.Action {
	cands := s.candidates()
	if cands == nil {
		return nil
	}
	out := cands[:0] // kept in place: cands is this call's own
	scratch := getScratch()
	defer putScratch(scratch)
	for _, a := range cands {
		if a.Type == "run_routes" || a.Type == "lay_tile" || s.verdict(scratch, a) == nil { // tile lays and the best run come checked
			out = append(out, a)
		}
	}
	return out
}

// scratches keeps the scratch states of earlier checks: copyInto reuses
// their storage, so trying a candidate allocates nothing once warm.
var scratches = sync.Pool{New: func() any { return &state{} }}

// getScratch is a scratch state for copyInto; it remembers no source (a
// state may have changed since it was last copied).
func getScratch() *state {
	d := scratches.Get().(*state)
	d.copyOf = nil
	return d
}

func putScratch(s *state) { scratches.Put(s) }

// tryOn applies an action to scratch, a copy of s, and reports its error.
func (s *state) tryOn(scratch *state, a engine.Action) error {
	s.copyInto(scratch)
	return scratch.apply(a)
}

func playerAction(s *state, seat int, typ string) engine.Action {
	return engine.Action{Type: typ, Entity: s.Players[seat].ID, EntityType: "player"}
}

func corpAction(c *corp, typ string) engine.Action {
	return engine.Action{Type: typ, Entity: c.Sym, EntityType: "corporation"}
}
