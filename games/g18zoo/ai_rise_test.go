package g18zoo_test

import (
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
)

// TestTicketRise: a seat's ZOOTickets are worth 4 at the start and 20 at
// the end, so its Rise feature is 16 a ticket (3 tickets with 4 players,
// 2 with 5), and a finished game has none left to rise.
func TestTicketRise(t *testing.T) {
	title := g18zoo.Titles()[0]
	for _, c := range []struct{ players, tickets int }{{4, 3}, {5, 2}} {
		g, err := title.New(zooConfig(title, c.players, 5))
		if err != nil {
			t.Fatal(err)
		}
		for seat := 0; seat < c.players; seat++ {
			if got, want := g.(engine.Featurer).Features(seat).Rise, float64(16*c.tickets); got != want {
				t.Fatalf("%d players, seat %d: Rise %v, want %v", c.players, seat, got, want)
			}
		}
	}
}
