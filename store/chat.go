package store

import (
	"context"
	"database/sql"
	"errors"
	"math"
	"slices"
	"time"
)

// ChatMessage is one line of a game's chat. The chat is kept apart from
// the game's log: it is no part of the game's record.
type ChatMessage struct {
	ID        int64
	GameID    int64
	AccountID int64
	Name      string // the writer's seat name when written
	Text      string
	CreatedAt time.Time
}

// AddChat stores the line and announces it (Event.Chat) like log growth,
// so that other servers sharing a PostgreSQL database show it at once.
func (s *sqlStore) AddChat(ctx context.Context, m *ChatMessage) error {
	at := s.now()
	ev := Event{GameID: m.GameID}
	err := s.writeEv(ctx, &ev, func(tx *sql.Tx) error {
		err := s.rowTx(ctx, tx, `INSERT INTO chat (game_id, account_id, name, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			m.GameID, m.AccountID, m.Name, m.Text, at).Scan(&m.ID)
		ev.Chat = m.ID // the writer announces ev after fn
		return err
	})
	if err == nil {
		m.CreatedAt = time.Unix(at, 0)
		if s.local {
			s.publish(ev)
		}
	}
	return err
}

func (s *sqlStore) ChatLine(ctx context.Context, gameID, id int64) (*ChatMessage, error) {
	m := ChatMessage{ID: id, GameID: gameID}
	var at int64
	err := s.rowRd(ctx, `SELECT account_id, name, body, created_at FROM chat WHERE game_id = ? AND id = ?`, gameID, id).
		Scan(&m.AccountID, &m.Name, &m.Text, &at)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	m.CreatedAt = time.Unix(at, 0)
	return &m, nil
}

func (s *sqlStore) Chat(ctx context.Context, gameID, after int64, limit int) ([]ChatMessage, error) {
	rows, err := s.rowsRd(ctx, `SELECT id, game_id, account_id, name, body, created_at FROM chat WHERE game_id = ? AND id > ? ORDER BY id DESC LIMIT ?`,
		gameID, after, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ChatMessage
	for rows.Next() {
		var m ChatMessage
		var at int64
		if err := rows.Scan(&m.ID, &m.GameID, &m.AccountID, &m.Name, &m.Text, &at); err != nil {
			return nil, err
		}
		m.CreatedAt = time.Unix(at, 0)
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 { // oldest first
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}

// ChatRange is a game's chat lines with after < id < before (before 0:
// no upper bound), at most limit of them: the oldest such lines when
// fromOldest (paging forward), else the newest (paging back); either way
// oldest first.
func (s *sqlStore) ChatRange(ctx context.Context, gameID, after, before int64, limit int, fromOldest bool) ([]ChatMessage, error) {
	if before <= 0 {
		before = math.MaxInt64
	}
	order := "DESC"
	if fromOldest {
		order = "ASC"
	}
	rows, err := s.rowsRd(ctx, `SELECT id, game_id, account_id, name, body, created_at FROM chat WHERE game_id = ? AND id > ? AND id < ? ORDER BY id `+order+` LIMIT ?`,
		gameID, after, before, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []ChatMessage
	for rows.Next() {
		var m ChatMessage
		var at int64
		if err := rows.Scan(&m.ID, &m.GameID, &m.AccountID, &m.Name, &m.Text, &at); err != nil {
			return nil, err
		}
		m.CreatedAt = time.Unix(at, 0)
		out = append(out, m)
	}
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if !fromOldest {
		slices.Reverse(out) // oldest first
	}
	return out, nil
}
