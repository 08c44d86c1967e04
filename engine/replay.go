package engine

import "fmt"

// Session is a game together with its whole log, undo and redo included:
// the log is the truth and the game is derived from it by replay.
type Session struct {
	title Title
	cfg   Config
	log   []Action
	game  Game

	eff    []int        // the effective actions of log (Effective); nil: not known
	checks []checkpoint // games along eff, for undo and redo (checkpoints.go)
}

// NewSession starts a game with an empty log.
func NewSession(t Title, cfg Config) (*Session, error) {
	g, err := t.New(cfg)
	if err != nil {
		return nil, err
	}
	return &Session{title: t, cfg: cfg, game: g, eff: []int{}}, nil
}

// Game is the current state. Callers must not Apply to it directly.
func (s *Session) Game() Game { return s.game }

// Log is the whole action log.
func (s *Session) Log() []Action { return s.log }

// Config is the game's definition.
func (s *Session) Config() Config { return s.cfg }

// Do validates and applies one action and appends it to the log (as the
// game settled it, for a Settler). Undo and redo rebuild the game from the
// log. On error nothing changes.
func (s *Session) Do(a Action) error {
	if a.ID == 0 {
		a.ID = s.nextID()
	}
	switch a.Type {
	case "undo", "redo":
		return s.rewind(a) // from a checkpoint (checkpoints.go)
	}
	if err := s.game.Apply(a); err != nil {
		return err
	}
	a = s.game.Settled(a)
	s.log = append(s.log, a)
	if s.eff != nil {
		s.eff = append(s.eff, len(s.log)-1) // a plain action (or message) takes effect
	}
	return nil
}

func (s *Session) nextID() int {
	id := 0
	for _, a := range s.log {
		if a.ID > id {
			id = a.ID
		}
	}
	return id + 1
}

// Replay builds a game from its definition and whole log. The game may
// keep log's actions (a LogReplayer does, instead of copying them): do not
// change them afterwards (appending to log is fine).
func Replay(t Title, cfg Config, log []Action) (Game, error) {
	g, err := t.New(cfg)
	if err != nil {
		return nil, err
	}
	eff, err := Effective(log)
	if err != nil {
		return nil, err
	}
	if k, err := g.ReplayLog(log, eff); err != nil {
		return nil, &ReplayError{Index: eff[k], Action: log[eff[k]], Err: err}
	}
	return g, nil
}

// LogReplayer is a game that replays a log in one call: the actions
// log[eff[0]], log[eff[1]], … in turn, keeping the log instead of copying
// each action into its journal (Undo.ReplayLog). failed is the index in
// eff of the action that could not be applied.
type LogReplayer interface {
	ReplayLog(log []Action, eff []int) (failed int, err error)
}

// ReplayEach is ReplayLog for a game with no faster way: it applies each
// action in turn.
func ReplayEach(g Game, log []Action, eff []int) (failed int, err error) {
	for k, i := range eff {
		if err := g.Apply(log[i]); err != nil {
			return k, err
		}
	}
	return 0, nil
}

// ReplayError says which action of a log could not be applied.
type ReplayError struct {
	Index  int
	Action Action
	Err    error
}

func (e *ReplayError) Error() string {
	return fmt.Sprintf("action %d (index %d, %s by %s): %v", e.Action.ID, e.Index, e.Action.Type, e.Action.Entity, e.Err)
}

func (e *ReplayError) Unwrap() error { return e.Err }

// SessionFromRecord replays a record into a session.
func SessionFromRecord(t Title, r *Record) (*Session, error) {
	cfg, err := r.Config()
	if err != nil {
		return nil, err
	}
	g, err := Replay(t, cfg, r.Actions)
	if err != nil {
		return nil, err
	}
	s := &Session{title: t, cfg: cfg, log: append([]Action{}, r.Actions...), game: g}
	s.eff, _ = Effective(s.log) // Replay succeeded: it has none to report
	return s, nil
}
