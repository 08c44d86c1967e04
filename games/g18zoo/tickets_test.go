package g18zoo

import (
	"testing"

	"ferro/engine"
)

// TestTicketsNamedAsRecordsName: where players' names are distinct, every
// ZOOTicket is offered and exported as 18xx.games names it, "ZOOTicket N -
// NAME", even when a name looks like another player's id form ("#2"):
// 18xx.games refuses "ZOOTicket 3 - #1" at the ticket's first use. Where
// names repeat, the id form tells the tickets apart.
func TestTicketsNamedAsRecordsName(t *testing.T) {
	for _, names := range [][]string{
		{"#2", "bob", "carl"},
		{"#2", "#1", "#3"},
		{"#2", "x - y", "ZOOTicket 1 - a", "#1", "-"},
		{"2", "3", "1"},
	} {
		cfg := engine.Config{Title: Titles()[0].Name(), Seed: 1}
		for i, n := range names {
			cfg.Players = append(cfg.Players, engine.Player{ID: string(rune('1' + i)), Name: n})
		}
		eg, err := Titles()[0].New(cfg)
		if err != nil {
			t.Fatal(err)
		}
		g := eg.(*Game)
		tickets := 0
		for c, cp := range g.companies {
			if !cp.Ticket {
				continue
			}
			tickets++
			want := ticketSym(cp.TicketNo, names[cp.TicketOf])
			if got := g.companyRef(c); got != want {
				t.Errorf("players %q: ticket %d of %q is offered as %q, want %q", names, cp.TicketNo, names[cp.TicketOf], got, want)
			}
			if ticketByRef(g.companies, g.players, want) != c {
				t.Errorf("players %q: %q names another ticket", names, want)
			}
		}
		if tickets == 0 {
			t.Fatalf("players %q: no tickets", names)
		}
	}
	// Repeated names: the id form.
	cfg := engine.Config{Title: Titles()[0].Name(), Seed: 1, Players: []engine.Player{{ID: "1", Name: "a"}, {ID: "2", Name: "a"}, {ID: "3", Name: "#1"}}}
	eg, err := Titles()[0].New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	g := eg.(*Game)
	for c, cp := range g.companies {
		if cp.Ticket && ticketByRef(g.companies, g.players, g.companyRef(c)) != c {
			t.Errorf("repeated names: ticket %d of seat %d offered as %q, which names another", cp.TicketNo, cp.TicketOf, g.companyRef(c))
		}
	}
}
