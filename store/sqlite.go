package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"os"
	"path/filepath"
	"sync"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// OpenSQLite opens (creating if needed) a SQLite database file in WAL mode
// with synchronous=FULL, so a committed write survives power loss. All
// writes go through one goroutine that commits concurrent writes together
// (group commit): one fsync serves every action waiting at that moment.
func OpenSQLite(ctx context.Context, path string) (Store, error) {
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("create database directory: %w", err)
		}
	}
	dsn := func(extra string) string {
		v := url.Values{}
		for _, p := range []string{"journal_mode(WAL)", "synchronous(FULL)", "busy_timeout(10000)", "foreign_keys(1)"} {
			v.Add("_pragma", p)
		}
		s := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + v.Encode()
		if extra != "" {
			s += "&" + extra
		}
		return s
	}
	wr, err := sql.Open("sqlite", dsn("_txlock=immediate"))
	if err != nil {
		return nil, err
	}
	wr.SetMaxOpenConns(1)
	wr.SetMaxIdleConns(1)
	wr.SetConnMaxLifetime(0)
	tx, err := wr.BeginTx(ctx, nil)
	if err != nil {
		wr.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if err := migrate(ctx, tx, false); err != nil {
		tx.Rollback()
		wr.Close()
		return nil, fmt.Errorf("open %s: %w", path, err)
	}
	if err := tx.Commit(); err != nil {
		wr.Close()
		return nil, err
	}
	rd, err := sql.Open("sqlite", dsn(""))
	if err != nil {
		wr.Close()
		return nil, err
	}
	rd.SetMaxOpenConns(4)
	rd.SetMaxIdleConns(4)

	w := &batchWriter{db: wr, ops: make(chan *writeOp, 1024), done: make(chan struct{})}
	go w.run()
	s := &sqlStore{rd: rd, write: w.do, local: true}
	s.closeFn = func() error {
		w.close()
		err1 := rd.Close()
		err2 := wr.Close()
		return errors.Join(err1, err2)
	}
	return s, nil
}

type writeOp struct {
	ctx context.Context
	fn  func(tx *sql.Tx) error
	err chan error
}

// batchWriter runs writes on SQLite's single writer connection, each batch
// of waiting writes in one transaction. Each write has its own savepoint,
// so one failing write (a conflict) does not undo the others.
type batchWriter struct {
	db      *sql.DB
	ops     chan *writeOp
	done    chan struct{}
	closeMu sync.RWMutex
	closed  bool
}

var errClosed = errors.New("store is closed")

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

func (w *batchWriter) run() {
	defer close(w.done)
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
		w.commit(batch)
	}
}

func (w *batchWriter) commit(batch []*writeOp) {
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
	for i, o := range batch {
		if err := o.ctx.Err(); err != nil {
			errs[i] = err
			continue
		}
		if _, err := tx.Exec(`SAVEPOINT op`); err != nil {
			tx.Rollback()
			fail(err)
			return
		}
		errs[i] = o.fn(tx)
		if errs[i] != nil {
			if _, err := tx.Exec(`ROLLBACK TO op`); err != nil {
				tx.Rollback()
				fail(err)
				return
			}
		}
		if _, err := tx.Exec(`RELEASE op`); err != nil {
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
