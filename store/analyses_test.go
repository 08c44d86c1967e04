package store_test

import (
	"context"
	"errors"
	"testing"

	"ferro/store"
	"ferro/store/storetest"
)

// TestAnalyses: a game's analysis is stored, replaced, read back with the
// log length it covers, and kept when the store is opened again (a
// restart); a game without one says ErrNotFound.
func TestAnalyses(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			db := b.DB(t)
			s, err := store.Open(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			ann, _ := s.CreateAccount(ctx, "ann", "h")
			g := &store.Game{Title: "T", OwnerID: ann.ID, Status: store.StatusFinished, MaxPlayers: 1, EngineVersion: "1",
				Seats: []store.Seat{{Seat: 0, PlayerID: "1", Name: "ann", AccountID: ann.ID}}}
			if err := s.CreateGame(ctx, g, nil); err != nil {
				t.Fatal(err)
			}
			if _, _, err := s.Analysis(ctx, g.ID); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("no analysis yet: %v", err)
			}
			if err := s.PutAnalysis(ctx, g.ID, 10, []byte(`{"a":1}`)); err != nil {
				t.Fatal(err)
			}
			if err := s.PutAnalysis(ctx, g.ID, 12, []byte(`{"a":2}`)); err != nil {
				t.Fatal(err)
			}
			s.Close()
			s, err = store.Open(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			defer s.Close()
			v, body, err := s.Analysis(ctx, g.ID)
			if err != nil || v != 12 || string(body) != `{"a":2}` {
				t.Fatalf("after reopening: %d %s %v", v, body, err)
			}
		})
	}
}
