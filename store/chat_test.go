package store_test

import (
	"context"
	"testing"

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
