package store

import (
	"context"
	"database/sql"
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

func (s *sqlStore) AddChat(ctx context.Context, m *ChatMessage) error {
	at := now()
	err := s.write(ctx, func(tx *sql.Tx) error {
		return s.rowTx(ctx, tx, `INSERT INTO chat (game_id, account_id, name, body, created_at) VALUES (?, ?, ?, ?, ?) RETURNING id`,
			m.GameID, m.AccountID, m.Name, m.Text, at).Scan(&m.ID)
	})
	if err == nil {
		m.CreatedAt = time.Unix(at, 0)
	}
	return err
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
