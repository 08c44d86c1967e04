package store

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// RatingRow is one player's rating after one rated game.
type RatingRow struct {
	GameID    int64
	AccountID int64
	Title     string // the title group ("18ZOO", "1713 Menorca")
	Place     int    // 0 for the winner; ties share a place
	Players   int
	Mu, Sigma float64
	At        time.Time
}

// PlayerRating is an account's current rating in a title group.
type PlayerRating struct {
	AccountID int64
	Name      string
	Title     string
	Mu, Sigma float64
	Games     int
	Wins      int
}

func (s *sqlStore) RecordRatings(ctx context.Context, rows []RatingRow) error {
	err := s.write(ctx, func(tx *sql.Tx) error {
		for _, r := range rows {
			win := 0
			if r.Place == 0 {
				win = 1
			}
			if _, err := s.execTx(ctx, tx, `INSERT INTO rating_history (game_id, account_id, title, place, players, mu, sigma, at)
				VALUES (?, ?, ?, ?, ?, ?, ?, ?)`, r.GameID, r.AccountID, r.Title, r.Place, r.Players, r.Mu, r.Sigma, r.At.Unix()); err != nil {
				return err
			}
			if _, err := s.execTx(ctx, tx, `INSERT INTO ratings (account_id, title, mu, sigma, games, wins) VALUES (?, ?, ?, ?, 1, ?)
				ON CONFLICT (account_id, title) DO UPDATE SET mu = excluded.mu, sigma = excluded.sigma,
				games = ratings.games + 1, wins = ratings.wins + excluded.wins`, r.AccountID, r.Title, r.Mu, r.Sigma, win); err != nil {
				return err
			}
		}
		return nil
	})
	if isUnique(err) {
		return ErrExists
	}
	return err
}

const ratingCols = `r.account_id, a.name, r.title, r.mu, r.sigma, r.games, r.wins FROM ratings r JOIN accounts a ON a.id = r.account_id`

func scanRatings(rows *sql.Rows, err error) ([]PlayerRating, error) {
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []PlayerRating
	for rows.Next() {
		var p PlayerRating
		if err := rows.Scan(&p.AccountID, &p.Name, &p.Title, &p.Mu, &p.Sigma, &p.Games, &p.Wins); err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	return out, rows.Err()
}

func (s *sqlStore) Leaderboard(ctx context.Context, title string, limit int) ([]PlayerRating, error) {
	if limit <= 0 || limit > 500 {
		limit = 100
	}
	return scanRatings(s.rowsRd(ctx, `SELECT `+ratingCols+` WHERE r.title = ? ORDER BY r.mu - 3 * r.sigma DESC, r.account_id LIMIT ?`, title, limit))
}

func (s *sqlStore) AccountRatings(ctx context.Context, accountID int64) ([]PlayerRating, error) {
	return scanRatings(s.rowsRd(ctx, `SELECT `+ratingCols+` WHERE r.account_id = ? ORDER BY r.title`, accountID))
}

func (s *sqlStore) RatingHistory(ctx context.Context, accountID int64) ([]RatingRow, error) {
	rows, err := s.rowsRd(ctx, `SELECT game_id, account_id, title, place, players, mu, sigma, at FROM rating_history
		WHERE account_id = ? ORDER BY at, game_id`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []RatingRow
	for rows.Next() {
		var r RatingRow
		var at int64
		if err := rows.Scan(&r.GameID, &r.AccountID, &r.Title, &r.Place, &r.Players, &r.Mu, &r.Sigma, &at); err != nil {
			return nil, err
		}
		r.At = time.Unix(at, 0)
		out = append(out, r)
	}
	return out, rows.Err()
}

// WithdrawRatings takes back the ratings game led to, when its end is
// undone: its history rows go, each player's games and wins drop by it, and
// a player whose latest rated game it was gets back the rating of their
// previous one (or none, if it was their only one). A player rated in a
// later game since keeps their current rating: a later game's update is
// not replayed.
func (s *sqlStore) WithdrawRatings(ctx context.Context, game int64) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		type row struct {
			account int64
			title   string
			place   int
			at      int64
		}
		rows, err := tx.QueryContext(ctx, s.q(`SELECT account_id, title, place, at FROM rating_history WHERE game_id = ?`), game)
		if err != nil {
			return err
		}
		var gone []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.account, &r.title, &r.place, &r.at); err != nil {
				rows.Close()
				return err
			}
			gone = append(gone, r)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		if _, err := s.execTx(ctx, tx, `DELETE FROM rating_history WHERE game_id = ?`, game); err != nil {
			return err
		}
		for _, r := range gone {
			win := 0
			if r.place == 0 {
				win = 1
			}
			var prevGame, prevAt int64
			var mu, sigma float64
			err := tx.QueryRowContext(ctx, s.q(`SELECT game_id, at, mu, sigma FROM rating_history WHERE account_id = ? AND title = ?
				ORDER BY at DESC, game_id DESC LIMIT 1`), r.account, r.title).Scan(&prevGame, &prevAt, &mu, &sigma)
			if errors.Is(err, sql.ErrNoRows) {
				if _, err := s.execTx(ctx, tx, `DELETE FROM ratings WHERE account_id = ? AND title = ?`, r.account, r.title); err != nil {
					return err
				}
				continue
			}
			if err != nil {
				return err
			}
			latest := r.at > prevAt || (r.at == prevAt && game > prevGame)
			q := `UPDATE ratings SET games = games - 1, wins = wins - ? WHERE account_id = ? AND title = ?`
			args := []any{win, r.account, r.title}
			if latest {
				q = `UPDATE ratings SET games = games - 1, wins = wins - ?, mu = ?, sigma = ? WHERE account_id = ? AND title = ?`
				args = []any{win, mu, sigma, r.account, r.title}
			}
			if _, err := s.execTx(ctx, tx, q, args...); err != nil {
				return err
			}
		}
		return nil
	})
}
