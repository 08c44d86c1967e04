package main

import (
	"context"
	"flag"
	"fmt"
	"os"

	"ferro/store"
)

func init() {
	register("admin", "grant or revoke the admin role: ferro admin grant|revoke NAME --db DB --reason WHY", runAdmin)
}

func runAdmin(args []string) int {
	usage := func() int {
		fmt.Fprintln(os.Stderr, "usage: ferro admin grant|revoke NAME --db FILE|URL [--reason WHY]")
		return 2
	}
	if len(args) < 2 || (args[0] != "grant" && args[0] != "revoke") {
		return usage()
	}
	verb, name := args[0], args[1]
	fs := flag.NewFlagSet("admin", flag.ContinueOnError)
	db := fs.String("db", "ferro.db", "SQLite file (the server may be running on it) or postgres:// URL")
	reason := fs.String("reason", "", "why (recorded in the admin log)")
	if err := fs.Parse(args[2:]); err != nil {
		return 2
	}
	if fs.NArg() > 0 {
		return usage()
	}
	why := *reason
	if why == "" {
		why = verb + " from the command line"
	}
	if err := store.SetRoleByName(context.Background(), *db, name, store.RoleAdmin, verb == "grant", why); err != nil {
		fmt.Fprintf(os.Stderr, "ferro admin: %v\n", err)
		return 1
	}
	fmt.Printf("ferro: %s admin: %s\n", verb, name)
	return 0
}
