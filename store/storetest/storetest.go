// Package storetest gives tests a database of their own: a fresh SQLite
// file, or a fresh schema of the PostgreSQL database that
// FERRO_TEST_POSTGRES names.
package storetest

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/jackc/pgx/v5"
)

// EnvPostgres names the variable holding a PostgreSQL URL for tests.
const EnvPostgres = "FERRO_TEST_POSTGRES"

// Backend is one database a test suite runs against.
type Backend struct {
	Name string
	// DB returns a new empty database as a --db value.
	DB func(t testing.TB) string
}

// Backends lists SQLite and, when FERRO_TEST_POSTGRES is set, PostgreSQL.
func Backends() []Backend {
	bs := []Backend{{Name: "sqlite", DB: SQLite}}
	if os.Getenv(EnvPostgres) != "" {
		bs = append(bs, Backend{Name: "postgres", DB: Postgres})
	}
	return bs
}

// SQLite returns the path of a new database file in the test's temp dir.
func SQLite(t testing.TB) string {
	return filepath.Join(t.TempDir(), "ferro.db")
}

// Postgres creates a schema of its own in the FERRO_TEST_POSTGRES database,
// returns a URL whose search_path is that schema, and drops it after the test.
// It skips the test when the variable is unset.
func Postgres(t testing.TB) string {
	base := os.Getenv(EnvPostgres)
	if base == "" {
		t.Skip(EnvPostgres + " is not set: no PostgreSQL to test against")
	}
	b := make([]byte, 6)
	rand.Read(b)
	schema := "ferro_test_" + hex.EncodeToString(b)
	ctx := context.Background()
	conn, err := pgx.Connect(ctx, base)
	if err != nil {
		t.Fatalf("connect to %s: %v", EnvPostgres, err)
	}
	defer conn.Close(ctx)
	if _, err := conn.Exec(ctx, "CREATE SCHEMA "+schema); err != nil {
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		c, err := pgx.Connect(ctx, base)
		if err != nil {
			t.Logf("drop schema %s: %v", schema, err)
			return
		}
		defer c.Close(ctx)
		if _, err := c.Exec(ctx, "DROP SCHEMA "+schema+" CASCADE"); err != nil {
			t.Logf("drop schema %s: %v", schema, err)
		}
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("%s: %v", EnvPostgres, err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}
