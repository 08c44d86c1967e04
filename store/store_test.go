package store_test

import (
	"context"
	"encoding/json"
	"errors"
	"sync"
	"testing"
	"time"

	"ferro/store"
	"ferro/store/storetest"
)

func open(t *testing.T, b storetest.Backend) store.Store {
	t.Helper()
	s, err := store.Open(context.Background(), b.DB(t))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestStore(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := open(t, b)
			events := make(chan store.Event, 16)
			s.Subscribe(func(e store.Event) { events <- e })

			a, err := s.CreateAccount(ctx, "ann", "hash")
			if err != nil {
				t.Fatal(err)
			}
			if _, err := s.CreateAccount(ctx, "ann", "other"); !errors.Is(err, store.ErrExists) {
				t.Fatalf("duplicate account: got %v, want ErrExists", err)
			}
			if got, err := s.AccountByName(ctx, "ann"); err != nil || got.ID != a.ID {
				t.Fatalf("AccountByName = %v, %v", got, err)
			}
			if _, err := s.AccountByName(ctx, "bob"); !errors.Is(err, store.ErrNotFound) {
				t.Fatalf("missing account: got %v", err)
			}

			g := &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusOpen, MaxPlayers: 2, Seed: 7, EngineVersion: "1",
				Seats: []store.Seat{{Seat: 0, PlayerID: "1", Name: "ann", AccountID: a.ID}, {Seat: 1, PlayerID: "2", Name: "x"}}}
			if err := s.CreateGame(ctx, g, nil); err != nil {
				t.Fatal(err)
			}
			stale := *g
			g.Status = store.StatusActive
			if err := s.UpdateGame(ctx, g); err != nil {
				t.Fatal(err)
			}
			if err := s.UpdateGame(ctx, &stale); !errors.Is(err, store.ErrConflict) {
				t.Fatalf("stale UpdateGame: got %v, want ErrConflict", err)
			}

			st := store.State{Status: store.StatusActive, Acting: []string{"2"}}
			if err := s.AppendActions(ctx, g.ID, 0, [][]byte{[]byte(`{"type":"a"}`)}, st); err != nil {
				t.Fatal(err)
			}
			// Table of appends against the log that now has one entry.
			for _, c := range []struct {
				from int
				want error
			}{{0, store.ErrConflict}, {2, store.ErrConflict}, {1, nil}, {1, store.ErrConflict}} {
				err := s.AppendActions(ctx, g.ID, c.from, [][]byte{[]byte(`{"type":"b"}`)}, st)
				if !errors.Is(err, c.want) && !(err == nil && c.want == nil) {
					t.Errorf("append from %d: got %v, want %v", c.from, err, c.want)
				}
			}
			log, err := s.Actions(ctx, g.ID, 0)
			if err != nil || len(log) != 2 || string(log[1]) != `{"type":"b"}` {
				t.Fatalf("Actions = %q, %v", log, err)
			}
			got, err := s.Game(ctx, g.ID)
			if err != nil || got.Version != 2 || len(got.Seats) != 2 || got.Seats[1].AccountID != 0 || got.Acting[0] != "2" {
				t.Fatalf("Game = %+v, %v", got, err)
			}
			mine, err := s.ListGames(ctx, store.ListFilter{AccountID: a.ID})
			if err != nil || len(mine) != 1 {
				t.Fatalf("ListGames(mine) = %v, %v", mine, err)
			}
			open, err := s.ListGames(ctx, store.ListFilter{Status: store.StatusOpen})
			if err != nil || len(open) != 0 {
				t.Fatalf("ListGames(open) = %v, %v", open, err)
			}
			// Log growth, in order; PostgreSQL also announces the update of
			// the game (revision 1) to other servers.
			want := []store.Event{{GameID: g.ID, Version: 1}, {GameID: g.ID, Version: 2}}
			if b.Name == "postgres" {
				want = append([]store.Event{{GameID: g.ID, Version: -1, Rev: 1}}, want...)
			}
			for _, w := range want {
				select {
				case e := <-events:
					if e != w {
						t.Fatalf("event %+v, want %+v", e, w)
					}
				case <-time.After(5 * time.Second):
					t.Fatalf("no event %+v", w)
				}
			}
		})
	}
}

// TestConcurrentAppends checks that of many writers racing for the same
// log position exactly one wins, and that batched commits keep every
// winner's entry.
func TestConcurrentAppends(t *testing.T) {
	for _, b := range storetest.Backends() {
		t.Run(b.Name, func(t *testing.T) {
			ctx := context.Background()
			s := open(t, b)
			a, _ := s.CreateAccount(ctx, "ann", "h")
			var ids []int64
			for i := 0; i < 8; i++ {
				g := &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusActive, EngineVersion: "1"}
				if err := s.CreateGame(ctx, g, nil); err != nil {
					t.Fatal(err)
				}
				ids = append(ids, g.ID)
			}
			const rounds = 20
			var wg sync.WaitGroup
			var mu sync.Mutex
			wins := map[int64]int{}
			for _, id := range ids {
				for w := 0; w < 3; w++ {
					wg.Add(1)
					go func() {
						defer wg.Done()
						for v := 0; v < rounds; v++ {
							body, _ := json.Marshal(map[string]any{"type": "x", "w": w, "v": v})
							err := s.AppendActions(ctx, id, v, [][]byte{body}, store.State{Status: store.StatusActive})
							if err == nil {
								mu.Lock()
								wins[id]++
								mu.Unlock()
							} else if !errors.Is(err, store.ErrConflict) {
								t.Error(err)
								return
							}
						}
					}()
				}
			}
			wg.Wait()
			for _, id := range ids {
				n, err := s.GameVersion(ctx, id)
				if err != nil || n != rounds || wins[id] != rounds {
					t.Errorf("game %d: version %d (%v), %d wins; want %d", id, n, err, wins[id], rounds)
				}
			}
		})
	}
}
