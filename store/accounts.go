package store

import (
	"context"
	"database/sql"
	"time"
)

// Roles an account may hold (account_roles).
const (
	RoleAdmin     = "admin"     // may moderate (server/admin.go)
	RoleSuspended = "suspended" // may not sign in
)

// ChatHide marks a chat line hidden by an admin; the line is kept.
type ChatHide struct {
	ChatID   int64
	GameID   int64
	HiddenBy int64
	Reason   string
	HiddenAt time.Time
}

// AdminLogEntry is one admin act: who, what, on what, why.
type AdminLogEntry struct {
	ID        int64
	At        time.Time
	AdminID   int64 // 0: the command line (ferro admin)
	AdminName string
	Act       string
	Target    string
	Reason    string
}

// AccountStore manages accounts past signing up: passwords, sessions,
// deletion, roles, and moderation's records.
type AccountStore interface {
	SetPassword(ctx context.Context, accountID int64, passHash string) error
	// EndLogins ends the account's sessions except the one whose token
	// hash is keep ("" ends them all).
	EndLogins(ctx context.Context, accountID int64, keep string) error
	DeleteTokens(ctx context.Context, accountID int64) error
	// DeleteAccount keeps the account's row for the games and chat lines
	// that point at it, and nothing else of it: its name becomes
	// "deleted-<id>" (freeing the old one), its password, webhook,
	// sessions, tokens and roles go, and its seats and chat lines are
	// named seatName.
	DeleteAccount(ctx context.Context, accountID int64, seatName string) error
	// AccountChat is every chat line the account wrote, oldest first.
	AccountChat(ctx context.Context, accountID int64) ([]ChatMessage, error)

	Roles(ctx context.Context, accountID int64) ([]string, error)
	SetRole(ctx context.Context, accountID int64, role string, on bool) error

	HideChat(ctx context.Context, h ChatHide) error
	// HiddenChat is a game's hidden chat lines by id.
	HiddenChat(ctx context.Context, gameID int64) (map[int64]ChatHide, error)

	AddAdminLog(ctx context.Context, e AdminLogEntry) error
	// AdminLog is the newest admin acts, newest first.
	AdminLog(ctx context.Context, limit int) ([]AdminLogEntry, error)
}

func (s *sqlStore) SetPassword(ctx context.Context, accountID int64, passHash string) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		return mustAffect(s.execTx(ctx, tx, `UPDATE accounts SET pass_hash = ? WHERE id = ?`, passHash, accountID))
	})
}

func (s *sqlStore) EndLogins(ctx context.Context, accountID int64, keep string) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `DELETE FROM logins WHERE account_id = ? AND token_hash <> ?`, accountID, keep)
		return err
	})
}

func (s *sqlStore) DeleteTokens(ctx context.Context, accountID int64) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `DELETE FROM api_tokens WHERE account_id = ?`, accountID)
		return err
	})
}

func (s *sqlStore) DeleteAccount(ctx context.Context, accountID int64, seatName string) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		if err := mustAffect(s.execTx(ctx, tx, `UPDATE accounts SET name = 'deleted-' || CAST(id AS TEXT), pass_hash = '',
			webhook_url = '', webhook_kind = '' WHERE id = ?`, accountID)); err != nil {
			return err
		}
		for _, q := range []string{
			`DELETE FROM logins WHERE account_id = ?`,
			`DELETE FROM api_tokens WHERE account_id = ?`,
			`DELETE FROM account_roles WHERE account_id = ?`,
		} {
			if _, err := s.execTx(ctx, tx, q, accountID); err != nil {
				return err
			}
		}
		for _, q := range []string{
			`UPDATE seats SET name = ? WHERE account_id = ?`,
			`UPDATE chat SET name = ? WHERE account_id = ?`,
		} {
			if _, err := s.execTx(ctx, tx, q, seatName, accountID); err != nil {
				return err
			}
		}
		return nil
	})
}

func (s *sqlStore) AccountChat(ctx context.Context, accountID int64) ([]ChatMessage, error) {
	rows, err := s.rowsRd(ctx, `SELECT id, game_id, account_id, name, body, created_at FROM chat WHERE account_id = ? ORDER BY id`, accountID)
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
	return out, rows.Err()
}

func (s *sqlStore) Roles(ctx context.Context, accountID int64) ([]string, error) {
	rows, err := s.rowsRd(ctx, `SELECT role FROM account_roles WHERE account_id = ? ORDER BY role`, accountID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var r string
		if err := rows.Scan(&r); err != nil {
			return nil, err
		}
		out = append(out, r)
	}
	return out, rows.Err()
}

