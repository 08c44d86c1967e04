package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Time controls' storage (issue 29): a game's table rules and clocks, and
// an account's time zone and holidays, are bodies the server reads and
// writes whole; the store knows only when a game's next clock event is due.

func dueMs(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func (s *sqlStore) PutTable(ctx context.Context, gameID int64, body []byte, due time.Time) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `INSERT INTO game_tables (game_id, body, due) VALUES (?, ?, ?)
			ON CONFLICT (game_id) DO UPDATE SET body = excluded.body, due = excluded.due`, gameID, string(body), dueMs(due))
		return err
	})
}

func (s *sqlStore) Table(ctx context.Context, gameID int64) ([]byte, error) {
	var body string
	err := s.rowRd(ctx, `SELECT body FROM game_tables WHERE game_id = ?`, gameID).Scan(&body)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return []byte(body), err
}

func (s *sqlStore) DueTables(ctx context.Context, t time.Time) ([]int64, error) {
	rows, err := s.rowsRd(ctx, `SELECT game_id FROM game_tables WHERE due > 0 AND due <= ? ORDER BY due`, t.UnixMilli())
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var ids []int64
	for rows.Next() {
		var id int64
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		ids = append(ids, id)
	}
	return ids, rows.Err()
}

func (s *sqlStore) AccountTime(ctx context.Context, accountID int64) ([]byte, error) {
	var body string
	err := s.rowRd(ctx, `SELECT body FROM account_time WHERE account_id = ?`, accountID).Scan(&body)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return []byte(body), err
}

func (s *sqlStore) PutAccountTime(ctx context.Context, accountID int64, body []byte) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `INSERT INTO account_time (account_id, body) VALUES (?, ?)
			ON CONFLICT (account_id) DO UPDATE SET body = excluded.body`, accountID, string(body))
		return err
	})
}
