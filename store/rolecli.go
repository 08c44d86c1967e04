package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
)

// SetRoleByName gives (on) or takes role from the account named name in
// the database db, and records the act in the admin log as done from the
// command line. It works while a server runs on db: roles are read fresh
// on every use (nothing caches them), so a SQLite file is written directly
// under SQLite's own locking, without the server's lock.
func SetRoleByName(ctx context.Context, db, name, role string, on bool, reason string) error {
	act := "grant " + role
	if !on {
		act = "revoke " + role
	}
	entry := AdminLogEntry{AdminName: "ferro admin (command line)", Act: act, Reason: reason}
	if isURL(db) {
		st, err := Open(ctx, db)
		if err != nil {
			return err
		}
		defer st.Close()
		a, err := st.AccountByName(ctx, name)
		if errors.Is(err, ErrNotFound) {
			return fmt.Errorf("no account named %q", name)
		} else if err != nil {
			return err
		}
		if err := st.SetRole(ctx, a.ID, role, on); err != nil {
			return err
		}
		entry.Target = fmt.Sprintf("account %d (%s)", a.ID, a.Name)
		return st.AddAdminLog(ctx, entry)
	}
	conn, err := sql.Open("sqlite", "file:"+(&url.URL{Path: db}).EscapedPath()+"?_pragma=busy_timeout(10000)&_pragma=foreign_keys(1)&_txlock=immediate")
	if err != nil {
		return err
	}
	defer conn.Close()
	var have int
	if err := conn.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&have); err != nil {
		return fmt.Errorf("database %s: %w (is it ferro's? start ferro serve on it once)", db, err)
	}
	if have < len(migrations) {
		return fmt.Errorf("database %s is at schema %d of %d: start ferro serve on it once to upgrade it", db, have, len(migrations))
	}
	tx, err := conn.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	defer tx.Rollback()
	var id int64
	var real string
	err = tx.QueryRowContext(ctx, `SELECT id, name FROM accounts WHERE lower(name) = lower(?)`, strings.TrimSpace(name)).Scan(&id, &real)
	if errors.Is(err, sql.ErrNoRows) {
		return fmt.Errorf("no account named %q", name)
	} else if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, `DELETE FROM account_roles WHERE account_id = ? AND role = ?`, id, role); err != nil {
		return err
	}
	if on {
		if _, err := tx.ExecContext(ctx, `INSERT INTO account_roles (account_id, role) VALUES (?, ?)`, id, role); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `INSERT INTO admin_log (at, admin_id, admin_name, act, target, reason) VALUES (?, 0, ?, ?, ?, ?)`,
		wallNow(), entry.AdminName, entry.Act, fmt.Sprintf("account %d (%s)", id, real), reason); err != nil {
		return err
	}
	return tx.Commit()
}
