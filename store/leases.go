package store

import (
	"context"
	"database/sql"
	"time"
)

// A lease gives one of the servers sharing a database a game's work of
// one kind (its bot moves: bot_leases; its clock events: clock_leases)
// until it expires. table is one of those tables (a constant of this
// package, never a caller's text).

// claimLease takes (or renews) holder's lease on game in table until
// until, unless another holder's lease runs past now; it reports whether
// holder has the lease.
func (s *sqlStore) claimLease(ctx context.Context, table string, game int64, holder string, now, until time.Time) (bool, error) {
	var n int64
	err := s.write(ctx, func(tx *sql.Tx) error {
		r, err := s.execTx(ctx, tx, `INSERT INTO `+table+` (game_id, holder, expires) VALUES (?, ?, ?)
			ON CONFLICT (game_id) DO UPDATE SET holder = excluded.holder, expires = excluded.expires
			WHERE `+table+`.holder = excluded.holder OR `+table+`.expires < ?`,
			game, holder, until.UnixMilli(), now.UnixMilli())
		if err != nil {
			return err
		}
		n, err = r.RowsAffected()
		return err
	})
	return n > 0, err
}

// releaseLease ends holder's lease on game in table, if it has one.
func (s *sqlStore) releaseLease(ctx context.Context, table string, game int64, holder string) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `DELETE FROM `+table+` WHERE game_id = ? AND holder = ?`, game, holder)
		return err
	})
}
