// Package store keeps Ferro's accounts, games and action logs: in an
// embedded SQLite file by default, or in PostgreSQL when several servers
// share the same games. Every write is committed before it returns.
package store

import (
	"context"
	"encoding/json"
	"errors"
	"strings"
	"time"
)

// Errors callers branch on.
var (
	ErrNotFound = errors.New("not found")
	ErrExists   = errors.New("already exists")
	// ErrConflict means the row changed since it was read: for actions, the
	// game's log no longer has the length the write was made against.
	ErrConflict = errors.New("conflict: changed concurrently")
)

// Account is a person's sign-in identity.
type Account struct {
	ID          int64
	Name        string
	PassHash    string
	WebhookURL  string
	WebhookKind string // "discord", "slack" or "json"
	CreatedAt   time.Time
}

// Login is a browser session, found by the hash of its cookie.
type Login struct {
	TokenHash string
	AccountID int64
	CSRF      string
	Expires   time.Time
}

// Token is an API token for scripts, found by the hash of its secret.
type Token struct {
	ID        int64
	Hash      string
	AccountID int64
	Label     string
	CreatedAt time.Time
}

// Game statuses.
const (
	StatusOpen     = "open"     // waiting for players
	StatusActive   = "active"   // being played
	StatusFinished = "finished" // over
	StatusExpired  = "expired"  // never started, and too old to (issue 29)
)

// Game is a game's definition and summary; its log is kept apart (Actions).
type Game struct {
	ID            int64
	Title         string
	OwnerID       int64
	Status        string
	Hotseat       bool // the owner holds every seat
	MaxPlayers    int  // seats offered while open
	Seed          int64
	OptionalRules []string
	EngineVersion string // engine the game is played under
	Version       int    // number of log entries
	Acting        []string
	Result        json.RawMessage // final scores once finished, else empty
	Rev           int             // bumped by every UpdateGame, for optimistic locking
	CreatedAt     time.Time
	UpdatedAt     time.Time
	Seats         []Seat
}

// Seat is one player of a game. AccountID is 0 for a seat nobody holds.
type Seat struct {
	Seat      int
	PlayerID  string
	Name      string
	AccountID int64
	// StandIn is the bot playing the seat for its player ("KIND:STRENGTH"),
	// empty while the player plays it (time controls, issue 29).
	StandIn string
}

// State is what a game looks like after new actions, stored with them so
// that lists need no replay.
type State struct {
	Status string
	Acting []string
	Result json.RawMessage
}

// UndoRequest asks the players whose actions an undo would take back for
// their consent. It holds only while the game stays at Version.
type UndoRequest struct {
	GameID      int64
	Version     int
	ActionID    int // undo back to just after this action id (0: all)
	RequestedBy int64
	Needed      []int64 // accounts whose consent is needed
	Consents    []int64 // accounts that have consented
}

// ListFilter selects games for a list.
type ListFilter struct {
	Status    string // "" for every status
	AccountID int64  // non-zero: only games this account owns or sits in
	Limit     int
	Offset    int
}

// Event says a game's log grew to Version, or (Version -1) that its seats
// or status changed, to revision Rev. GameID 0 means events may have been
// missed (a lost database connection): every cached game must be checked
// again. Chat, when not 0, says instead that the chat line of that id was
// added to the game's chat.
type Event struct {
	GameID  int64
	Version int
	Rev     int
	Chat    int64
}

