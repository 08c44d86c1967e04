package store

import (
	"context"
	"database/sql"
)

// TradeNote is one thing the table heard of a trade proposal (server/
// consent.go): it was made, declined by the seller or withdrawn by the
// buyer, at the game's Version. Whether a proposal was then accepted or
// lapsed, the game's log says (its action at Version). Notes are kept
// apart from the log, which stays an 18xx.games record.
type TradeNote struct {
	ID      int64
	GameID  int64
	Version int
	Action  []byte // the proposed action (JSON)
	Buyer   string // player ids
	Seller  string
	Status  string // TradeProposed, ProposalDeclined or ProposalWithdrawn
	At      int64  // unix seconds
}

// TradeProposed is a TradeNote's status when the proposal is made.
const TradeProposed = "proposed"

func (s *sqlStore) AddTradeNote(ctx context.Context, n TradeNote) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `INSERT INTO trade_notes (game_id, version, action, buyer, seller, status, at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
			n.GameID, n.Version, string(n.Action), n.Buyer, n.Seller, n.Status, n.At)
		return err
	})
}

func (s *sqlStore) TradeNotes(ctx context.Context, gameID int64) ([]TradeNote, error) {
	rows, err := s.rowsRd(ctx, `SELECT id, game_id, version, action, buyer, seller, status, at FROM trade_notes WHERE game_id = ? ORDER BY id`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []TradeNote
	for rows.Next() {
		var n TradeNote
		var action string
		if err := rows.Scan(&n.ID, &n.GameID, &n.Version, &action, &n.Buyer, &n.Seller, &n.Status, &n.At); err != nil {
			return nil, err
		}
		n.Action = []byte(action)
		out = append(out, n)
	}
	return out, rows.Err()
}
