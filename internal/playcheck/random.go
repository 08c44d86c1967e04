package playcheck

import (
	"encoding/json"
	"fmt"

	"ferro/engine"
)

// Auditor is implemented by games that can check their own invariants
// (money conserved, every share somewhere). Audit returns nil when they
// hold.
type Auditor interface {
	Audit() error
}

// Rng is the random source RandomGame draws from; *math/rand/v2.Rand
// satisfies it. The same seed gives the same game.
type Rng interface {
	IntN(n int) int
}

// Checks says how often RandomGame checks what. The zero value checks the
// audit and the clone after every action, and the replay at the end.
type Checks struct {
	// ReplayEvery compares the live state with a replay of the log every
	// N actions, besides at the end: replaying is O(n) so checking after
	// every action is O(n²). 0 checks at the end only; <0 never.
	ReplayEvery int
	// NoClone skips the clone checks.
	NoClone bool
	// UndoPercent is the chance, in percent, that an action is followed
	// by an undo (then, half the time, a redo), as players do on
	// 18xx.games: the log is replayed and must give back the state before
	// the action (after a redo, the state after it). 0 never undoes.
	UndoPercent int
	// EveryLegal applies every listed action (each on a clone) every N
	// actions and fails on the first refused: the legal list and Apply
	// must agree on all of it, not only on the action played. 0 never.
	EveryLegal int
	// Choose, when set, is the player instead of a uniform draw: it gives
	// the index of the action it picks in legal, the game's whole list
	// (every listed action is concrete: a run is listed as the best run).
	Choose func(g engine.Game, legal []engine.Action) int
	// NoAudit skips the game's Audit after each action (a benchmark of
	// play alone); the other checks still run.
	NoAudit bool
	// Each is the title's own check, after every action and the audit: an
	// error stops play with the failure "check".
	Each func(g engine.Game) error
	// Undoes lets the random player of an engine.Revisiter take back its
	// own moves in a round. By default it does not: an action drawn that
	// Undoes is put aside and another drawn, and one is played only when
	// nothing else is playable, so the player never returns to a position
	// already seen in the round.
	Undoes bool
}

// Played is a game RandomGame played.
type Played struct {
	Config  engine.Config
	Log     []engine.Action // the whole log, undo and redo included, with ids 1, 2, …
	Game    engine.Game     // the live game after the last action
	Failure *Failure        // the first invariant broken (play stopped there), or nil

	live []byte // Game's Snapshot, once taken for the game as it is now (nil after it changes)
}

// snapshot is the live game's Snapshot, taken once per state: the checks
// after an action and before the next compare the same state.
func (p *Played) snapshot() []byte {
	if p.live == nil {
		p.live = p.Game.Snapshot()
	}
	return p.live
}

// Record returns the game as a record in the 18xx.games format.
func (p *Played) Record(engineVersion string) *engine.Record {
	return engine.NewRecord(p.Config, p.Log, p.Game, engineVersion)
}

// Failure is a broken invariant.
type Failure struct {
	After  int            // how many log entries there were when it broke
	Action *engine.Action // the action being checked, if any
	Check  string         // "apply", "audit", "clone", "replay", "undo", "redo", "check", "stuck", "cap"
	Detail string
}

func (f *Failure) Error() string {
	where := fmt.Sprintf("after %d actions", f.After)
	if f.Action != nil {
		where = fmt.Sprintf("action %d (%s by %s)", f.Action.ID, f.Action.Type, f.Action.Entity)
	}
	return fmt.Sprintf("%s: %s: %s", where, f.Check, f.Detail)
}

// RandomGame plays a game of title from cfg, choosing uniformly at random
// among the legal actions (each concrete: engine.Game.Legal), in an
// engine.Revisiter never one that takes back the player's own move in the
// round while another is playable (unless checks.Undoes), until the game
// ends or the log holds maxActions actions. After every action it checks:
//   - the game accepted the action it listed as legal;
//   - Audit, where the game is an Auditor;
//   - a Clone has the same Snapshot, and does not change when the game
//     applies the next action (unless checks.NoClone);
//   - a replay of the log (engine.Replay) has the same Snapshot, finished
//     flag, end reason and result (every checks.ReplayEvery actions and at
//     the end);
//   - undo and redo give back the states before and after the action
//     (checks.UndoPercent of the time);
//   - checks.Each, the title's own check ("check");
//   - a game that is not over has a playable legal action ("stuck");
//   - every listed action is accepted (checks.EveryLegal, "legal");
//   - the game ends within maxActions actions ("cap": a game that can go
//     on for ever is a failure, not an unfinished game).
//
// Play stops at the first broken invariant, which Played.Failure holds. err
// is for a game that cannot be set up.
func RandomGame(title engine.Title, cfg engine.Config, rng Rng, maxActions int, checks Checks) (*Played, error) {
	g, err := title.New(cfg)
	if err != nil {
		return nil, err
	}
	p := &Played{Config: cfg, Game: g}
	if f := Audit(g); f != "" {
		p.Failure = &Failure{Check: "audit", Detail: f}
		return p, nil
	}
	for len(p.Log) < maxActions && !p.Game.Finished() {
		if checks.EveryLegal > 0 && len(p.Log)%checks.EveryLegal == 0 {
			if f := everyLegal(p.Game); f != nil {
				f.After = len(p.Log)
				p.Failure = f
				return p, nil
			}
		}
		a, ok := pick(p.Game, rng, checks.Choose, !checks.Undoes)
		if !ok {
			p.Failure = &Failure{After: len(p.Log), Check: "stuck", Detail: stuck(p.Game)}
			return p, nil
		}
		a.ID = len(p.Log) + 1
		undo := checks.UndoPercent > 0 && rng.IntN(100) < checks.UndoPercent
		var before json.RawMessage
		if undo {
			before = p.snapshot()
		}
		f := step(title, p, a, checks)
		if f == nil && undo && len(p.Log) < maxActions {
			f = undoRedo(title, p, rng, a.Entity, before)
		}
		if f != nil {
			f.After, f.Action = len(p.Log), &a
			p.Failure = f
			return p, nil
		}
	}
	if !p.Game.Finished() {
		p.Failure = &Failure{After: len(p.Log), Check: "cap", Detail: fmt.Sprintf("the game did not end within %d actions", maxActions)}
		return p, nil
	}
	if checks.ReplayEvery >= 0 {
		if f := replayCheck(title, p); f != "" {
			p.Failure = &Failure{After: len(p.Log), Check: "replay", Detail: f}
		}
	}
	return p, nil
}

