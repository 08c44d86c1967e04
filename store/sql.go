package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// sqlStore is the Store over database/sql shared by both databases. The
// queries are written with ? placeholders; PostgreSQL gets them as $n.
type sqlStore struct {
	rd       *sql.DB  // reads
	wr       *sql.DB  // SQLite's writer connection, for prepared statements
	stmts    sync.Map // "r"/"w" + query -> *sql.Stmt (SQLite: parsing dominates small queries)
	pendingW sync.Map // write queries to prepare
	pg       bool
	writeEv  func(ctx context.Context, ev *Event, fn func(tx *sql.Tx) error) error
	local    bool // publish events in-process after commit (SQLite)
	closeFn  func() error

	writer *batchWriter // behind writeEv (ObserveCommits)

	subsMu sync.RWMutex
	subs   []func(Event)
	qmu    sync.Mutex
	qcache map[string]string

	clock atomic.Pointer[func() time.Time] // SetClock's; nil: the wall clock
}

func (s *sqlStore) q(query string) string {
	if !s.pg {
		return query
	}
	s.qmu.Lock()
	defer s.qmu.Unlock()
	if r, ok := s.qcache[query]; ok {
		return r
	}
	var b strings.Builder
	n := 0
	for _, c := range query {
		if c == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(c)
	}
	if s.qcache == nil {
		s.qcache = map[string]string{}
	}
	s.qcache[query] = b.String()
	return b.String()
}

// prep returns a prepared statement for query on db (SQLite only;
// pgx caches prepared statements itself).
func (s *sqlStore) prep(ctx context.Context, db *sql.DB, key, query string) *sql.Stmt {
	if s.pg {
		return nil
	}
	if st, ok := s.stmts.Load(key + query); ok {
		return st.(*sql.Stmt)
	}
	if key == "w" {
		// The one writer connection is inside a transaction now: prepare
		// later, between transactions (preparePending).
		s.pendingW.Store(query, true)
		return nil
	}
	st, err := db.PrepareContext(ctx, query)
	if err != nil {
		return nil
	}
	if old, loaded := s.stmts.LoadOrStore(key+query, st); loaded {
		st.Close()
		return old.(*sql.Stmt)
	}
	return st
}

// preparePending prepares the write statements seen since the last call.
// The batch writer calls it while no transaction is open.
func (s *sqlStore) preparePending() {
	s.pendingW.Range(func(k, _ any) bool {
		q := k.(string)
		s.pendingW.Delete(q)
		if st, err := s.wr.Prepare(q); err == nil {
			s.stmts.Store("w"+q, st)
		}
		return true
	})
}

func (s *sqlStore) rowRd(ctx context.Context, query string, args ...any) *sql.Row {
	if st := s.prep(ctx, s.rd, "r", query); st != nil {
		return st.QueryRowContext(ctx, args...)
	}
	return s.rd.QueryRowContext(ctx, s.q(query), args...)
}

func (s *sqlStore) rowsRd(ctx context.Context, query string, args ...any) (*sql.Rows, error) {
	if st := s.prep(ctx, s.rd, "r", query); st != nil {
		return st.QueryContext(ctx, args...)
	}
	return s.rd.QueryContext(ctx, s.q(query), args...)
}

func (s *sqlStore) rowTx(ctx context.Context, tx *sql.Tx, query string, args ...any) *sql.Row {
	if s.wr != nil {
		if st := s.prep(ctx, s.wr, "w", query); st != nil {
			return tx.StmtContext(ctx, st).QueryRowContext(ctx, args...)
		}
	}
	return tx.QueryRowContext(ctx, s.q(query), args...)
}

func (s *sqlStore) execTx(ctx context.Context, tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	if s.wr != nil {
		if st := s.prep(ctx, s.wr, "w", query); st != nil {
			return tx.StmtContext(ctx, st).ExecContext(ctx, args...)
		}
	}
	return tx.ExecContext(ctx, s.q(query), args...)
}

