package store

import (
	"sync/atomic"
	"time"
)

// CommitObserver hears of every group commit: how many writes the
// transaction held and how long it took (metrics).
type CommitObserver func(writes int, took time.Duration)

// ObserveCommits has st report its commits to fn, if st can (the SQLite
// and PostgreSQL stores can); it reports whether it will.
func ObserveCommits(st Store, fn CommitObserver) bool {
	if f, ok := st.(faults); ok {
		st = f.s
	}
	s, ok := st.(*sqlStore)
	if !ok || s.writer == nil {
		return false
	}
	s.writer.observe.Store(&fn)
	return true
}

// observed is a batch writer's observer, set at any time.
type observed struct {
	fn atomic.Pointer[CommitObserver]
}

func (o *observed) Store(fn *CommitObserver) { o.fn.Store(fn) }

func (o *observed) report(writes int, took time.Duration) {
	if fn := o.fn.Load(); fn != nil {
		(*fn)(writes, took)
	}
}
