package store

import (
	"context"
	"errors"
	"strings"
	"time"
)

// Fault is an error of the database itself (unreachable, read-only, full,
// damaged, closed), as opposed to the answers callers branch on
// (ErrNotFound, ErrExists, ErrConflict). The server answers it with 503.
type Fault struct {
	Op  string // the Store method that failed
	Err error
}

func (f *Fault) Error() string { return "database: " + f.Op + ": " + f.Err.Error() }
func (f *Fault) Unwrap() error { return f.Err }

// Reason is a short, fixed description of the fault, fit to show a client.
func (f *Fault) Reason() string {
	m := strings.ToLower(f.Err.Error())
	switch {
	case strings.Contains(m, "readonly") || strings.Contains(m, "read-only") || strings.Contains(m, "read only"):
		return "the database is read-only"
	case strings.Contains(m, "disk is full") || strings.Contains(m, "no space"):
		return "the database's disk is full"
	case strings.Contains(m, "malformed") || strings.Contains(m, "not a database") || strings.Contains(m, "corrupt"):
		return "the database file is damaged"
	case strings.Contains(m, "database is closed") || strings.Contains(m, "store is closed"):
		return "the database is closed"
	case strings.Contains(m, "locked") || strings.Contains(m, "busy"):
		return "the database is busy"
	case strings.Contains(m, "connect") || strings.Contains(m, "connection") || strings.Contains(m, "broken pipe") || strings.Contains(m, "eof"):
		return "the database cannot be reached"
	}
	return "the database failed"
}

// fault wraps err as a Fault unless it is nil, an answer callers branch
// on, or the caller's own context ending.
func fault(op string, err error) error {
	if err == nil || errors.Is(err, ErrNotFound) || errors.Is(err, ErrExists) || errors.Is(err, ErrConflict) ||
		errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	var f *Fault
	if errors.As(err, &f) {
		return err
	}
	return &Fault{Op: op, Err: err}
}

// faults is a Store whose database errors are Faults.
type faults struct{ s Store }

