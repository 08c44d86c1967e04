package store

import (
	"context"
	"database/sql"
	"errors"
)

// Analyses (issue 28): a finished game's analysis, every decision judged
// by a bot and the learned chances of winning, computed by the server in
// the background and kept, so that a restart does not compute it again.
// The body is the server's (JSON); the store knows the log length it was
// computed at.

// AnalysisStore keeps games' analyses.
type AnalysisStore interface {
	// PutAnalysis stores a game's analysis of its log's first version
	// entries, replacing any other.
	PutAnalysis(ctx context.Context, gameID int64, version int, body []byte) error
	// Analysis is a game's stored analysis and the log length it covers,
	// or ErrNotFound.
	Analysis(ctx context.Context, gameID int64) (version int, body []byte, err error)
}

func (s *sqlStore) PutAnalysis(ctx context.Context, gameID int64, version int, body []byte) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `INSERT INTO game_analyses (game_id, version, body) VALUES (?, ?, ?)
			ON CONFLICT (game_id) DO UPDATE SET version = excluded.version, body = excluded.body`, gameID, version, string(body))
		return err
	})
}

func (s *sqlStore) Analysis(ctx context.Context, gameID int64) (int, []byte, error) {
	var version int
	var body string
	err := s.rowRd(ctx, `SELECT version, body FROM game_analyses WHERE game_id = ?`, gameID).Scan(&version, &body)
	if errors.Is(err, sql.ErrNoRows) {
		return 0, nil, ErrNotFound
	}
	return version, []byte(body), err
}

func (g faults) PutAnalysis(ctx context.Context, gameID int64, version int, body []byte) error {
	return fault("store analysis", g.s.PutAnalysis(ctx, gameID, version, body))
}

func (g faults) Analysis(ctx context.Context, gameID int64) (int, []byte, error) {
	v, b, err := g.s.Analysis(ctx, gameID)
	return v, b, fault("read analysis", err)
}
