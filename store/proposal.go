package store

import (
	"context"
	"database/sql"
	"errors"
)

// Proposal is a trade one player proposes to another (a train or a power
// the seller's side would give up), kept outside the game's log until the
// seller accepts it. It holds only while the game stays at Version.
type Proposal struct {
	GameID        int64
	Version       int
	Action        []byte // the action as it would be stored (JSON)
	ProposedBy    int64  // the buyer's account
	Buyer         string // the buyer's player id
	Seller        string // the seller's player id
	SellerAccount int64
	Status        string // ProposalPending, ProposalDeclined, ProposalWithdrawn
	CreatedAt     int64
}

// A proposal's status; an accepted one becomes the game's action.
const (
	ProposalPending   = "pending"
	ProposalDeclined  = "declined"
	ProposalWithdrawn = "withdrawn"
)

func (s *sqlStore) PutProposal(ctx context.Context, p Proposal) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		if _, err := s.execTx(ctx, tx, `DELETE FROM proposals WHERE game_id = ?`, p.GameID); err != nil {
			return err
		}
		_, err := s.execTx(ctx, tx, `INSERT INTO proposals (game_id, version, action, proposed_by, buyer, seller, seller_account, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
			p.GameID, p.Version, string(p.Action), p.ProposedBy, p.Buyer, p.Seller, p.SellerAccount, p.Status, p.CreatedAt)
		return err
	})
}

func (s *sqlStore) Proposal(ctx context.Context, gameID int64) (*Proposal, error) {
	var p Proposal
	var action string
	err := s.rowRd(ctx, `SELECT game_id, version, action, proposed_by, buyer, seller, seller_account, status, created_at FROM proposals WHERE game_id = ?`, gameID).
		Scan(&p.GameID, &p.Version, &action, &p.ProposedBy, &p.Buyer, &p.Seller, &p.SellerAccount, &p.Status, &p.CreatedAt)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	p.Action = []byte(action)
	return &p, nil
}

func (s *sqlStore) DeleteProposal(ctx context.Context, gameID int64) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `DELETE FROM proposals WHERE game_id = ?`, gameID)
		return err
	})
}
