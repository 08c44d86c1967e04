package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
	"time"
)

type writeOp struct {
	ctx context.Context
	ev  *Event // announced when the write commits (PostgreSQL)
	fn  func(tx *sql.Tx) error
	err chan error
}

// batchWriter runs writes one transaction at a time, each transaction
// holding every write waiting at that moment (group commit: one fsync, and
// on PostgreSQL one NOTIFY commit, serves them all).
//
// Writes report ErrConflict only before changing anything, so a conflict
// needs no rollback; any other error undoes the batch, whose writes are
// then retried one per transaction so that only the failing one fails.
type batchWriter struct {
	db      *sql.DB
	idle    func()                              // if set, runs between transactions
	notify  func(tx *sql.Tx, evs []Event) error // if set, announces a transaction's events in it
	ops     chan *writeOp
	done    chan struct{}
	closeMu sync.RWMutex
	closed  bool
	observe observed // hears of each commit (ObserveCommits)
}

var errClosed = errors.New("store is closed")

// newBatchWriter starts workers goroutines committing batches: one for
// SQLite's single writer connection; for PostgreSQL two, so that one
// batch's statements overlap another's commit (of 1, 2, 4 and 8, two gave
// the most actions per second in `ferro loadtest`).
func newBatchWriter(db *sql.DB, workers int, idle func()) *batchWriter {
	w := &batchWriter{db: db, idle: idle, ops: make(chan *writeOp, 1024), done: make(chan struct{})}
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.run()
		}()
	}
	go func() {
		wg.Wait()
		close(w.done)
	}()
	return w
}

func (w *batchWriter) do(ctx context.Context, ev *Event, fn func(tx *sql.Tx) error) error {
	op := &writeOp{ctx: ctx, ev: ev, fn: fn, err: make(chan error, 1)}
	w.closeMu.RLock()
	if w.closed {
		w.closeMu.RUnlock()
		return errClosed
	}
	w.ops <- op
	w.closeMu.RUnlock()
	return <-op.err
}

func (w *batchWriter) close() {
	w.closeMu.Lock()
	if !w.closed {
		w.closed = true
		close(w.ops)
	}
	w.closeMu.Unlock()
	<-w.done
}

const maxBatch = 256

func (w *batchWriter) run() {
	for op := range w.ops {
		batch := []*writeOp{op}
	drain:
		for len(batch) < maxBatch {
			select {
			case o, ok := <-w.ops:
				if !ok {
					break drain
				}
				batch = append(batch, o)
			default:
				break drain
			}
		}
		start := time.Now()
		w.commit(batch)
		w.observe.report(len(batch), time.Since(start))
		if w.idle != nil {
			w.idle()
		}
	}
}

func (w *batchWriter) commit(batch []*writeOp) {
	errs := make([]error, len(batch))
	err := w.tx(func(tx *sql.Tx) error {
		var evs []Event
		for i, o := range batch {
			if errs[i] = o.ctx.Err(); errs[i] != nil {
				continue
			}
			errs[i] = o.fn(tx)
			if errs[i] != nil && !errors.Is(errs[i], ErrConflict) {
				return errs[i]
			}
			if errs[i] == nil && o.ev != nil {
				evs = append(evs, *o.ev)
			}
		}
		return w.announce(tx, evs)
	})
	if err == nil {
		for i, o := range batch {
			o.err <- errs[i]
		}
		return
	}
	if len(batch) == 1 {
		batch[0].err <- err
		return
	}
	for _, o := range batch {
		if err := o.ctx.Err(); err != nil {
			o.err <- err
			continue
		}
		var opErr error
		err := w.tx(func(tx *sql.Tx) error {
			if opErr = o.fn(tx); opErr != nil || o.ev == nil {
				return opErr
			}
			return w.announce(tx, []Event{*o.ev})
		})
		if err == nil {
			err = opErr
		}
		o.err <- err
	}
}

func (w *batchWriter) announce(tx *sql.Tx, evs []Event) error {
	if w.notify == nil || len(evs) == 0 {
		return nil
	}
	return w.notify(tx, evs)
}

// tx runs fn in a transaction and commits unless fn failed with more than
// a conflict.
func (w *batchWriter) tx(fn func(tx *sql.Tx) error) error {
	tx, err := w.db.BeginTx(context.Background(), nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil && !errors.Is(err, ErrConflict) {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}
