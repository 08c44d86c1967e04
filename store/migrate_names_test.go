package store

import (
	"context"
	"errors"
	"strconv"
	"testing"

	"ferro/store/storetest"
)

// TestNamesUniqueIgnoringCase: names differing only in case are one
// account; a database that already has such names keeps the oldest and
// renames the others.
func TestNamesUniqueIgnoringCase(t *testing.T) {
	all := migrations
	defer func() { migrations = all }()
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			db := b.DB(t)
			migrations = all[:3] // before names were compared ignoring case
			s, err := Open(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			var ids []int64
			for _, n := range []string{"uni_ok", "Uni_ok", "bob", "UNI_OK"} {
				a, err := s.CreateAccount(ctx, n, "h")
				if err != nil {
					t.Fatalf("old schema, %s: %v", n, err)
				}
				ids = append(ids, a.ID)
			}
			s.Close()

			migrations = all
			s, err = Open(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			for i, want := range []string{"uni_ok", "Uni_ok-" + itoa(ids[1]), "bob", "UNI_OK-" + itoa(ids[3])} {
				a, err := s.Account(ctx, ids[i])
				if err != nil || a.Name != want {
					t.Errorf("account %d: %+v %v, want name %q", ids[i], a, err, want)
				}
			}
			if a, err := s.AccountByName(ctx, "UNI_ok"); err != nil || a.ID != ids[0] {
				t.Errorf("UNI_ok: %+v %v, want account %d", a, err, ids[0])
			}
			if _, err := s.CreateAccount(ctx, "BOB", "h"); !errors.Is(err, ErrExists) {
				t.Errorf("BOB beside bob: %v, want ErrExists", err)
			}
		})
	}
}

func itoa(n int64) string {
	return strconv.FormatInt(n, 10)
}
