package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
)

// BackupSQLite writes a consistent copy of the SQLite database at path to
// out with VACUUM INTO: one read transaction, so the copy is the database
// as of one commit, taken while a server goes on writing (WAL readers do
// not block the writer). out must not exist; it appears only complete.
func BackupSQLite(ctx context.Context, path, out string) error {
	if isURL(path) {
		return errors.New("backup copies SQLite files: for PostgreSQL use pg_dump (docs/operations.md)")
	}
	if _, err := os.Stat(path); err != nil {
		return fmt.Errorf("database %s: %w", path, err)
	}
	if _, err := os.Stat(out); err == nil {
		return fmt.Errorf("%s exists: give a new file (a backup never overwrites)", out)
	}
	tmp := out + ".partial"
	os.Remove(tmp)
	// No lock: the server holds it, and a reader needs none. No journal
	// pragma either: the file keeps its WAL mode.
	db, err := sql.Open("sqlite", "file:"+(&url.URL{Path: path}).EscapedPath()+"?_pragma=busy_timeout(10000)")
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := db.ExecContext(ctx, `VACUUM INTO ?`, tmp); err != nil {
		os.Remove(tmp)
		return fmt.Errorf("backup of %s: %w", path, err)
	}
	if err := syncFile(tmp); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, out); err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(filepath.Dir(out))
}

// RestoreSQLite puts the backup from in place of the database at path,
// which no server may be using (its lock is taken for the copy). An
// existing database is replaced only with replace set; the backup is
// checked first (it opens, its schema is one this program knows).
func RestoreSQLite(ctx context.Context, from, path string, replace bool) error {
	if isURL(path) {
		return errors.New("restore copies SQLite files: for PostgreSQL use pg_restore or psql (docs/operations.md)")
	}
	if _, err := os.Stat(path); err == nil && !replace {
		return fmt.Errorf("%s exists: pass --replace to overwrite it with the backup", path)
	}
	check, err := OpenCopy(ctx, from)
	if err != nil {
		return err
	}
	check.Close()
	release, err := lockDatabase(path)
	if err != nil {
		return err
	}
	defer release()
	tmp := path + ".restoring"
	if err := copyFile(from, tmp); err != nil {
		os.Remove(tmp)
		return err
	}
	// The old database's WAL belongs to the old file: without it the
	// restored file is read as it is.
	for _, suffix := range []string{"-wal", "-shm"} {
		if err := os.Remove(path + suffix); err != nil && !errors.Is(err, os.ErrNotExist) {
			os.Remove(tmp)
			return err
		}
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return syncDir(filepath.Dir(path))
}

// OpenCopy opens a scratch copy of a SQLite file as a store (the file itself
// is left as it is), refusing what is not a database of ferro's.
func OpenCopy(ctx context.Context, path string) (Store, error) {
	if _, err := os.Stat(path); err != nil {
		return nil, fmt.Errorf("backup %s: %w", path, err)
	}
	// A scratch copy: opening a store may migrate it, and the backup
	// file itself stays as it was taken.
	dir, err := os.MkdirTemp("", "ferro-check-")
	if err != nil {
		return nil, err
	}
	scratch := filepath.Join(dir, "copy.db")
	if err := copyFile(path, scratch); err != nil {
		os.RemoveAll(dir)
		return nil, err
	}
	st, err := OpenSQLite(ctx, scratch)
	if err != nil {
		os.RemoveAll(dir)
		return nil, fmt.Errorf("backup %s: %w", path, err)
	}
	return removeOnClose{Store: st, dir: dir}, nil
}

type removeOnClose struct {
	Store
	dir string
}

func (r removeOnClose) Close() error {
	err := r.Store.Close()
	os.RemoveAll(r.dir)
	return err
}

func isURL(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

func copyFile(from, to string) error {
	in, err := os.Open(from)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.OpenFile(to, os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o644)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	if err := out.Sync(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

func syncFile(name string) error {
	f, err := os.OpenFile(name, os.O_RDWR, 0)
	if err != nil {
		return err
	}
	defer f.Close()
	return f.Sync()
}

func syncDir(dir string) error {
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	defer d.Close()
	d.Sync() // not every system syncs directories; the rename is done either way
	return nil
}