// undoRedo takes the last action back, checks the state is the one before
// it, and half the time redoes it and checks the state is the one after.
func undoRedo(title engine.Title, p *Played, rng Rng, entity string, before json.RawMessage) *Failure {
	after := p.snapshot()
	for _, c := range []struct {
		kind string
		want json.RawMessage
	}{{"undo", before}, {"redo", after}} {
		if c.kind == "redo" && rng.IntN(2) == 0 {
			return nil
		}
		p.Log = append(p.Log, engine.Action{Type: c.kind, Entity: entity, ID: len(p.Log) + 1})
		g, err := engine.Replay(title, p.Config, p.Log)
		if err != nil {
			return &Failure{Check: c.kind, Detail: "the log does not replay: " + err.Error()}
		}
		snap := g.Snapshot()
		if d := SameState(c.want, snap); d != nil {
			return &Failure{Check: c.kind, Detail: "the replayed state is not the one expected (expected = live before " + c.kind + "): " + d.String()}
		}
		p.Game, p.live = g, snap
	}
	return nil
}

// pick draws a playable legal action, uniformly or by choose. With
// noUndo, in an engine.Revisiter an action that takes back the player's
// own move is put aside and another drawn; the first put aside is played
// when no other is left.
func pick(g engine.Game, rng Rng, choose func(engine.Game, []engine.Action) int, noUndo bool) (engine.Action, bool) {
	cands := g.Legal()
	revisiter, _ := g.(engine.Revisiter)
	var back *engine.Action // the first action put aside
	for len(cands) > 0 {
		var k int
		if choose == nil {
			k = rng.IntN(len(cands))
		} else if k = choose(g, cands); k < 0 || k >= len(cands) {
			return engine.Action{}, false
		}
		a := cands[k]
		ok := true
		if noUndo && revisiter != nil && revisiter.Undoes(a) {
			if back == nil {
				back = &a
			}
			ok = false
		}
		if ok {
			return a, true
		}
		cands = append(cands[:k:k], cands[k+1:]...)
	}
	if back != nil {
		return *back, true
	}
	return engine.Action{}, false
}

// step applies one action to the live game and checks it.
func step(title engine.Title, p *Played, a engine.Action, checks Checks) *Failure {
	g := p.Game
	var before []byte
	var clone engine.Game
	if !checks.NoClone {
		before = p.snapshot()
		clone = g.Clone()
	}
	if err := g.Apply(a); err != nil {
		return &Failure{Check: "apply", Detail: "a legal action was refused: " + err.Error()}
	}
	p.live = nil
	p.Log = append(p.Log, a)
	if clone != nil {
		// one look at the clone checks both that it was the game and that
		// the game's action left it alone
		if d := SameState(before, clone.Snapshot()); d != nil {
			return &Failure{Check: "clone", Detail: "the clone, taken before the action, is not the game as it was then (a wrong copy, or the action changed it): " + d.String()}
		}
	}
	if !checks.NoAudit {
		if f := Audit(g); f != "" {
			return &Failure{Check: "audit", Detail: f}
		}
	}
	if checks.Each != nil {
		if err := checks.Each(g); err != nil {
			return &Failure{Check: "check", Detail: err.Error()}
		}
	}
	if checks.ReplayEvery > 0 && len(p.Log)%checks.ReplayEvery == 0 {
		if f := replayCheck(title, p); f != "" {
			return &Failure{Check: "replay", Detail: f}
		}
	}
	return nil
}

// Audit is the game's Audit error, "" when it has none or passes.
func Audit(g engine.Game) string {
	if au, ok := g.(Auditor); ok {
		if err := au.Audit(); err != nil {
			return err.Error()
		}
	}
	return ""
}

// replayCheck compares the live game with a replay of its log.
func replayCheck(title engine.Title, p *Played) string {
	r, err := engine.Replay(title, p.Config, p.Log)
	if err != nil {
		return "the log does not replay: " + err.Error()
	}
	if d := SameState(p.snapshot(), r.Snapshot()); d != nil {
		return "the replay differs from the live game (expected = live): " + d.String()
	}
	if diffs := CompareEnd(p.Config.Players, p.Game.Finished(), p.Game.EndReason(), p.Game.Result(), r); len(diffs) > 0 {
		return "the replay ends differently (expected = live): " + diffs[0].String()
	}
	return ""
}

// stuck explains why no legal action could be played.
func stuck(g engine.Game) string {
	legal := g.Legal()
	if len(legal) == 0 {
		return fmt.Sprintf("the game is not over but lists no legal action (acting: %v)", g.Acting())
	}
	var types []string
	for _, a := range legal {
		types = append(types, a.Type+" by "+a.Entity)
	}
	return fmt.Sprintf("the game is not over; its legal actions are %v, but none could be played (acting: %v)", types, g.Acting())
}
