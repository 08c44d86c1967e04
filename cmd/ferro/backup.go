package main

import (
	"context"
	"flag"
	"fmt"
	"net/url"
	"os"
	"strings"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/server"
	"ferro/server/testgame"
	"ferro/store"
)

func init() {
	register("backup", "copy a live SQLite database consistently (VACUUM INTO) while the server runs", runBackup)
	register("restore", "put a backup in place of a SQLite database (the server stopped)", runRestore)
	register("check", "verify a database or backup: it opens, and every game replays to what is stored", runCheck)
}

func runBackup(args []string) int {
	fs := flag.NewFlagSet("backup", flag.ContinueOnError)
	db := fs.String("db", "ferro.db", "the SQLite file the server uses")
	out := fs.String("out", "", "the backup file to write (must not exist)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *out == "" || fs.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: ferro backup --db FILE --out FILE")
		return 2
	}
	if err := store.BackupSQLite(context.Background(), *db, *out); err != nil {
		fmt.Fprintf(os.Stderr, "ferro backup: %v\n", err)
		return 1
	}
	fi, _ := os.Stat(*out)
	fmt.Printf("ferro: backed up %s to %s (%d bytes); check it with: ferro check --db %s\n", *db, *out, fi.Size(), *out)
	return 0
}

func runRestore(args []string) int {
	fs := flag.NewFlagSet("restore", flag.ContinueOnError)
	from := fs.String("from", "", "the backup file")
	db := fs.String("db", "ferro.db", "the SQLite file to restore into (no server may be using it)")
	replace := fs.Bool("replace", false, "overwrite an existing database")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *from == "" || fs.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: ferro restore --from BACKUP --db FILE [--replace]")
		return 2
	}
	if err := store.RestoreSQLite(context.Background(), *from, *db, *replace); err != nil {
		fmt.Fprintf(os.Stderr, "ferro restore: %v\n", err)
		return 1
	}
	fmt.Printf("ferro: restored %s from %s\n", *db, *from)
	return 0
}

func runCheck(args []string) int {
	fs := flag.NewFlagSet("check", flag.ContinueOnError)
	db := fs.String("db", "", "SQLite file (checked on a scratch copy, so a live one can be checked too) or postgres:// URL")
	testGame := fs.Bool("test-game", false, "also know the built-in test title \""+testgame.Name+"\"")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if *db == "" || fs.NArg() > 0 {
		fmt.Fprintln(os.Stderr, "usage: ferro check --db FILE|URL")
		return 2
	}
	ctx := context.Background()
	var st store.Store
	var err error
	if strings.Contains(*db, "://") {
		st, err = store.Open(ctx, *db)
	} else {
		st, err = store.OpenCopy(ctx, *db)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferro check: %v\n", err)
		return 1
	}
	defer st.Close()
	lookup := registry.Lookup
	if *testGame {
		lookup = testgame.Lookup(registry.Lookup)
	}
	games, actions, bad := 0, 0, 0
	err = server.CheckStore(ctx, st, func(name string) (engine.Title, error) { return lookup(name) }, func(g server.CheckedGame) {
		games++
		actions += g.Version
		if g.Err != nil {
			bad++
			fmt.Printf("FAIL game %d (%s, %s, version %d): %v\n", g.ID, g.Title, g.Status, g.Version, g.Err)
		}
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferro check: %v\n", err)
		return 1
	}
	where := *db
	if u, err := url.Parse(*db); err == nil && u.User != nil {
		where = u.Redacted() // no password on the terminal
	}
	fmt.Printf("ferro: %s: %d games, %d actions, %d failing\n", where, games, actions, bad)
	if bad > 0 {
		return 1
	}
	return 0
}
