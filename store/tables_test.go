package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"ferro/store"
	"ferro/store/storetest"
)

// Tables, stand-ins, account time and ratings (issue 29) on both databases.
func TestTablesAndRatings(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := open(t, b)
			ann, _ := s.CreateAccount(ctx, "ann", "h")
			bob, _ := s.CreateAccount(ctx, "bob", "h")
			g := &store.Game{Title: "T", OwnerID: ann.ID, Status: store.StatusOpen, MaxPlayers: 2, EngineVersion: "1",
				Seats: []store.Seat{{Seat: 0, PlayerID: "1", Name: "ann", AccountID: ann.ID}, {Seat: 1, PlayerID: "2", Name: "bob", AccountID: bob.ID}}}
			if err := s.CreateGame(ctx, g, nil); err != nil {
				t.Fatal(err)
			}
			g.Seats[1].StandIn = "heuristic:normal"
			if err := s.UpdateGame(ctx, g); err != nil {
				t.Fatal(err)
			}
			if got, _ := s.Game(ctx, g.ID); got.Seats[1].StandIn != "heuristic:normal" || got.Seats[0].StandIn != "" {
				t.Fatalf("stand-ins %+v", got.Seats)
			}
			if _, err := s.Table(ctx, g.ID); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("no table: %v", err)
			}
			due := time.UnixMilli(1_800_000_000_000)
			if err := s.PutTable(ctx, g.ID, []byte(`{"a":1}`), due); err != nil {
				t.Fatal(err)
			}
			if err := s.PutTable(ctx, g.ID, []byte(`{"a":2}`), due); err != nil {
				t.Fatal(err)
			}
			if body, _ := s.Table(ctx, g.ID); string(body) != `{"a":2}` {
				t.Fatalf("table %s", body)
			}
			if ids, _ := s.DueTables(ctx, due.Add(-time.Millisecond)); len(ids) != 0 {
				t.Fatalf("due early: %v", ids)
			}
			if ids, _ := s.DueTables(ctx, due); len(ids) != 1 || ids[0] != g.ID {
				t.Fatalf("due: %v", ids)
			}
			if err := s.PutAccountTime(ctx, ann.ID, []byte(`{"tz":"UTC"}`)); err != nil {
				t.Fatal(err)
			}
			if body, _ := s.AccountTime(ctx, ann.ID); string(body) != `{"tz":"UTC"}` {
				t.Fatalf("account time %s", body)
			}
			at := time.Unix(1_700_000_000, 0)
			rows := []store.RatingRow{{GameID: g.ID, AccountID: ann.ID, Title: "T", Place: 0, Players: 2, Mu: 27.6, Sigma: 8.1, At: at},
				{GameID: g.ID, AccountID: bob.ID, Title: "T", Place: 1, Players: 2, Mu: 22.4, Sigma: 8.1, At: at}}
			if err := s.RecordRatings(ctx, rows); err != nil {
				t.Fatal(err)
			}
			if err := s.RecordRatings(ctx, rows); !errors.Is(err, store.ErrExists) {
				t.Fatalf("rated twice: %v", err)
			}
			lb, _ := s.Leaderboard(ctx, "T", 10)
			if len(lb) != 2 || lb[0].Name != "ann" || lb[0].Wins != 1 || lb[1].Games != 1 || lb[1].Wins != 0 {
				t.Fatalf("leaderboard %+v", lb)
			}
			if h, _ := s.RatingHistory(ctx, bob.ID); len(h) != 1 || h[0].Place != 1 || h[0].Mu != 22.4 {
				t.Fatalf("history %+v", h)
			}
			if r, _ := s.AccountRatings(ctx, ann.ID); len(r) != 1 || r[0].Mu != 27.6 {
				t.Fatalf("ratings %+v", r)
			}
		})
	}
}
