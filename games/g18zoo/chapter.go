package g18zoo

import (
	"strconv"

	"ferro/engine"
	"ferro/engine/view"
)

var _ engine.Chapterer = (*Game)(nil)

// Chapter: the round and day, the phase and what its start brings, the
// cash of players and families (the log's headers and notes).
func (g *Game) Chapter() engine.Chapter {
	_, round := roundName(g)
	if d := min(g.turn, 3); d > 0 && g.round.Kind != rDraft {
		round = view.Say("log.round_turn", "round", round, "turn", view.Say("zoo.day."+strconv.Itoa(d)))
	}
	c := engine.Chapter{Round: round, Currency: "%s$N", Cash: make(map[string]int, len(g.players)+len(g.fams))}
	if g.phase >= 0 && g.phase < len(phases) {
		c.Phase = phases[g.phase].Name
		_, c.PhaseSay = phases[g.phase].rusts()
	}
	for _, p := range g.players {
		c.Cash[p.ID] = p.Cash
	}
	for _, f := range g.fams {
		c.Cash[f.Sym] = f.Cash
	}
	return c
}
