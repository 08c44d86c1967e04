package g1713menorca

import "slices"

// Holdings over a limit. A player's own purchases never take him over
// the certificate limit or the 60% holding limit (the rules refuse them);
// a market move can: a company leaving the orange zone counts against the
// limit again, one leaving the yellow zone is held to 60% again, and the
// merger turns small-company certificates into RADM's. The player then
// keeps what he holds but may buy nothing that counts against the limit
// he is over until he is back within it (provisional: the rules do not
// say). overLimit records the excess a market move caused, so that the
// audit can tell it from a purchase the rules should have refused.

// overLimit is a holding over a limit: of certificates (Sym "") or of one
// company's percentage, Max the most a market move left the seat with.
type overLimit struct {
	Seat int    `json:"seat"`
	Sym  string `json:"sym,omitempty"`
	Max  int    `json:"max"`
}

// overHolding is what seat holds against the limit of sym ("" the
// certificate count) and that limit; over is false where none applies.
func (s *state) overHolding(seat int, sym string) (have, limit int, over bool) {
	if sym == "" {
		have, limit = s.certCount(seat), s.certLimit()
		return have, limit, have > limit
	}
	c := s.corp(sym)
	if !c.InGame || (c.Floated && c.cell().Yellow) {
		return 0, 0, false
	}
	have = pctOf(c, seat)
	return have, holdLimitPct, have > holdLimitPct
}

// noteOverLimits, after a market move or the merger, records every
// holding over a limit and forgets those back within it.
func (s *state) noteOverLimits() {
	s.Over = slices.DeleteFunc(s.Over, func(o overLimit) bool {
		_, _, over := s.overHolding(o.Seat, o.Sym)
		return !over
	})
	for seat := range s.Players {
		s.noteOver(seat, "")
		for i := range s.Corps {
			if s.Corps[i].InGame {
				s.noteOver(seat, s.Corps[i].Sym)
			}
		}
	}
}

func (s *state) noteOver(seat int, sym string) {
	have, _, over := s.overHolding(seat, sym)
	if !over {
		return
	}
	if o := ptrAt(s.Over, slices.IndexFunc(s.Over, overOf(seat, sym))); o != nil {
		o.Max = max(o.Max, have)
		return
	}
	s.Over = append(s.Over, overLimit{Seat: seat, Sym: sym, Max: have})
}

// allowedOver is the most seat may hold against the limit of sym: the
// limit, or more where a market move left him over it.
func (s *state) allowedOver(seat int, sym string, limit int) int {
	if o := ptrAt(s.Over, slices.IndexFunc(s.Over, overOf(seat, sym))); o != nil {
		return max(limit, o.Max)
	}
	return limit
}

// overOf tells the record of seat's holding against the limit of sym.
func overOf(seat int, sym string) func(overLimit) bool {
	return func(o overLimit) bool { return o.Seat == seat && o.Sym == sym }
}
