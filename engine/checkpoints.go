package engine

// Undo and redo change which actions of the log are in effect, so the game
// must be rebuilt; replaying the whole log made each cost as much as the
// game is long (60 ms on a 10,000-entry record). A session instead keeps
// copies of the game along the effective actions (checkpoints, every
// checkEvery of them, at most maxChecks, the newest kept): an undo or redo
// starts from the newest checkpoint the new log still shares and applies
// only the actions after it. Checkpoints are made only by such a rebuild,
// so a game that is never taken back holds none (and no more memory).

const (
	checkEvery = 16
	maxChecks  = 8
)

// checkpoint is the game after the first n effective actions. Its game is
// never applied to: a rebuild starts from a clone of it.
type checkpoint struct {
	n    int
	game Game
}

// rewind appends an undo or redo and rebuilds the game from the newest
// checkpoint that the new log's effective actions still pass through. On
// error nothing changes.
func (s *Session) rewind(a Action) error {
	// Appending in place is safe: games that keep the log (LogReplayer) read
	// only their own length of it, and on error s.log keeps its length.
	log := append(s.log, a)
	eff, err := Effective(log)
	if err != nil {
		return err
	}
	same := 0 // effective actions the old and new logs share
	if s.eff != nil {
		for same < len(eff) && same < len(s.eff) && eff[same] == s.eff[same] {
			same++
		}
	}
	var checks []checkpoint
	for _, c := range s.checks {
		if c.n <= same {
			checks = append(checks, c)
		}
	}
	var g Game
	from := 0
	if len(checks) > 0 {
		last := checks[len(checks)-1]
		g, from = last.game.Clone(), last.n
	} else if g, err = s.title.New(s.cfg); err != nil {
		return err
	}
	apply := g.Apply
	for k := from; k < len(eff); k++ {
		if k > from && k%checkEvery == 0 {
			checks = append(checks, checkpoint{n: k, game: g.Clone()})
		}
		if err := apply(log[eff[k]]); err != nil {
			return &ReplayError{Index: eff[k], Action: log[eff[k]], Err: err}
		}
	}
	if len(checks) > maxChecks {
		checks = append([]checkpoint(nil), checks[len(checks)-maxChecks:]...)
	}
	s.log, s.eff, s.game, s.checks = log, eff, g, checks
	return nil
}
