package g18zoo

import (
	"iter"

	"ferro/engine"
)

// appliedLog holds the actions a game has applied, in chunks of fixed
// capacity: appending never copies earlier actions, and a clone shares
// every chunk (its own appends start a new one).
type appliedLog struct {
	// the actions of a replayed log, kept as given (engine.LogReplayer):
	// log[eff[0]], log[eff[1]], … come first
	log []engine.Action
	eff []int

	chunks [][]engine.Action
}

const appliedChunk = 64

func (l *appliedLog) add(a engine.Action) {
	n := len(l.chunks)
	if n == 0 || len(l.chunks[n-1]) == cap(l.chunks[n-1]) {
		l.chunks = append(l.chunks, make([]engine.Action, 0, appliedChunk))
		n++
	}
	l.chunks[n-1] = append(l.chunks[n-1], a)
}

// share returns a copy that shares the actions but not the room after them.
func (l appliedLog) share() appliedLog {
	c := appliedLog{log: l.log, eff: l.eff, chunks: make([][]engine.Action, len(l.chunks))}
	for i, ch := range l.chunks {
		c.chunks[i] = ch[:len(ch):len(ch)]
	}
	return c
}

// all yields the actions in order.
func (l appliedLog) all() iter.Seq[engine.Action] {
	return func(yield func(engine.Action) bool) {
		for _, i := range l.eff {
			if !yield(l.log[i]) {
				return
			}
		}
		for _, ch := range l.chunks {
			for _, a := range ch {
				if !yield(a) {
					return
				}
			}
		}
	}
}

// last is the action applied last, if any.
func (l appliedLog) last() (engine.Action, bool) {
	if n := len(l.chunks); n > 0 {
		ch := l.chunks[n-1]
		return ch[len(ch)-1], true
	}
	if len(l.eff) > 0 {
		return l.log[l.eff[len(l.eff)-1]], true
	}
	return engine.Action{}, false
}
