package g1713menorca

import (
	"testing"

	"ferro/engine"
)

func bid(g *Game, id string, price int) engine.Action {
	a := act(g, "bid")
	a.Company, a.Price = id, engine.Int(price)
	return a
}

// Rule: the heritages are auctioned before the first stock round, sorted
// from the cheapest to the dearest; the cheapest may be bought at its price.
func TestRuleHeritageAuctionCheapestFirst(t *testing.T) {
	g := newGame(t, 3, 4)
	s := g.st
	if s.Round != roundAuction || len(s.Heritages) != 3 {
		t.Fatalf("round %s with %d heritages", s.Round, len(s.Heritages))
	}
	for i := 1; i < len(s.Heritages); i++ {
		if s.Heritages[i-1].def().Price > s.Heritages[i].def().Price {
			t.Fatal("heritages are not sorted cheapest first")
		}
	}
	h := s.Heritages.cheapest()
	mustRefuse(t, g, bid(g, h.ID, h.Price+5), "buy the cheapest heritage")
	cash := g.st.Players[0].Cash
	mustApply(t, g, bid(g, h.ID, h.Price))
	if g.st.Heritages.byID(h.ID).OwnerSeat != 0 || g.st.Players[0].Cash != cash-h.def().Price {
		t.Fatal("the cheapest heritage was not bought at its price")
	}
	if g.st.Auction.Turn != 1 {
		t.Fatalf("turn %d after the purchase, want 1", g.st.Auction.Turn)
	}
	mustRefuse(t, g, bid(g, g.st.Heritages.cheapest().ID, 5000), "heritage auction")
}

// Rule: a player may reserve another heritage with a reservation token and
// a bid; it is sold to the reserver when it becomes the cheapest.
func TestRuleHeritageReservation(t *testing.T) {
	g := newGame(t, 3, 4)
	dear := g.st.Heritages[2]
	mustRefuse(t, g, bid(g, dear.ID, dear.Price-5), "heritage reservation")
	mustApply(t, g, bid(g, dear.ID, dear.Price+10)) // seat 0 reserves
	if g.st.Heritages.byID(dear.ID).Bidder != 0 {
		t.Fatal("no reservation token")
	}
	mustRefuse(t, g, bid(g, dear.ID, dear.Price+10), "heritage reservation") // must outbid by 5
	mustApply(t, g, act(g, "pass"))                                          // seat 1
	// Seat 2 buys the cheapest, seat 1 the middle one: the reserved one goes to seat 0.
	mustApply(t, g, bid(g, g.st.Heritages.cheapest().ID, g.st.Heritages.cheapest().Price))
	mustApply(t, g, bid(g, g.st.Heritages.cheapest().ID, g.st.Heritages.cheapest().Price))
	h := g.st.Heritages.byID(dear.ID)
	if h.OwnerSeat != 0 || g.st.Round != roundStock {
		t.Fatalf("reserved heritage owner %d, round %s", h.OwnerSeat, g.st.Round)
	}
	if g.st.Players[0].Cash != 380-dear.Price-10 {
		t.Fatalf("the reserver paid %d", 380-g.st.Players[0].Cash)
	}
}

// Rule: when nobody wants the cheapest it drops 5 R at a time until
// someone buys it, even at 0.
func TestRuleHeritagePriceDropsToZero(t *testing.T) {
	g := newGame(t, 2, 3)
	h := g.st.Heritages.cheapest()
	start := h.Price
	mustApply(t, g, act(g, "pass"))
	mustApply(t, g, act(g, "pass"))
	if g.st.Heritages.cheapest().Price != start-5 {
		t.Fatalf("price %d after a round of passes, want %d", g.st.Heritages.cheapest().Price, start-5)
	}
	for g.st.Heritages.cheapest().Price > 0 {
		mustApply(t, g, act(g, "pass"))
	}
	mustRefuse(t, g, act(g, "pass"), "heritage at zero")
	mustApply(t, g, bid(g, h.ID, 0))
	if g.st.Heritages.byID(h.ID).OwnerSeat < 0 {
		t.Fatal("not bought at 0")
	}
}

// Rule: the last player to pass in the auction holds the start-player token.
func TestRuleAuctionLastPasserHoldsStartToken(t *testing.T) {
	g := newGame(t, 3, 4)
	mustApply(t, g, act(g, "pass")) // seat 0
	mustApply(t, g, act(g, "pass")) // seat 1
	mustApply(t, g, bid(g, g.st.Heritages.cheapest().ID, g.st.Heritages.cheapest().Price))
	for g.st.Round == roundAuction {
		mustApply(t, g, bid(g, g.st.Heritages.cheapest().ID, g.st.Heritages.cheapest().Price))
	}
	if g.st.StartSeat != 1 || g.st.Stock.Turn != 1 {
		t.Fatalf("start seat %d, stock turn %d; want seat 1 (the last to pass)", g.st.StartSeat, g.st.Stock.Turn)
	}
}