// write runs fn in a transaction (maybe shared with other writes).
func (s *sqlStore) write(ctx context.Context, fn func(tx *sql.Tx) error) error {
	return s.writeEv(ctx, nil, fn)
}

func (s *sqlStore) Subscribe(fn func(Event)) {
	s.subsMu.Lock()
	s.subs = append(s.subs, fn)
	s.subsMu.Unlock()
}

func (s *sqlStore) publish(e Event) {
	s.subsMu.RLock()
	subs := s.subs
	s.subsMu.RUnlock()
	for _, fn := range subs {
		fn(e)
	}
}

func (s *sqlStore) Shared() bool { return s.pg }

func (s *sqlStore) Close() error { return s.closeFn() }

func (s *sqlStore) SetClock(now func() time.Time) {
	if now == nil {
		s.clock.Store(nil)
		return
	}
	s.clock.Store(&now)
}

// now is the time the store stamps, in Unix seconds (SetClock).
func (s *sqlStore) now() int64 {
	if c := s.clock.Load(); c != nil {
		return (*c)().Unix()
	}
	return wallNow()
}

// wallNow is the wall clock in Unix seconds, for what runs without a
// server (SetRoleByName).
func wallNow() int64 { return time.Now().Unix() }

// isUnique reports a unique-constraint violation in either database.
func isUnique(err error) bool {
	if err == nil {
		return false
	}
	m := err.Error()
	return strings.Contains(m, "UNIQUE constraint failed") || strings.Contains(m, "SQLSTATE 23505")
}

func (s *sqlStore) CreateAccount(ctx context.Context, name, passHash string) (*Account, error) {
	a := &Account{Name: name, PassHash: passHash, CreatedAt: time.Unix(s.now(), 0)}
	err := s.write(ctx, func(tx *sql.Tx) error {
		return s.rowTx(ctx, tx, (`INSERT INTO accounts (name, pass_hash, created_at) VALUES (?, ?, ?) RETURNING id`),
			name, passHash, a.CreatedAt.Unix()).Scan(&a.ID)
	})
	if isUnique(err) {
		return nil, ErrExists
	}
	if err != nil {
		return nil, err
	}
	return a, nil
}

const accountCols = `id, name, pass_hash, webhook_url, webhook_kind, created_at`

func scanAccount(row *sql.Row) (*Account, error) {
	var a Account
	var created int64
	err := row.Scan(&a.ID, &a.Name, &a.PassHash, &a.WebhookURL, &a.WebhookKind, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	a.CreatedAt = time.Unix(created, 0)
	return &a, nil
}

func (s *sqlStore) AccountByName(ctx context.Context, name string) (*Account, error) {
	return scanAccount(s.rowRd(ctx, (`SELECT ` + accountCols + ` FROM accounts WHERE lower(name) = lower(?)`), name))
}

func (s *sqlStore) Account(ctx context.Context, id int64) (*Account, error) {
	return scanAccount(s.rowRd(ctx, (`SELECT ` + accountCols + ` FROM accounts WHERE id = ?`), id))
}

func (s *sqlStore) SetWebhook(ctx context.Context, accountID int64, url, kind string) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		return mustAffect(s.execTx(ctx, tx, (`UPDATE accounts SET webhook_url = ?, webhook_kind = ? WHERE id = ?`), url, kind, accountID))
	})
}

func mustAffect(r sql.Result, err error) error {
	if err != nil {
		return err
	}
	n, err := r.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return ErrNotFound
	}
	return nil
}

func (s *sqlStore) CreateLogin(ctx context.Context, l Login) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, (`INSERT INTO logins (token_hash, account_id, csrf, expires_at) VALUES (?, ?, ?, ?)`),
			l.TokenHash, l.AccountID, l.CSRF, l.Expires.Unix())
		return err
	})
}

