package bot

import "time"

func init() {
	// The strengths are the longest a person waits at the table for one
	// move; a search stops sooner once its choice is settled
	// (bot/settle.go). Strong was 3 s: an 18ZOO operating round of six
	// families took 42–67 s (issue 24).
	strengths := []Strength{
		{Name: "fast", Budget: 100 * time.Millisecond,
			Label: map[string]string{"en": "Bot: MCTS, fast (up to 0.1 s a move)", "nl": "Bot: MCTS, snel (tot 0,1 s per zet)", "cs": "Bot: MCTS, rychlý (až 0,1 s na tah)", "ja": "ボット：MCTS（速い・1手最大0.1秒）"},
			Short: map[string]string{"en": "mcts, fast", "nl": "MCTS, snel", "cs": "MCTS, rychlý", "ja": "MCTS・速い"}},
		{Name: "normal", Budget: 500 * time.Millisecond,
			Label: map[string]string{"en": "Bot: MCTS, normal (up to 0.5 s a move)", "nl": "Bot: MCTS, normaal (tot 0,5 s per zet)", "cs": "Bot: MCTS, normální (až 0,5 s na tah)", "ja": "ボット：MCTS（普通・1手最大0.5秒）"},
			Short: map[string]string{"en": "mcts, normal", "nl": "MCTS, normaal", "cs": "MCTS, normální", "ja": "MCTS・普通"}},
		{Name: "strong", Budget: 1500 * time.Millisecond,
			Label: map[string]string{"en": "Bot: MCTS, strong (up to 1.5 s a move)", "nl": "Bot: MCTS, sterk (tot 1,5 s per zet)", "cs": "Bot: MCTS, silný (až 1,5 s na tah)", "ja": "ボット：MCTS（強い・1手最大1.5秒）"},
			Short: map[string]string{"en": "mcts, strong", "nl": "MCTS, sterk", "cs": "MCTS, silný", "ja": "MCTS・強い"}},
	}
	RegisterKind(Kind{
		Name: "mcts", Offered: true, Rank: 4, Strengths: strengths,
		Short: map[string]string{"en": "mcts", "nl": "MCTS", "cs": "MCTS", "ja": "MCTS"},
	}, func(seed uint64, workers int, t Tuning) Bot { return newTunedMCTS(seed, workers, t, false) })
	RegisterKind(Kind{
		Name: "mcts-learned", Rank: 4, Strengths: strengths,
		Short: map[string]string{"en": "mcts, learned"},
	}, func(seed uint64, workers int, t Tuning) Bot { return newTunedMCTS(seed, workers, t, true) })
}

// newTunedMCTS is an mcts bot with workers trees, its settings tuned.
func newTunedMCTS(seed uint64, workers int, t Tuning, learned bool) *MCTS {
	m := NewMCTS(seed)
	m.Learned = learned
	m.Workers = max(1, workers)
	if t.Trees >= 1 {
		m.Workers = int(t.Trees)
	}
	tuneOrOff(&m.Cut, t.Cut)
	if t.C > 0 {
		m.C = t.C
	}
	if t.Widen > 0 {
		m.Widen = t.Widen
	}
	switch {
	case t.WidenAt > 0:
		m.WidenAt = int(t.WidenAt)
	case t.WidenAt < 0:
		m.WidenAt = 0
	}
	if t.Temp > 0 {
		m.Temp = t.Temp
	}
	if t.OrderAt > 0 {
		m.OrderAt = t.OrderAt
	}
	tuneOrOff(&m.TypeCap, t.TypeCap)
	tuneOrOff(&m.Separate, t.Separate)
	tuneOrOff(&m.Odds, t.Odds)
	m.NoReuse = t.Reuse < 0
	if t.Defer < 0 {
		m.Defer = false
	}
	m.CapTreasury = t.CapTreasury > 0
	m.RootStage = m.RootStage || t.RootStage > 0
	if t.CapOthers {
		m.CapOthers = true
	}
	if t.RootOrderOnly {
		m.Order = false
	}
	m.Settle, m.CountReused = t.Settle, t.CountReused
	return m
}
