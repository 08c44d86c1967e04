package store

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// migrations are applied in order, each once; the schema_version table
// remembers how many ran. Types are written for SQLite and translated for
// PostgreSQL by pgDDL. Never edit a migration that has shipped: add one.
var migrations = []string{
	`CREATE TABLE accounts (
		id INTEGER PRIMARY KEY,
		name TEXT NOT NULL UNIQUE,
		pass_hash TEXT NOT NULL,
		webhook_url TEXT NOT NULL DEFAULT '',
		webhook_kind TEXT NOT NULL DEFAULT '',
		created_at BIGINT NOT NULL
	);
	CREATE TABLE logins (
		token_hash TEXT PRIMARY KEY,
		account_id BIGINT NOT NULL REFERENCES accounts(id),
		csrf TEXT NOT NULL,
		expires_at BIGINT NOT NULL
	);
	CREATE TABLE api_tokens (
		id INTEGER PRIMARY KEY,
		token_hash TEXT NOT NULL UNIQUE,
		account_id BIGINT NOT NULL REFERENCES accounts(id),
		label TEXT NOT NULL,
		created_at BIGINT NOT NULL
	);
	CREATE TABLE games (
		id INTEGER PRIMARY KEY,
		title TEXT NOT NULL,
		owner_id BIGINT NOT NULL REFERENCES accounts(id),
		status TEXT NOT NULL,
		hotseat INT NOT NULL,
		max_players INT NOT NULL,
		seed BIGINT NOT NULL,
		optional_rules TEXT NOT NULL,
		engine_version TEXT NOT NULL,
		version INT NOT NULL,
		acting TEXT NOT NULL,
		result TEXT NOT NULL,
		rev INT NOT NULL,
		created_at BIGINT NOT NULL,
		updated_at BIGINT NOT NULL
	);
	CREATE INDEX games_status ON games(status, updated_at);
	CREATE INDEX games_owner ON games(owner_id);
	CREATE TABLE seats (
		game_id BIGINT NOT NULL REFERENCES games(id),
		seat INT NOT NULL,
		player_id TEXT NOT NULL,
		name TEXT NOT NULL,
		account_id BIGINT REFERENCES accounts(id),
		PRIMARY KEY (game_id, seat)
	);
	CREATE INDEX seats_account ON seats(account_id);
	CREATE TABLE actions (
		game_id BIGINT NOT NULL REFERENCES games(id),
		seq INT NOT NULL,
		body TEXT NOT NULL,
		PRIMARY KEY (game_id, seq)
	);`,
	`CREATE TABLE undo_requests (
		game_id BIGINT PRIMARY KEY REFERENCES games(id),
		version INT NOT NULL,
		action_id INT NOT NULL,
		requested_by BIGINT NOT NULL REFERENCES accounts(id),
		needed TEXT NOT NULL,
		consents TEXT NOT NULL
	);`,
	// Fewer pages written per action: the log clustered by its key, and a
	// status index that an action's new updated_at does not touch.
	`CREATE TABLE actions_new (
		game_id BIGINT NOT NULL REFERENCES games(id),
		seq INT NOT NULL,
		body TEXT NOT NULL,
		PRIMARY KEY (game_id, seq)
	) WITHOUT ROWID;
	INSERT INTO actions_new (game_id, seq, body) SELECT game_id, seq, body FROM actions;
	DROP TABLE actions;
	ALTER TABLE actions_new RENAME TO actions;
	DROP INDEX games_status;
	CREATE INDEX games_status ON games(status)`,
	// Account names are unique ignoring case (names are ASCII). Of names
	// already differing only in case, the oldest keeps its name and the
	// others get "-" and their id appended.
	`UPDATE accounts SET name = name || '-' || CAST(id AS TEXT)
		WHERE EXISTS (SELECT 1 FROM accounts o WHERE lower(o.name) = lower(accounts.name) AND o.id < accounts.id);
	CREATE UNIQUE INDEX accounts_name_fold ON accounts(lower(name))`,
	// Each game's chat, apart from its log.
	`CREATE TABLE chat (
		id INTEGER PRIMARY KEY,
		game_id BIGINT NOT NULL REFERENCES games(id),
		account_id BIGINT NOT NULL REFERENCES accounts(id),
		name TEXT NOT NULL,
		body TEXT NOT NULL,
		created_at BIGINT NOT NULL
	);
	CREATE INDEX chat_game ON chat(game_id, id)`,
	// Roles (admin, suspended), chat lines hidden by an admin (kept), and
	// the record of every admin act (store/accounts.go).
	`CREATE TABLE account_roles (
		account_id BIGINT NOT NULL REFERENCES accounts(id),
		role TEXT NOT NULL,
		PRIMARY KEY (account_id, role)
	);
	CREATE TABLE chat_hidden (
		chat_id BIGINT PRIMARY KEY REFERENCES chat(id),
		game_id BIGINT NOT NULL,
		hidden_by BIGINT NOT NULL,
		reason TEXT NOT NULL,
		hidden_at BIGINT NOT NULL
	);
	CREATE INDEX chat_hidden_game ON chat_hidden(game_id);
	CREATE TABLE admin_log (
		id INTEGER PRIMARY KEY,
		at BIGINT NOT NULL,
		admin_id BIGINT NOT NULL,
		admin_name TEXT NOT NULL,
		act TEXT NOT NULL,
		target TEXT NOT NULL,
		reason TEXT NOT NULL
	)`,
	// A game's pending trade proposal (server/consent.go), apart from its log.
	`CREATE TABLE proposals (
		game_id BIGINT PRIMARY KEY REFERENCES games(id),
		version INT NOT NULL,
		action TEXT NOT NULL,
		proposed_by BIGINT NOT NULL REFERENCES accounts(id),
		buyer TEXT NOT NULL,
		seller TEXT NOT NULL,
		seller_account BIGINT NOT NULL,
		status TEXT NOT NULL,
		created_at BIGINT NOT NULL
	)`,
	// Time controls (issue 29), apart from the games' records: a seat's
	// stand-in bot, each game's table rules and clocks (body, JSON) with
	// the instant its next clock event is due (unix ms, 0: none), and each
	// account's time zone and holidays.
	`ALTER TABLE seats ADD COLUMN stand_in TEXT NOT NULL DEFAULT '';
	CREATE TABLE game_tables (
		game_id BIGINT PRIMARY KEY REFERENCES games(id),
		body TEXT NOT NULL,
		due BIGINT NOT NULL
	);
	CREATE INDEX game_tables_due ON game_tables(due);
	CREATE TABLE account_time (
		account_id BIGINT PRIMARY KEY REFERENCES accounts(id),
		body TEXT NOT NULL
	)`,
	// Ratings per title group (issue 29): the current rating of each
	// account, and one row per rated game and player for its history.
	`CREATE TABLE ratings (
		account_id BIGINT NOT NULL REFERENCES accounts(id),
		title TEXT NOT NULL,
		mu DOUBLE PRECISION NOT NULL,
		sigma DOUBLE PRECISION NOT NULL,
		games INT NOT NULL,
		wins INT NOT NULL,
		PRIMARY KEY (account_id, title)
	);
	CREATE INDEX ratings_title ON ratings(title);
	CREATE TABLE rating_history (
		game_id BIGINT NOT NULL REFERENCES games(id),
		account_id BIGINT NOT NULL REFERENCES accounts(id),
		title TEXT NOT NULL,
		place INT NOT NULL,
		players INT NOT NULL,
		mu DOUBLE PRECISION NOT NULL,
		sigma DOUBLE PRECISION NOT NULL,
		at BIGINT NOT NULL,
		PRIMARY KEY (game_id, account_id)
	);
	CREATE INDEX rating_history_account ON rating_history(account_id, at)`,
	// Leases on games' bot work, so that servers sharing the database
	// take over a dead one's bot games (store/botturns.go).
	`CREATE TABLE bot_leases (
		game_id BIGINT PRIMARY KEY REFERENCES games(id),
		holder TEXT NOT NULL,
		expires BIGINT NOT NULL
	)`,
	// Leases on games' clock work (stand-ins, votes, expiry), so that of
	// servers sharing the database one at a time handles a game's clock
	// events (store/clocklease.go).
	`CREATE TABLE clock_leases (
		game_id BIGINT PRIMARY KEY REFERENCES games(id),
		holder TEXT NOT NULL,
		expires BIGINT NOT NULL
	)`,
	// What the table heard of each trade proposal (made, declined,
	// withdrawn), apart from the game's log (store/tradenotes.go).
	`CREATE TABLE trade_notes (
		id INTEGER PRIMARY KEY,
		game_id BIGINT NOT NULL REFERENCES games(id),
		version INT NOT NULL,
		action TEXT NOT NULL,
		buyer TEXT NOT NULL,
		seller TEXT NOT NULL,
		status TEXT NOT NULL,
		at BIGINT NOT NULL
	);
	CREATE INDEX trade_notes_game ON trade_notes(game_id, id)`,
	// Analyses of finished games (issue 28): the body (JSON) and the log
	// length it was computed at.
	`CREATE TABLE game_analyses (
		game_id BIGINT PRIMARY KEY REFERENCES games(id),
		version INT NOT NULL,
		body TEXT NOT NULL
	)`,
}