func (s *sqlStore) Login(ctx context.Context, tokenHash string) (*Login, error) {
	var l Login
	var exp int64
	err := s.rowRd(ctx, (`SELECT token_hash, account_id, csrf, expires_at FROM logins WHERE token_hash = ?`), tokenHash).
		Scan(&l.TokenHash, &l.AccountID, &l.CSRF, &exp)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	l.Expires = time.Unix(exp, 0)
	return &l, nil
}

func (s *sqlStore) DeleteLogin(ctx context.Context, tokenHash string) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, (`DELETE FROM logins WHERE token_hash = ? OR expires_at < ?`), tokenHash, s.now())
		return err
	})
}

func (s *sqlStore) CreateToken(ctx context.Context, t Token) (int64, error) {
	var id int64
	err := s.write(ctx, func(tx *sql.Tx) error {
		return s.rowTx(ctx, tx, (`INSERT INTO api_tokens (token_hash, account_id, label, created_at) VALUES (?, ?, ?, ?) RETURNING id`),
			t.Hash, t.AccountID, t.Label, s.now()).Scan(&id)
	})
	return id, err
}

func (s *sqlStore) TokenByHash(ctx context.Context, hash string) (*Token, error) {
	var t Token
	var created int64
	err := s.rowRd(ctx, (`SELECT id, token_hash, account_id, label, created_at FROM api_tokens WHERE token_hash = ?`), hash).
		Scan(&t.ID, &t.Hash, &t.AccountID, &t.Label, &created)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	t.CreatedAt = time.Unix(created, 0)
	return &t, nil
}

