package store_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"ferro/store"
	"ferro/store/storetest"
)

// TestChat: chat lines are stored per game, read after an id, newest
// last, at most limit of the newest; the game's log is untouched.
func TestChat(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := open(t, b)
			a, err := s.CreateAccount(ctx, "ann", "hash")
			if err != nil {
				t.Fatal(err)
			}
			events := make(chan store.Event, 64)
			s.Subscribe(func(e store.Event) {
				if e.Chat != 0 {
					events <- e
				}
			})
			var games [2]*store.Game
			for i := range games {
				games[i] = &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusOpen, MaxPlayers: 2,
					Seats: []store.Seat{{Seat: 0, PlayerID: "1", Name: "ann", AccountID: a.ID}}}
				if err := s.CreateGame(ctx, games[i], nil); err != nil {
					t.Fatal(err)
				}
			}
			for i, text := range []string{"hello", "second", "third"} {
				m := &store.ChatMessage{GameID: games[i%2].ID, AccountID: a.ID, Name: "ann", Text: text}
				if err := s.AddChat(ctx, m); err != nil {
					t.Fatal(err)
				}
				if m.ID == 0 || m.CreatedAt.IsZero() {
					t.Fatalf("AddChat set no id or time: %+v", m)
				}
				// Announced like log growth (PostgreSQL: through NOTIFY).
				select {
				case e := <-events:
					if e.GameID != m.GameID || e.Chat != m.ID {
						t.Fatalf("chat line %d of game %d announced as %+v", m.ID, m.GameID, e)
					}
				case <-time.After(5 * time.Second):
					t.Fatalf("chat line %d was not announced", m.ID)
				}
				line, err := s.ChatLine(ctx, m.GameID, m.ID)
				if err != nil || line.Text != text || line.Name != "ann" || line.AccountID != a.ID || !line.CreatedAt.Equal(m.CreatedAt) {
					t.Fatalf("ChatLine(%d) = %+v, %v", m.ID, line, err)
				}
				if _, err := s.ChatLine(ctx, games[(i+1)%2].ID, m.ID); !errors.Is(err, store.ErrNotFound) {
					t.Fatalf("line %d read as another game's: %v", m.ID, err)
				}
			}
			all, err := s.Chat(ctx, games[0].ID, 0, 10)
			if err != nil {
				t.Fatal(err)
			}
			if len(all) != 2 || all[0].Text != "hello" || all[1].Text != "third" || all[0].Name != "ann" {
				t.Fatalf("chat of game 1: %+v", all)
			}
			if last, _ := s.Chat(ctx, games[0].ID, 0, 1); len(last) != 1 || last[0].Text != "third" {
				t.Fatalf("limit 1 gives %+v, want the newest", last)
			}
			if after, _ := s.Chat(ctx, games[0].ID, all[0].ID, 10); len(after) != 1 || after[0].Text != "third" {
				t.Fatalf("after the first: %+v", after)
			}
			if v, _ := s.GameVersion(ctx, games[0].ID); v != 0 {
				t.Fatalf("chat changed the log: version %d", v)
			}
		})
	}
}
