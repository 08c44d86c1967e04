package g1713menorca

import "ferro/engine"

// verdict is what apply would answer to a, without carrying it out. The
// common actions are judged by the same check functions apply calls
// before it changes anything (checkBid, checkPlayerBuy, checkBuyVehicle…),
// which is cheaper than applying them to a copy of the state; the others
// are tried on scratch, a state the caller lends (tryOn).
//
// The dispatch below follows apply's own (apply, applyAuction, applyStock,
// applyOperating) case by case; TestVerdictIsApplys compares the two at
// every position of random games.
func (s *state) verdict(scratch *state, a engine.Action) error {
	if s.Round == roundOver {
		return s.tryOn(scratch, a)
	}
	if err := s.ruleTurnOrder(a); err != nil {
		return err
	}
	switch s.Round {
	case roundAuction:
		switch a.Type {
		case "bid":
			_, err := s.checkBid(s.Auction.Turn, a)
			return err
		case "pass":
			return s.checkAuctionPass()
		}
	case roundStock:
		seat := s.Stock.Turn
		switch a.Type {
		case "par":
			_, _, err := s.checkPar(seat, a)
			return err
		case "buy_shares":
			_, _, _, err := s.checkPlayerBuy(seat, a)
			return err
		case "sell_shares":
			_, err := s.checkPlayerSell(seat, a, true)
			return err
		case "pass":
			return nil
		}
	case roundOp:
		if judged, err := s.opVerdict(a); judged {
			return err
		}
	}
	return s.tryOn(scratch, a)
}
