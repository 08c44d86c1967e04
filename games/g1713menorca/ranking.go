package g1713menorca

import (
	"cmp"
	"slices"
)

// The final ranking, kept in the finished game's state (and so in its
// snapshot and view): the result and the record give fortunes only.

// Rank is a player's place at the end of the game.
type Rank struct {
	Player  string `json:"player"` // player id
	Place   int    `json:"place"`  // 1 wins; equal fortune and cash share a place
	Fortune int    `json:"fortune"`
	Cash    int    `json:"cash"`
	// ByCash: the player's fortune equals another's and cash decided
	// between them (the tie-break).
	ByCash bool `json:"by_cash,omitempty"`
}

// finalRanking is the ranking of the game as it stands: by fortune, ties
// broken by cash.
func (s *state) finalRanking() []Rank {
	out := make([]Rank, 0, len(s.Players))
	for seat, p := range s.Players {
		out = append(out, Rank{Player: p.ID, Fortune: s.fortune(seat), Cash: p.Cash})
	}
	slices.SortStableFunc(out, func(a, b Rank) int { return cmp.Or(cmp.Compare(b.Fortune, a.Fortune), cmp.Compare(b.Cash, a.Cash)) })
	for i := range out {
		out[i].Place = i + 1
		if i > 0 && out[i].Fortune == out[i-1].Fortune && out[i].Cash == out[i-1].Cash {
			out[i].Place = out[i-1].Place
		}
		out[i].ByCash = slices.ContainsFunc(out, func(r Rank) bool { return r.Fortune == out[i].Fortune && r.Cash != out[i].Cash })
	}
	return out
}