// Store is the persistence layer. Implementations are safe for concurrent use.
type Store interface {
	CreateAccount(ctx context.Context, name, passHash string) (*Account, error)
	AccountByName(ctx context.Context, name string) (*Account, error)
	Account(ctx context.Context, id int64) (*Account, error)
	SetWebhook(ctx context.Context, accountID int64, url, kind string) error

	CreateLogin(ctx context.Context, l Login) error
	Login(ctx context.Context, tokenHash string) (*Login, error)
	DeleteLogin(ctx context.Context, tokenHash string) error

	CreateToken(ctx context.Context, t Token) (int64, error)
	TokenByHash(ctx context.Context, hash string) (*Token, error)
	Tokens(ctx context.Context, accountID int64) ([]Token, error)
	DeleteToken(ctx context.Context, accountID, id int64) error

	// CreateGame stores a new game with its seats and any initial log
	// (an imported record) and sets g.ID.
	CreateGame(ctx context.Context, g *Game, log [][]byte) error
	Game(ctx context.Context, id int64) (*Game, error)
	// UpdateGame writes status, seats, players and state of g if its Rev
	// is still current (else ErrConflict), and bumps g.Rev.
	UpdateGame(ctx context.Context, g *Game) error
	ListGames(ctx context.Context, f ListFilter) ([]*Game, error)

	// AppendActions adds entries to a game's log that has exactly from
	// entries (else ErrConflict) and records the state they lead to.
	AppendActions(ctx context.Context, gameID int64, from int, entries [][]byte, st State) error
	// Actions returns the log entries after the first from ones.
	Actions(ctx context.Context, gameID int64, from int) ([][]byte, error)
	// GameVersion is the length of a game's log.
	GameVersion(ctx context.Context, gameID int64) (int, error)

	// PutUndoRequest stores a game's undo request, replacing any other.
	PutUndoRequest(ctx context.Context, r UndoRequest) error
	// UndoRequest is a game's pending undo request, or ErrNotFound.
	UndoRequest(ctx context.Context, gameID int64) (*UndoRequest, error)
	DeleteUndoRequest(ctx context.Context, gameID int64) error

	// PutProposal stores a game's trade proposal, replacing any other.
	PutProposal(ctx context.Context, p Proposal) error
	// Proposal is a game's trade proposal, or ErrNotFound.
	Proposal(ctx context.Context, gameID int64) (*Proposal, error)
	DeleteProposal(ctx context.Context, gameID int64) error
	// AddTradeNote keeps what the table heard of a proposal; TradeNotes
	// are a game's, oldest first.
	AddTradeNote(ctx context.Context, n TradeNote) error
	TradeNotes(ctx context.Context, gameID int64) ([]TradeNote, error)

	// AddChat stores a chat line of a game and sets its ID and CreatedAt.
	AddChat(ctx context.Context, m *ChatMessage) error
	// Chat is a game's newest chat lines after id after, at most limit,
	// oldest first.
	Chat(ctx context.Context, gameID, after int64, limit int) ([]ChatMessage, error)
	// ChatRange pages through a game's chat both ways: the lines with
	// after < id < before (before 0: no bound), at most limit, the oldest
	// of them when fromOldest else the newest; oldest first.
	ChatRange(ctx context.Context, gameID, after, before int64, limit int, fromOldest bool) ([]ChatMessage, error)
	// ChatLine is one chat line of a game, or ErrNotFound.
	ChatLine(ctx context.Context, gameID, id int64) (*ChatMessage, error)

	AccountStore  // passwords, deletion, roles, moderation (accounts.go)
	AnalysisStore // finished games' analyses (analyses.go)
	// PutTable stores a game's table rules and clocks (opaque to the store)
	// and when its next clock event is due (zero: none).
	PutTable(ctx context.Context, gameID int64, body []byte, due time.Time) error
	// Table is a game's table rules and clocks, or ErrNotFound.
	Table(ctx context.Context, gameID int64) ([]byte, error)
	// DueTables lists the games whose next clock event is due by t.
	DueTables(ctx context.Context, t time.Time) ([]int64, error)
	// AccountTime is an account's time zone and holidays (opaque), or ErrNotFound.
	AccountTime(ctx context.Context, accountID int64) ([]byte, error)
	PutAccountTime(ctx context.Context, accountID int64, body []byte) error

	// RecordRatings stores the ratings a finished game led to, once (a game
	// rated already: ErrExists), and adds it to each player's history.
	RecordRatings(ctx context.Context, rows []RatingRow) error
	// WithdrawRatings takes back the ratings of a game whose end was
	// undone (ratings.go).
	WithdrawRatings(ctx context.Context, game int64) error
	// Leaderboard is a title group's ratings, best ordinal first.
	Leaderboard(ctx context.Context, title string, limit int) ([]PlayerRating, error)
	// AccountRatings are an account's ratings in every title group.
	AccountRatings(ctx context.Context, accountID int64) ([]PlayerRating, error)
	// RatingHistory is an account's rated games, oldest first.
	RatingHistory(ctx context.Context, accountID int64) ([]RatingRow, error)
	// BotTurns lists the active games waiting for a seat held by an
	// account named with prefix; ClaimBotTurn and ReleaseBotTurn lease a
	// game's bot work to one server at a time (botturns.go).
	BotTurns(ctx context.Context, prefix string) ([]BotTurn, error)
	ClaimBotTurn(ctx context.Context, game int64, holder string, now, until time.Time) (bool, error)
	ReleaseBotTurn(ctx context.Context, game int64, holder string) error
	// ClaimClockTurn and ReleaseClockTurn lease a game's clock work
	// (stand-ins, votes, expiry) to one server at a time (clocklease.go).
	ClaimClockTurn(ctx context.Context, game int64, holder string, now, until time.Time) (bool, error)
	ReleaseClockTurn(ctx context.Context, game int64, holder string) error

	// Subscribe registers fn for every log growth, of this process or
	// (PostgreSQL) of any server sharing the database.
	Subscribe(fn func(Event))
	// Shared reports whether other servers may write the same games.
	Shared() bool
	// SetClock makes the times the store stamps (a game's creation and
	// last move, an account's, a chat line's) come from now, the
	// server's clock (nil: the wall clock), so that they and the
	// server's own reckoning (an open game's expiry, a clock) agree.
	SetClock(now func() time.Time)
	Close() error
}

// Open opens the store a --db value names: a postgres:// or postgresql://
// URL, or else a SQLite file path (created if missing).
func Open(ctx context.Context, db string) (Store, error) {
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		return OpenPostgres(ctx, db)
	}
	return OpenSQLite(ctx, db)
}
