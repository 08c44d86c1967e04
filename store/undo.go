package store

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
)

func (s *sqlStore) PutUndoRequest(ctx context.Context, r UndoRequest) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		if _, err := s.execTx(ctx, tx, `DELETE FROM undo_requests WHERE game_id = ?`, r.GameID); err != nil {
			return err
		}
		_, err := s.execTx(ctx, tx, `INSERT INTO undo_requests (game_id, version, action_id, requested_by, needed, consents) VALUES (?, ?, ?, ?, ?, ?)`,
			r.GameID, r.Version, r.ActionID, r.RequestedBy, jsonText(nonNilIDs(r.Needed)), jsonText(nonNilIDs(r.Consents)))
		return err
	})
}

func nonNilIDs(ids []int64) []int64 {
	if ids == nil {
		return []int64{}
	}
	return ids
}

func (s *sqlStore) UndoRequest(ctx context.Context, gameID int64) (*UndoRequest, error) {
	var r UndoRequest
	var needed, consents string
	err := s.rowRd(ctx, `SELECT game_id, version, action_id, requested_by, needed, consents FROM undo_requests WHERE game_id = ?`, gameID).
		Scan(&r.GameID, &r.Version, &r.ActionID, &r.RequestedBy, &needed, &consents)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	if err := errors.Join(json.Unmarshal([]byte(needed), &r.Needed), json.Unmarshal([]byte(consents), &r.Consents)); err != nil {
		return nil, err
	}
	return &r, nil
}

func (s *sqlStore) DeleteUndoRequest(ctx context.Context, gameID int64) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `DELETE FROM undo_requests WHERE game_id = ?`, gameID)
		return err
	})
}