// pgDDL turns the SQLite spelling of a migration into PostgreSQL's.
func pgDDL(m string) string {
	m = strings.ReplaceAll(m, "INTEGER PRIMARY KEY", "BIGINT GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY")
	m = strings.ReplaceAll(m, ") WITHOUT ROWID", ")") // PostgreSQL tables have no rowid
	return m
}

// migrate brings the schema up to date inside tx. lock, if set, runs first
// so that servers starting together take turns.
func migrate(ctx context.Context, tx *sql.Tx, pg bool) error {
	if pg {
		if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock(7316450)`); err != nil {
			return err
		}
	}
	if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INT NOT NULL)`); err != nil {
		return err
	}
	var n int
	if err := tx.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_version`).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		if _, err := tx.ExecContext(ctx, `INSERT INTO schema_version (version) VALUES (0)`); err != nil {
			return err
		}
	}
	var have int
	if err := tx.QueryRowContext(ctx, `SELECT version FROM schema_version`).Scan(&have); err != nil {
		return err
	}
	if have > len(migrations) {
		return fmt.Errorf("database schema version %d is newer than this server knows (%d): upgrade ferro", have, len(migrations))
	}
	for i := have; i < len(migrations); i++ {
		m := migrations[i]
		if pg {
			m = pgDDL(m)
		}
		for _, stmt := range strings.Split(m, ";") {
			if strings.TrimSpace(stmt) == "" {
				continue
			}
			if _, err := tx.ExecContext(ctx, stmt); err != nil {
				return fmt.Errorf("migration %d: %w", i+1, err)
			}
		}
		if _, err := tx.ExecContext(ctx, `UPDATE schema_version SET version = `+fmt.Sprint(i+1)); err != nil {
			return err
		}
	}
	return nil
}
