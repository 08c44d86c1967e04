package g18zoo

import (
	"slices"
	"strconv"
	"strings"
)

// ZOOTickets belong to a player, and Ferro keeps them so: by player
// (Company.TicketOf, a seat) and number. 18xx.games names a ticket
// "ZOOTicket N - NAME" after its player's name, and records read and
// written by Ferro name it so. Where that name does not tell the ticket
// (two players share a name), the ticket is named by its player's id
// instead: "ZOOTicket N - #ID". Legal offers the first of these that names
// the ticket, and an action may use either.

const ticketPrefix = "ZOOTicket "

func ticketSym(n int, name string) string { return ticketPrefix + strconv.Itoa(n) + " - " + name }

// ticketByRef is the company a ticket reference names, or -1. Where the
// players' names are distinct, a reference is read as 18xx.games reads
// it, by name first ("ZOOTicket 3 - #2" is the ticket of the player named
// "#2", if one is), then as the id form; where names repeat, the id form
// first, then a name only one player has.
func ticketByRef(cs []Company, ps []Player, ref string) int {
	rest, ok := strings.CutPrefix(ref, ticketPrefix)
	if !ok {
		return -1
	}
	num, who, ok := strings.Cut(rest, " - ")
	if !ok {
		return -1
	}
	n, err := strconv.Atoi(num)
	if err != nil {
		return -1
	}
	byID := func() int {
		if id, ok := strings.CutPrefix(who, "#"); ok {
			return slices.IndexFunc(ps, func(p Player) bool { return p.ID == id })
		}
		return -1
	}
	byName := func() int {
		seat := -1
		for i, p := range ps {
			if p.Name == who {
				if seat >= 0 {
					return -1 // two players of that name
				}
				seat = i
			}
		}
		return seat
	}
	first, then := byID, byName
	if distinctNames(ps) {
		first, then = byName, byID
	}
	seat := first()
	if seat < 0 {
		seat = then()
	}
	return slices.IndexFunc(cs, func(c Company) bool { return c.Ticket && c.TicketOf == seat && c.TicketNo == n }) // (none for seat -1)
}

// companyRef is how Legal and the view name company c: its symbol, or for
// a ticket the first reference that names it (see ticketByRef).
func (g *Game) companyRef(c int) string {
	cp := &g.companies[c]
	if !cp.Ticket || ticketByRef(g.companies, g.players, cp.Sym) == c {
		return cp.Sym
	}
	return ticketSym(cp.TicketNo, "#"+g.players[cp.TicketOf].ID)
}

// distinctNames: no two players share a name (as 18xx.games requires).
func distinctNames(ps []Player) bool {
	for i := range ps {
		for j := range i {
			if ps[i].Name == ps[j].Name {
				return false
			}
		}
	}
	return true
}
