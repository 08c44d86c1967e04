package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/jackc/pgx/v5"
	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" driver
)

// pgChannel is the NOTIFY channel for a schema: servers using the same
// schema of the same database share games and so one channel.
func pgChannel(schema string) string {
	if schema == "" || schema == "public" {
		return "ferro_games"
	}
	return "ferro_games_" + schema
}

// OpenPostgres connects to PostgreSQL, applies the schema migrations and
// listens for the log growth of every server sharing the database.
func OpenPostgres(ctx context.Context, dsn string) (Store, error) {
	db, err := sql.Open("pgx", dsn)
	if err != nil {
		return nil, err
	}
	db.SetMaxOpenConns(24)
	db.SetMaxIdleConns(24)
	db.SetConnMaxIdleTime(5 * time.Minute)
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		db.Close()
		return nil, fmt.Errorf("connect to PostgreSQL: %w", err)
	}
	if err := migrate(ctx, tx, true); err != nil {
		tx.Rollback()
		db.Close()
		return nil, err
	}
	if err := tx.Commit(); err != nil {
		db.Close()
		return nil, err
	}
	var schema string
	if err := db.QueryRowContext(ctx, `SELECT current_schema()`).Scan(&schema); err != nil {
		db.Close()
		return nil, err
	}
	channel := pgChannel(schema)
	s := &sqlStore{rd: db, pg: true}
	// PostgreSQL serialises the commits of transactions that NOTIFY, so
	// writes are group-committed too: one commit and one notification for
	// all waiting writes.
	w := newBatchWriter(db, 2, nil)
	w.notify = func(tx *sql.Tx, evs []Event) error {
		for _, p := range eventPayloads(evs) {
			if _, err := tx.Exec(`SELECT pg_notify($1, $2)`, channel, p); err != nil {
				return err
			}
		}
		return nil
	}
	s.writeEv, s.writer = w.do, w
	l := &listener{dsn: dsn, channel: channel, publish: s.publish}
	lctx, cancel := context.WithCancel(context.Background())
	ready := make(chan error, 1)
	l.wg.Add(1)
	go l.run(lctx, ready)
	select {
	case err := <-ready:
		if err != nil {
			cancel()
			l.wg.Wait()
			db.Close()
			return nil, fmt.Errorf("listen for game updates: %w", err)
		}
	case <-ctx.Done():
		cancel()
		l.wg.Wait()
		db.Close()
		return nil, ctx.Err()
	}
	s.closeFn = func() error {
		cancel()
		l.wg.Wait()
		w.close()
		return db.Close()
	}
	return faults{s}, nil
}

// listener holds one connection LISTENing on the games channel and
// reconnects when it drops; after a reconnect it publishes Event{} (game 0)
// because notifications may have been missed meanwhile.
type listener struct {
	dsn     string
	channel string
	publish func(Event)
	wg      sync.WaitGroup
}

func (l *listener) run(ctx context.Context, ready chan<- error) {
	defer l.wg.Done()
	first := true
	backoff := 100 * time.Millisecond
	for ctx.Err() == nil {
		conn, err := pgx.Connect(ctx, l.dsn)
		if err == nil {
			_, err = conn.Exec(ctx, "LISTEN "+pgx.Identifier{l.channel}.Sanitize())
		}
		if first {
			ready <- err
			if err != nil {
				if conn != nil {
					conn.Close(context.Background())
				}
				return
			}
			first = false
		} else if err == nil {
			l.publish(Event{})
		}
		if err == nil {
			backoff = 100 * time.Millisecond
			err = l.receive(ctx, conn)
			conn.Close(context.Background())
		}
		if ctx.Err() != nil {
			return
		}
		log.Printf("store: PostgreSQL listener: %v; reconnecting in %v", err, backoff)
		select {
		case <-ctx.Done():
			return
		case <-time.After(backoff):
		}
		backoff = min(backoff*2, 5*time.Second)
	}
}

func (l *listener) receive(ctx context.Context, conn *pgx.Conn) error {
	for {
		n, err := conn.WaitForNotification(ctx)
		if err != nil {
			return err
		}
		for _, item := range strings.Split(n.Payload, ";") {
			e, err := parseEvent(item)
			if err != nil {
				log.Printf("store: ignoring notification %q: %v", item, err)
				continue
			}
			l.publish(e)
		}
	}
}

// maxPayload keeps notifications under PostgreSQL's 8000-byte limit.
const maxPayload = 7000

// eventPayloads packs events as "game:version;game:rREV;game:cCHAT;..." texts.
func eventPayloads(evs []Event) []string {
	var out []string
	var b strings.Builder
	for _, e := range evs {
		item := strconv.FormatInt(e.GameID, 10) + ":" + strconv.Itoa(e.Version)
		switch {
		case e.Chat != 0:
			item = strconv.FormatInt(e.GameID, 10) + ":c" + strconv.FormatInt(e.Chat, 10)
		case e.Version < 0:
			item = strconv.FormatInt(e.GameID, 10) + ":r" + strconv.Itoa(e.Rev)
		}
		if b.Len() > 0 && b.Len()+1+len(item) > maxPayload {
			out = append(out, b.String())
			b.Reset()
		}
		if b.Len() > 0 {
			b.WriteByte(';')
		}
		b.WriteString(item)
	}
	if b.Len() > 0 {
		out = append(out, b.String())
	}
	return out
}

func parseEvent(p string) (Event, error) {
	id, ver, ok := strings.Cut(p, ":")
	if !ok {
		return Event{}, errors.New("want game:version")
	}
	g, err := strconv.ParseInt(id, 10, 64)
	if err != nil {
		return Event{}, err
	}
	if chat, ok := strings.CutPrefix(ver, "c"); ok {
		c, err := strconv.ParseInt(chat, 10, 64)
		if err == nil && c <= 0 {
			err = errors.New("want a chat line id")
		}
		return Event{GameID: g, Chat: c}, err
	}
	if rev, ok := strings.CutPrefix(ver, "r"); ok {
		r, err := strconv.Atoi(rev)
		return Event{GameID: g, Version: -1, Rev: r}, err
	}
	v, err := strconv.Atoi(ver)
	return Event{GameID: g, Version: v}, err
}
