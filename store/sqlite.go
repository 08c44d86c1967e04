package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"net/url"
	"os"
	"path/filepath"
	"time"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// OpenSQLite opens (creating if needed) a SQLite database file in WAL mode
// with synchronous=FULL, so a committed write survives power loss. Writes
// are group-committed by a batchWriter on the one writer connection.
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
	// The writer never checkpoints on commit (that would stall the
	// actions waiting behind it); a background checkpointer does.
	wr, err := sql.Open("sqlite", dsn("_txlock=immediate&_pragma=wal_autocheckpoint(0)"))
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

	s := &sqlStore{rd: rd, wr: wr, local: true}
	w := newBatchWriter(wr, 1, s.preparePending)
	s.writeEv = w.do
	cpCtx, cpStop := context.WithCancel(context.Background())
	cpDone := make(chan struct{})
	go checkpointer(cpCtx, rd, cpDone)
	s.closeFn = func() error {
		cpStop()
		<-cpDone
		w.close()
		rd.Exec(`PRAGMA wal_checkpoint(TRUNCATE)`)
		err1 := rd.Close()
		err2 := wr.Close()
		return errors.Join(err1, err2)
	}
	return s, nil
}

// checkpointInterval is how often the WAL is copied into the database.
// Often enough that the WAL stays a few pages long and is rewritten in
// place: appending to a growing file makes each commit's fsync slower
// (measured: 20 ms gave the best commit latency under load; 250 ms and 1 s
// cost about a third of the throughput).
const checkpointInterval = 20 * time.Millisecond

// checkpointer copies the WAL into the database file in the background,
// without blocking writers (PASSIVE), so the WAL stays small.
func checkpointer(ctx context.Context, db *sql.DB, done chan<- struct{}) {
	defer close(done)
	t := time.NewTicker(checkpointInterval)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			var busy, logFrames, done int
			if err := db.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logFrames, &done); err != nil && ctx.Err() == nil {
				log.Printf("store: checkpoint: %v", err)
			}
		}
	}
}
