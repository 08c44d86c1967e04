package store_test

import (
	"context"
	"testing"
	"time"

	"ferro/store"
	"ferro/store/storetest"
)

// TestStoreClock: with SetClock, the times the store stamps (an
// account's, a game's creation and last move, a chat line's) are the
// given clock's, not the wall clock's; nil gives the wall clock back.
func TestStoreClock(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := open(t, b)
			at := time.Date(2020, 2, 3, 4, 5, 6, 0, time.UTC)
			s.SetClock(func() time.Time { return at })
			a, err := s.CreateAccount(ctx, "ann", "hash")
			if err != nil {
				t.Fatal(err)
			}
			if !a.CreatedAt.Equal(at) {
				t.Errorf("account created at %v, want %v", a.CreatedAt, at)
			}
			g := &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusOpen, MaxPlayers: 2, Seed: 7, EngineVersion: "1",
				Seats: []store.Seat{{Seat: 0, PlayerID: "1", Name: "ann", AccountID: a.ID}, {Seat: 1, PlayerID: "2", Name: "x"}}}
			if err := s.CreateGame(ctx, g, nil); err != nil {
				t.Fatal(err)
			}
			at = at.Add(time.Hour)
			if err := s.AppendActions(ctx, g.ID, 0, [][]byte{[]byte(`{"type":"pass"}`)}, store.State{Status: store.StatusActive}); err != nil {
				t.Fatal(err)
			}
			m := &store.ChatMessage{GameID: g.ID, AccountID: a.ID, Text: "hello"}
			if err := s.AddChat(ctx, m); err != nil {
				t.Fatal(err)
			}
			got, err := s.Game(ctx, g.ID)
			if err != nil {
				t.Fatal(err)
			}
			if want := at.Add(-time.Hour); !got.CreatedAt.Equal(want) || !got.UpdatedAt.Equal(at) {
				t.Errorf("game created %v, updated %v; want %v and %v", got.CreatedAt, got.UpdatedAt, want, at)
			}
			if !m.CreatedAt.Equal(at) {
				t.Errorf("chat line at %v, want %v", m.CreatedAt, at)
			}
			s.SetClock(nil)
			before := time.Now().Truncate(time.Second)
			b, err := s.CreateAccount(ctx, "bob", "hash")
			if err != nil {
				t.Fatal(err)
			}
			if b.CreatedAt.Before(before) || b.CreatedAt.After(time.Now()) {
				t.Errorf("without a clock, an account created at %v, not between %v and now", b.CreatedAt, before)
			}
		})
	}
}