func (s *sqlStore) SetRole(ctx context.Context, accountID int64, role string, on bool) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		if _, err := s.execTx(ctx, tx, `DELETE FROM account_roles WHERE account_id = ? AND role = ?`, accountID, role); err != nil || !on {
			return err
		}
		_, err := s.execTx(ctx, tx, `INSERT INTO account_roles (account_id, role) VALUES (?, ?)`, accountID, role)
		return err
	})
}

func (s *sqlStore) HideChat(ctx context.Context, h ChatHide) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		if _, err := s.execTx(ctx, tx, `DELETE FROM chat_hidden WHERE chat_id = ?`, h.ChatID); err != nil {
			return err
		}
		_, err := s.execTx(ctx, tx, `INSERT INTO chat_hidden (chat_id, game_id, hidden_by, reason, hidden_at) VALUES (?, ?, ?, ?, ?)`,
			h.ChatID, h.GameID, h.HiddenBy, h.Reason, h.HiddenAt.Unix())
		return err
	})
}

func (s *sqlStore) HiddenChat(ctx context.Context, gameID int64) (map[int64]ChatHide, error) {
	rows, err := s.rowsRd(ctx, `SELECT chat_id, game_id, hidden_by, reason, hidden_at FROM chat_hidden WHERE game_id = ?`, gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	out := map[int64]ChatHide{}
	for rows.Next() {
		var h ChatHide
		var at int64
		if err := rows.Scan(&h.ChatID, &h.GameID, &h.HiddenBy, &h.Reason, &at); err != nil {
			return nil, err
		}
		h.HiddenAt = time.Unix(at, 0)
		out[h.ChatID] = h
	}
	return out, rows.Err()
}

func (s *sqlStore) AddAdminLog(ctx context.Context, e AdminLogEntry) error {
	return s.write(ctx, func(tx *sql.Tx) error {
		_, err := s.execTx(ctx, tx, `INSERT INTO admin_log (at, admin_id, admin_name, act, target, reason) VALUES (?, ?, ?, ?, ?, ?)`,
			s.now(), e.AdminID, e.AdminName, e.Act, e.Target, e.Reason)
		return err
	})
}

func (s *sqlStore) AdminLog(ctx context.Context, limit int) ([]AdminLogEntry, error) {
	if limit <= 0 || limit > 1000 {
		limit = 100
	}
	rows, err := s.rowsRd(ctx, `SELECT id, at, admin_id, admin_name, act, target, reason FROM admin_log ORDER BY id DESC LIMIT ?`, limit)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []AdminLogEntry
	for rows.Next() {
		var e AdminLogEntry
		var at int64
		if err := rows.Scan(&e.ID, &at, &e.AdminID, &e.AdminName, &e.Act, &e.Target, &e.Reason); err != nil {
			return nil, err
		}
		e.At = time.Unix(at, 0)
		out = append(out, e)
	}
	return out, rows.Err()
}

// The same through the fault wrapper (fault.go).

func (g faults) SetPassword(ctx context.Context, id int64, h string) error {
	return fault("set password", g.s.SetPassword(ctx, id, h))
}
func (g faults) EndLogins(ctx context.Context, id int64, keep string) error {
	return fault("end sessions", g.s.EndLogins(ctx, id, keep))
}
func (g faults) DeleteTokens(ctx context.Context, id int64) error {
	return fault("delete tokens", g.s.DeleteTokens(ctx, id))
}
func (g faults) DeleteAccount(ctx context.Context, id int64, seatName string) error {
	return fault("delete account", g.s.DeleteAccount(ctx, id, seatName))
}
func (g faults) AccountChat(ctx context.Context, id int64) ([]ChatMessage, error) {
	m, err := g.s.AccountChat(ctx, id)
	return m, fault("read chat", err)
}
func (g faults) Roles(ctx context.Context, id int64) ([]string, error) {
	r, err := g.s.Roles(ctx, id)
	return r, fault("read roles", err)
}
func (g faults) SetRole(ctx context.Context, id int64, role string, on bool) error {
	return fault("set role", g.s.SetRole(ctx, id, role, on))
}
func (g faults) HideChat(ctx context.Context, h ChatHide) error {
	return fault("hide chat line", g.s.HideChat(ctx, h))
}
func (g faults) HiddenChat(ctx context.Context, id int64) (map[int64]ChatHide, error) {
	m, err := g.s.HiddenChat(ctx, id)
	return m, fault("read hidden chat", err)
}
func (g faults) AddAdminLog(ctx context.Context, e AdminLogEntry) error {
	return fault("log admin act", g.s.AddAdminLog(ctx, e))
}
func (g faults) AdminLog(ctx context.Context, limit int) ([]AdminLogEntry, error) {
	l, err := g.s.AdminLog(ctx, limit)
	return l, fault("read admin log", err)
}
