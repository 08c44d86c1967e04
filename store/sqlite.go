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
	"strings"
	"time"

	"ferro/internal/repeatlog"

	_ "modernc.org/sqlite" // registers the "sqlite" driver
)

// OpenSQLite opens (creating if needed) a SQLite database file in WAL mode
// with synchronous=FULL, so a committed write survives power loss. Writes
// are group-committed by a batchWriter on the one writer connection.
func OpenSQLite(ctx context.Context, path string) (Store, error) {
	if path == "" {
		return nil, errors.New("--db is empty: give a SQLite file path or a postgres:// URL")
	}
	if dir := filepath.Dir(path); dir != "" {
		if err := os.MkdirAll(dir, 0o755); err != nil {
			return nil, fmt.Errorf("create database directory: %w", err)
		}
	}
	release, err := lockDatabase(path)
	if err != nil {
		return nil, err
	}
	opened := false
	defer func() {
		if !opened {
			release()
		}
	}()
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
	if err := quickCheck(ctx, wr, path); err != nil {
		wr.Close()
		return nil, err
	}
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
	// A file this process may not write opens read-only without a word,
	// and a schema already up to date needs no write: write once to know.
	if _, err := tx.ExecContext(ctx, `UPDATE schema_version SET version = version`); err != nil {
		tx.Rollback()
		wr.Close()
		return nil, fmt.Errorf("database %s cannot be written (%v): check the file's owner and permissions, and the disk", path, err)
	}
	if err := tx.Commit(); err != nil {
		wr.Close()
		return nil, err
	}
	// A crash leaves the WAL as long as it grew: copy it in and empty it
	// before serving (nothing else has the file open: lockDatabase).
	if _, err := wr.ExecContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`); err != nil {
		wr.Close()
		return nil, fmt.Errorf("database %s: checkpoint: %w", path, err)
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
	s.writeEv, s.writer = w.do, w
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
		release()
		return errors.Join(err1, err2)
	}
	opened = true
	return faults{s}, nil
}

// quickCheck refuses a damaged database file: the server would otherwise
// answer from it, and keep writing into it.
func quickCheck(ctx context.Context, db *sql.DB, path string) error {
	rows, err := db.QueryContext(ctx, `PRAGMA quick_check(5)`)
	if err != nil {
		return fmt.Errorf("database %s cannot be read (%v): is it a SQLite file of ferro's?", path, err)
	}
	defer rows.Close()
	var problems []string
	for rows.Next() {
		var line string
		if err := rows.Scan(&line); err != nil {
			return fmt.Errorf("database %s: quick_check: %w", path, err)
		}
		if line != "ok" {
			problems = append(problems, line)
		}
	}
	if err := rows.Err(); err != nil {
		return fmt.Errorf("database %s is damaged (%v): restore it from a backup", path, err)
	}
	if len(problems) > 0 {
		return fmt.Errorf("database %s is damaged (PRAGMA quick_check: %s): restore it from a backup", path, strings.Join(problems, "; "))
	}
	return nil
}

// checkpointInterval is how often the WAL is copied into the database.
// Often enough that the WAL stays a few pages long and is rewritten in
// place: appending to a growing file makes each commit's fsync slower
// (measured: 20 ms gave the best commit latency under load; 250 ms and 1 s
// cost about a third of the throughput).
const checkpointInterval = 20 * time.Millisecond

// truncateInterval is how often the checkpointer also empties the WAL
// file (TRUNCATE): PASSIVE checkpoints reuse it from the start but never
// shrink it, and under load with readers always present it grew to
// hundreds of MB beside a database of tens.
var truncateInterval = time.Minute

// truncateWait is how long a truncating checkpoint waits for readers (and
// holds back writers) before it gives up until the next time.
const truncateWait = 200 * time.Millisecond

// checkpointer copies the WAL into the database file in the background,
// without blocking writers (PASSIVE), so the WAL stays small, and now and
// then empties the WAL file.
func checkpointer(ctx context.Context, db *sql.DB, done chan<- struct{}) {
	defer close(done)
	errs := repeatlog.New(log.Default(), time.Minute) // a failing checkpoint fails 50 times a second
	defer errs.Close()
	t := time.NewTicker(checkpointInterval)
	defer t.Stop()
	trunc := time.NewTicker(truncateInterval)
	defer trunc.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-trunc.C:
			if err := truncateWAL(ctx, db); err != nil && ctx.Err() == nil {
				errs.Print(fmt.Sprintf("store: truncating checkpoint: %v", err))
			}
		case <-t.C:
			var busy, logFrames, done int
			if err := db.QueryRowContext(ctx, `PRAGMA wal_checkpoint(PASSIVE)`).Scan(&busy, &logFrames, &done); err != nil && ctx.Err() == nil {
				errs.Print(fmt.Sprintf("store: checkpoint: %v", err))
			}
		}
	}
}

// truncateWAL checkpoints the whole WAL and truncates its file, waiting at
// most truncateWait for readers; busy is no error (the next one will do).
func truncateWAL(ctx context.Context, db *sql.DB) error {
	conn, err := db.Conn(ctx)
	if err != nil {
		return err
	}
	defer conn.Close()
	if _, err := conn.ExecContext(ctx, fmt.Sprintf(`PRAGMA busy_timeout = %d`, truncateWait.Milliseconds())); err != nil {
		return err
	}
	defer conn.ExecContext(context.WithoutCancel(ctx), `PRAGMA busy_timeout = 10000`)
	var busy, logFrames, done int
	return conn.QueryRowContext(ctx, `PRAGMA wal_checkpoint(TRUNCATE)`).Scan(&busy, &logFrames, &done)
}
