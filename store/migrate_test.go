package store

import (
	"context"
	"testing"

	"ferro/store/storetest"
)

// TestMigrateKeepsData opens a database at every earlier schema version,
// stores a game with a log in it, and checks that the later migrations
// keep them.
func TestMigrateKeepsData(t *testing.T) {
	all := migrations
	defer func() { migrations = all }()
	for _, b := range storetest.Backends() {
		for from := 1; from < len(all); from++ {
			t.Run(b.Name, func(t *testing.T) {
				ctx := context.Background()
				db := b.DB(t)
				migrations = all[:from]
				s, err := Open(ctx, db)
				if err != nil {
					t.Fatal(err)
				}
				a, err := s.CreateAccount(ctx, "ann", "h")
				if err != nil {
					t.Fatal(err)
				}
				g := &Game{Title: "T", OwnerID: a.ID, Status: StatusActive, EngineVersion: "1", Seats: []Seat{{PlayerID: "1", Name: "ann", AccountID: a.ID}}}
				if err := createOld(ctx, s, g, [][]byte{[]byte(`{"type":"a"}`), []byte(`{"type":"b"}`)}); err != nil {
					t.Fatal(err)
				}
				s.Close()

				migrations = all
				s, err = Open(ctx, db)
				if err != nil {
					t.Fatalf("migrating from version %d: %v", from, err)
				}
				defer s.Close()
				log, err := s.Actions(ctx, g.ID, 0)
				if err != nil || len(log) != 2 || string(log[1]) != `{"type":"b"}` {
					t.Fatalf("from version %d: log %q, %v", from, log, err)
				}
				if err := s.AppendActions(ctx, g.ID, 2, [][]byte{[]byte(`{"type":"c"}`)}, State{Status: StatusActive}); err != nil {
					t.Fatalf("from version %d: %v", from, err)
				}
				if got, err := s.Game(ctx, g.ID); err != nil || got.Version != 3 || len(got.Seats) != 1 {
					t.Fatalf("from version %d: game %+v, %v", from, got, err)
				}
			})
		}
	}
}

// createOld stores g as the first schema's columns allow (the code of
// today writes columns later migrations added).
func createOld(ctx context.Context, st Store, g *Game, log [][]byte) error {
	s := st.(faults).s.(*sqlStore)
	err := s.rd.QueryRowContext(ctx, s.q(`INSERT INTO games (title, owner_id, status, hotseat, max_players, seed, optional_rules,
		engine_version, version, acting, result, rev, created_at, updated_at)
		VALUES (?, ?, ?, 0, 1, 0, '[]', ?, ?, '[]', '', 0, 0, 0) RETURNING id`), g.Title, g.OwnerID, g.Status, g.EngineVersion, len(log)).Scan(&g.ID)
	if err != nil {
		return err
	}
	for _, st := range g.Seats {
		if _, err := s.rd.ExecContext(ctx, s.q(`INSERT INTO seats (game_id, seat, player_id, name, account_id) VALUES (?, ?, ?, ?, ?)`),
			g.ID, st.Seat, st.PlayerID, st.Name, st.AccountID); err != nil {
			return err
		}
	}
	for i, e := range log {
		if _, err := s.rd.ExecContext(ctx, s.q(`INSERT INTO actions (game_id, seq, body) VALUES (?, ?, ?)`), g.ID, i+1, string(e)); err != nil {
			return err
		}
	}
	return nil
}
