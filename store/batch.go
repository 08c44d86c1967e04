package store

import (
	"context"
	"database/sql"
	"errors"
	"sync"
)

type writeOp struct {
	ctx context.Context
	fn  func(tx *sql.Tx) error
	err chan error
}

// batchWriter runs writes one transaction at a time, each transaction
// holding every write waiting at that moment (group commit: one fsync, and
// on PostgreSQL one NOTIFY commit, serves them all). Each write has its own
// savepoint, so one failing write (a conflict) does not undo the others.
type batchWriter struct {
	db      *sql.DB
	prep    bool   // prepare its own statements (SQLite; pgx caches them itself)
	idle    func() // runs between transactions
	ops     chan *writeOp
	done    chan struct{}
	closeMu sync.RWMutex
	closed  bool
}

var errClosed = errors.New("store is closed")

// newBatchWriter starts workers goroutines committing batches (one for
// SQLite's single writer connection; several for PostgreSQL, so that one
// batch's statements overlap another's commit).
func newBatchWriter(db *sql.DB, workers int, prep bool, idle func()) *batchWriter {
	w := &batchWriter{db: db, prep: prep, idle: idle, ops: make(chan *writeOp, 1024), done: make(chan struct{})}
	var wg sync.WaitGroup
	for i := 0; i < workers; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			w.run(&worker{})
		}()
	}
	go func() {
		wg.Wait()
		close(w.done)
	}()
	return w
}

// worker holds one goroutine's prepared statements.
type worker struct {
	stmts   map[string]*sql.Stmt
	pending []string
}

func (w *batchWriter) do(ctx context.Context, fn func(tx *sql.Tx) error) error {
	op := &writeOp{ctx: ctx, fn: fn, err: make(chan error, 1)}
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

func (w *batchWriter) run(k *worker) {
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
		w.commit(k, batch)
		w.prepare(k)
		if w.prep {
			w.idle()
		}
	}
}

func (w *batchWriter) commit(k *worker, batch []*writeOp) {
	errs := make([]error, len(batch))
	fail := func(err error) {
		for _, o := range batch {
			o.err <- err
		}
	}
	tx, err := w.db.BeginTx(context.Background(), nil)
	if err != nil {
		fail(err)
		return
	}
	if len(batch) == 1 {
		// Alone in its transaction: no savepoint needed.
		o := batch[0]
		if err := o.ctx.Err(); err != nil {
			tx.Rollback()
			fail(err)
			return
		}
		if err := o.fn(tx); err != nil {
			tx.Rollback()
			fail(err)
			return
		}
	}
	for i, o := range batch {
		if len(batch) == 1 {
			break
		}
		if err := o.ctx.Err(); err != nil {
			errs[i] = err
			continue
		}
		if err := w.exec(k, tx, `SAVEPOINT op`); err != nil {
			tx.Rollback()
			fail(err)
			return
		}
		errs[i] = o.fn(tx)
		if errs[i] != nil {
			if err := w.exec(k, tx, `ROLLBACK TO op`); err != nil {
				tx.Rollback()
				fail(err)
				return
			}
		}
		if err := w.exec(k, tx, `RELEASE op`); err != nil {
			tx.Rollback()
			fail(err)
			return
		}
	}
	if err := tx.Commit(); err != nil {
		fail(err)
		return
	}
	for i, o := range batch {
		o.err <- errs[i]
	}
}

// exec runs one of the writer's own statements, prepared once.
func (w *batchWriter) exec(k *worker, tx *sql.Tx, q string) error {
	if k.stmts == nil {
		k.stmts = map[string]*sql.Stmt{}
	}
	st, ok := k.stmts[q]
	if !ok {
		_, err := tx.Exec(q)
		if w.prep {
			k.pending = append(k.pending, q)
		}
		return err
	}
	_, err := tx.Stmt(st).Exec()
	return err
}

// prepare prepares the statements exec met, between transactions.
func (w *batchWriter) prepare(k *worker) {
	for _, q := range k.pending {
		if _, ok := k.stmts[q]; ok {
			continue
		}
		if st, err := w.db.Prepare(q); err == nil {
			k.stmts[q] = st
		}
	}
	k.pending = nil
}