func (g faults) CreateAccount(ctx context.Context, name, passHash string) (*Account, error) {
	a, err := g.s.CreateAccount(ctx, name, passHash)
	return a, fault("create account", err)
}
func (g faults) AccountByName(ctx context.Context, name string) (*Account, error) {
	a, err := g.s.AccountByName(ctx, name)
	return a, fault("read account", err)
}
func (g faults) Account(ctx context.Context, id int64) (*Account, error) {
	a, err := g.s.Account(ctx, id)
	return a, fault("read account", err)
}
func (g faults) SetWebhook(ctx context.Context, accountID int64, url, kind string) error {
	return fault("set webhook", g.s.SetWebhook(ctx, accountID, url, kind))
}
func (g faults) CreateLogin(ctx context.Context, l Login) error {
	return fault("create login", g.s.CreateLogin(ctx, l))
}
func (g faults) Login(ctx context.Context, tokenHash string) (*Login, error) {
	l, err := g.s.Login(ctx, tokenHash)
	return l, fault("read login", err)
}
func (g faults) DeleteLogin(ctx context.Context, tokenHash string) error {
	return fault("delete login", g.s.DeleteLogin(ctx, tokenHash))
}
func (g faults) CreateToken(ctx context.Context, t Token) (int64, error) {
	id, err := g.s.CreateToken(ctx, t)
	return id, fault("create token", err)
}
func (g faults) TokenByHash(ctx context.Context, hash string) (*Token, error) {
	t, err := g.s.TokenByHash(ctx, hash)
	return t, fault("read token", err)
}
func (g faults) Tokens(ctx context.Context, accountID int64) ([]Token, error) {
	ts, err := g.s.Tokens(ctx, accountID)
	return ts, fault("list tokens", err)
}
func (g faults) DeleteToken(ctx context.Context, accountID, id int64) error {
	return fault("delete token", g.s.DeleteToken(ctx, accountID, id))
}
func (g faults) CreateGame(ctx context.Context, gm *Game, log [][]byte) error {
	return fault("create game", g.s.CreateGame(ctx, gm, log))
}
func (g faults) Game(ctx context.Context, id int64) (*Game, error) {
	gm, err := g.s.Game(ctx, id)
	return gm, fault("read game", err)
}
func (g faults) UpdateGame(ctx context.Context, gm *Game) error {
	return fault("update game", g.s.UpdateGame(ctx, gm))
}
func (g faults) ListGames(ctx context.Context, f ListFilter) ([]*Game, error) {
	gs, err := g.s.ListGames(ctx, f)
	return gs, fault("list games", err)
}
func (g faults) AppendActions(ctx context.Context, gameID int64, from int, entries [][]byte, st State) error {
	return fault("append actions", g.s.AppendActions(ctx, gameID, from, entries, st))
}
func (g faults) Actions(ctx context.Context, gameID int64, from int) ([][]byte, error) {
	es, err := g.s.Actions(ctx, gameID, from)
	return es, fault("read actions", err)
}
func (g faults) GameVersion(ctx context.Context, gameID int64) (int, error) {
	v, err := g.s.GameVersion(ctx, gameID)
	return v, fault("read game version", err)
}
func (g faults) PutUndoRequest(ctx context.Context, r UndoRequest) error {
	return fault("store undo request", g.s.PutUndoRequest(ctx, r))
}
func (g faults) UndoRequest(ctx context.Context, gameID int64) (*UndoRequest, error) {
	r, err := g.s.UndoRequest(ctx, gameID)
	return r, fault("read undo request", err)
}
func (g faults) DeleteUndoRequest(ctx context.Context, gameID int64) error {
	return fault("delete undo request", g.s.DeleteUndoRequest(ctx, gameID))
}
func (g faults) PutProposal(ctx context.Context, p Proposal) error {
	return fault("store proposal", g.s.PutProposal(ctx, p))
}
func (g faults) Proposal(ctx context.Context, gameID int64) (*Proposal, error) {
	p, err := g.s.Proposal(ctx, gameID)
	return p, fault("read proposal", err)
}
func (g faults) AddTradeNote(ctx context.Context, n TradeNote) error {
	return fault("store trade note", g.s.AddTradeNote(ctx, n))
}
func (g faults) TradeNotes(ctx context.Context, gameID int64) ([]TradeNote, error) {
	ns, err := g.s.TradeNotes(ctx, gameID)
	return ns, fault("read trade notes", err)
}
func (g faults) DeleteProposal(ctx context.Context, gameID int64) error {
	return fault("delete proposal", g.s.DeleteProposal(ctx, gameID))
}
func (g faults) AddChat(ctx context.Context, m *ChatMessage) error {
	return fault("store chat", g.s.AddChat(ctx, m))
}
func (g faults) Chat(ctx context.Context, gameID, after int64, limit int) ([]ChatMessage, error) {
	ms, err := g.s.Chat(ctx, gameID, after, limit)
	return ms, fault("read chat", err)
}
func (g faults) ChatRange(ctx context.Context, gameID, after, before int64, limit int, fromOldest bool) ([]ChatMessage, error) {
	ms, err := g.s.ChatRange(ctx, gameID, after, before, limit, fromOldest)
	return ms, fault("read chat", err)
}
func (g faults) ChatLine(ctx context.Context, gameID, id int64) (*ChatMessage, error) {
	m, err := g.s.ChatLine(ctx, gameID, id)
	return m, fault("read chat", err)
}
func (g faults) Subscribe(fn func(Event))      { g.s.Subscribe(fn) }
func (g faults) Shared() bool                  { return g.s.Shared() }
func (g faults) SetClock(now func() time.Time) { g.s.SetClock(now) }
func (g faults) Close() error                  { return g.s.Close() }

func (g faults) PutTable(ctx context.Context, gameID int64, body []byte, due time.Time) error {
	return fault("store table", g.s.PutTable(ctx, gameID, body, due))
}
func (g faults) Table(ctx context.Context, gameID int64) ([]byte, error) {
	b, err := g.s.Table(ctx, gameID)
	return b, fault("read table", err)
}
func (g faults) DueTables(ctx context.Context, t time.Time) ([]int64, error) {
	ids, err := g.s.DueTables(ctx, t)
	return ids, fault("list due tables", err)
}
func (g faults) AccountTime(ctx context.Context, accountID int64) ([]byte, error) {
	b, err := g.s.AccountTime(ctx, accountID)
	return b, fault("read account time", err)
}
func (g faults) PutAccountTime(ctx context.Context, accountID int64, body []byte) error {
	return fault("store account time", g.s.PutAccountTime(ctx, accountID, body))
}
func (g faults) RecordRatings(ctx context.Context, rows []RatingRow) error {
	return fault("record ratings", g.s.RecordRatings(ctx, rows))
}
func (g faults) WithdrawRatings(ctx context.Context, game int64) error {
	return fault("withdraw ratings", g.s.WithdrawRatings(ctx, game))
}
func (g faults) Leaderboard(ctx context.Context, title string, limit int) ([]PlayerRating, error) {
	r, err := g.s.Leaderboard(ctx, title, limit)
	return r, fault("read leaderboard", err)
}
func (g faults) AccountRatings(ctx context.Context, accountID int64) ([]PlayerRating, error) {
	r, err := g.s.AccountRatings(ctx, accountID)
	return r, fault("read ratings", err)
}
func (g faults) RatingHistory(ctx context.Context, accountID int64) ([]RatingRow, error) {
	r, err := g.s.RatingHistory(ctx, accountID)
	return r, fault("read rating history", err)
}