func (s *sqlStore) Tokens(ctx context.Context, accountID int64) ([]Token, error) {
	rows, err := s.rowsRd(ctx, (`SELECT id, account_id, label, created_at FROM api_tokens WHERE account_id = ? ORDER BY id`), accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Token
	for rows.Next() {
		var t Token
		var created int64
		if err := rows.Scan(&t.ID, &t.AccountID, &t.Label, &created); err != nil {
			return nil, err
		}
		t.CreatedAt = time.Unix(created, 0)
		out = append(out, t)
	}
	return out, rows.Err()
}

func (s *sqlStore) DeleteToken(ctx context.Context, accountID, id int64) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		return mustAffect(s.execTx(ctx, tx, (`DELETE FROM api_tokens WHERE id = ? AND account_id = ?`), id, accountID))
	})
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (s *sqlStore) CreateGame(ctx context.Context, g *Game, log [][]byte) error {
	t := s.now()
	g.CreatedAt, g.UpdatedAt = time.Unix(t, 0), time.Unix(t, 0)
	g.Version = len(log)
	if g.Acting == nil {
		g.Acting = []string{}
	}
	var id int64
	err := s.write(ctx, func(tx *sql.Tx) error {
		err := s.rowTx(ctx, tx, (`INSERT INTO games (title, owner_id, status, hotseat, max_players, seed, optional_rules,
			engine_version, version, acting, result, rev, created_at, updated_at)
			VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?) RETURNING id`),
			g.Title, g.OwnerID, g.Status, boolInt(g.Hotseat), g.MaxPlayers, g.Seed, jsonText(nonNil(g.OptionalRules)),
			g.EngineVersion, g.Version, jsonText(g.Acting), string(g.Result), t, t).Scan(&id)
		if err != nil {
			return err
		}
		if err := s.writeSeats(ctx, tx, id, g.Seats); err != nil {
			return err
		}
		for i, e := range log {
			if _, err := s.execTx(ctx, tx, (`INSERT INTO actions (game_id, seq, body) VALUES (?, ?, ?)`), id, i+1, string(e)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return err
	}
	g.ID = id
	return nil
}

func nonNil(s []string) []string {
	if s == nil {
		return []string{}
	}
	return s
}

func (s *sqlStore) writeSeats(ctx context.Context, tx *sql.Tx, gameID int64, seats []Seat) error {
	if _, err := s.execTx(ctx, tx, (`DELETE FROM seats WHERE game_id = ?`), gameID); err != nil {
		return err
	}
	for _, st := range seats {
		var acct any
		if st.AccountID != 0 {
			acct = st.AccountID
		}
		if _, err := s.execTx(ctx, tx, (`INSERT INTO seats (game_id, seat, player_id, name, account_id, stand_in) VALUES (?, ?, ?, ?, ?, ?)`),
			gameID, st.Seat, st.PlayerID, st.Name, acct, st.StandIn); err != nil {
			return err
		}
	}
	return nil
}

const gameCols = `id, title, owner_id, status, hotseat, max_players, seed, optional_rules, engine_version, version, acting, result, rev, created_at, updated_at`

type scanner interface{ Scan(dest ...any) error }

func scanGame(r scanner) (*Game, error) {
	var g Game
	var hotseat int
	var rules, acting, result string
	var created, updated int64
	err := r.Scan(&g.ID, &g.Title, &g.OwnerID, &g.Status, &hotseat, &g.MaxPlayers, &g.Seed, &rules, &g.EngineVersion,
		&g.Version, &acting, &result, &g.Rev, &created, &updated)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	g.Hotseat = hotseat != 0
	if err := json.Unmarshal([]byte(rules), &g.OptionalRules); err != nil {
		return nil, err
	}
	if err := json.Unmarshal([]byte(acting), &g.Acting); err != nil {
		return nil, err
	}
	if result != "" {
		g.Result = json.RawMessage(result)
	}
	g.CreatedAt, g.UpdatedAt = time.Unix(created, 0), time.Unix(updated, 0)
	return &g, nil
}

func (s *sqlStore) Game(ctx context.Context, id int64) (*Game, error) {
	g, err := scanGame(s.rowRd(ctx, (`SELECT ` + gameCols + ` FROM games WHERE id = ?`), id))
	if err != nil {
		return nil, err
	}
	if err := s.loadSeats(ctx, []*Game{g}); err != nil {
		return nil, err
	}
	return g, nil
}

func (s *sqlStore) loadSeats(ctx context.Context, games []*Game) error {
	if len(games) == 0 {
		return nil
	}
	byID := map[int64]*Game{}
	args := make([]any, len(games))
	marks := make([]string, len(games))
	for i, g := range games {
		byID[g.ID] = g
		args[i] = g.ID
		marks[i] = "?"
	}
	rows, err := s.rd.QueryContext(ctx, s.q(`SELECT game_id, seat, player_id, name, account_id, stand_in FROM seats WHERE game_id IN (`+
		strings.Join(marks, ",")+`) ORDER BY game_id, seat`), args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var gid int64
		var st Seat
		var acct sql.NullInt64
		if err := rows.Scan(&gid, &st.Seat, &st.PlayerID, &st.Name, &acct, &st.StandIn); err != nil {
			return err
		}
		st.AccountID = acct.Int64
		byID[gid].Seats = append(byID[gid].Seats, st)
	}
	return rows.Err()
}

func (s *sqlStore) UpdateGame(ctx context.Context, g *Game) error {
	t := s.now()
	ev := Event{GameID: g.ID, Version: -1, Rev: g.Rev + 1}
	err := s.writeEv(ctx, &ev, func(tx *sql.Tx) error {
		err := mustAffect(s.execTx(ctx, tx, (`UPDATE games SET status = ?, max_players = ?, seed = ?, optional_rules = ?,
			acting = ?, result = ?, rev = rev + 1, updated_at = ? WHERE id = ? AND rev = ?`),
			g.Status, g.MaxPlayers, g.Seed, jsonText(nonNil(g.OptionalRules)), jsonText(nonNil(g.Acting)), string(g.Result), t, g.ID, g.Rev))
		if errors.Is(err, ErrNotFound) {
			return ErrConflict
		}
		if err != nil {
			return err
		}
		return s.writeSeats(ctx, tx, g.ID, g.Seats)
	})
	if err != nil {
		return err
	}
	g.Rev++
	g.UpdatedAt = time.Unix(t, 0)
	return nil
}

func (s *sqlStore) ListGames(ctx context.Context, f ListFilter) ([]*Game, error) {
	var where []string
	var args []any
	if f.Status != "" {
		where = append(where, "status = ?")
		args = append(args, f.Status)
	}
	if f.AccountID != 0 {
		where = append(where, "(owner_id = ? OR id IN (SELECT game_id FROM seats WHERE account_id = ?))")
		args = append(args, f.AccountID, f.AccountID)
	}
	q := `SELECT ` + gameCols + ` FROM games`
	if len(where) > 0 {
		q += " WHERE " + strings.Join(where, " AND ")
	}
	if f.Limit <= 0 || f.Limit > 500 {
		f.Limit = 100
	}
	q += " ORDER BY updated_at DESC, id DESC LIMIT ? OFFSET ?"
	args = append(args, f.Limit, f.Offset)
	rows, err := s.rd.QueryContext(ctx, s.q(q), args...)
	if err != nil {
		return nil, err
	}
	var games []*Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			rows.Close()
			return nil, err
		}
		games = append(games, g)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	return games, s.loadSeats(ctx, games)
}

func (s *sqlStore) AppendActions(ctx context.Context, gameID int64, from int, entries [][]byte, st State) error {
	to := from + len(entries)
	ev := Event{GameID: gameID, Version: to}
	err := s.writeEv(ctx, &ev, func(tx *sql.Tx) error {
		args := []any{to, st.Status, jsonText(nonNil(st.Acting)), string(st.Result), s.now(), gameID, from}
		if s.pg && len(entries) == 1 {
			// One round trip: the version check and the new entry together.
			err := mustAffect(s.execTx(ctx, tx, `WITH u AS (UPDATE games SET version = ?, status = ?, acting = ?, result = ?, updated_at = ?
				WHERE id = ? AND version = ? RETURNING id) INSERT INTO actions (game_id, seq, body) SELECT id, ?, ? FROM u`,
				append(args, to, string(entries[0]))...))
			if errors.Is(err, ErrNotFound) {
				return ErrConflict
			}
			return err
		}
		err := mustAffect(s.execTx(ctx, tx, `UPDATE games SET version = ?, status = ?, acting = ?, result = ?, updated_at = ?
			WHERE id = ? AND version = ?`, args...))
		if errors.Is(err, ErrNotFound) {
			return ErrConflict
		}
		if err != nil {
			return err
		}
		for i, e := range entries {
			// A clash here means the log and its version disagree: not a
			// plain conflict (the update above must be undone).
			if _, err := s.execTx(ctx, tx, `INSERT INTO actions (game_id, seq, body) VALUES (?, ?, ?)`, gameID, from+i+1, string(e)); err != nil {
				return fmt.Errorf("store action %d of game %d: %w", from+i+1, gameID, err)
			}
		}
		return nil
	})
	if err == nil && s.local {
		s.publish(ev)
	}
	return err
}

func (s *sqlStore) Actions(ctx context.Context, gameID int64, from int) ([][]byte, error) {
	rows, err := s.rowsRd(ctx, (`SELECT seq, body FROM actions WHERE game_id = ? AND seq > ? ORDER BY seq`), gameID, from)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out [][]byte
	want := from + 1
	for rows.Next() {
		var seq int
		var body string
		if err := rows.Scan(&seq, &body); err != nil {
			return nil, err
		}
		if seq != want {
			return nil, errors.New("store: game log has a gap at entry " + strconv.Itoa(want))
		}
		want++
		out = append(out, []byte(body))
	}
	return out, rows.Err()
}

func (s *sqlStore) GameVersion(ctx context.Context, gameID int64) (int, error) {
	var v int
	err := s.rowRd(ctx, (`SELECT version FROM games WHERE id = ?`), gameID).Scan(&v)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, ErrNotFound
	}
	return v, err
}
