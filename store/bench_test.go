package store_test

import (
	"context"
	"sync/atomic"
	"testing"

	"ferro/store"
	"ferro/store/storetest"
)

// BenchmarkAppendActions measures stored actions per second with 16
// games written at once (group commit on SQLite).
func BenchmarkAppendActions(b *testing.B) {
	for _, be := range storetest.Backends() {
		b.Run(be.Name, func(b *testing.B) {
			ctx := context.Background()
			s, err := store.Open(ctx, be.DB(b))
			if err != nil {
				b.Fatal(err)
			}
			defer s.Close()
			a, _ := s.CreateAccount(ctx, "ann", "h")
			var next atomic.Int64
			var ids []int64
			for i := 0; i < 16; i++ {
				g := &store.Game{Title: "T", OwnerID: a.ID, Status: store.StatusActive, EngineVersion: "1"}
				if err := s.CreateGame(ctx, g, nil); err != nil {
					b.Fatal(err)
				}
				ids = append(ids, g.ID)
			}
			body := []byte(`{"type":"add","entity":1,"entity_type":"player","id":12,"user":1,"created_at":1764400000,"price":2}`)
			st := store.State{Status: store.StatusActive, Acting: []string{"2"}}
			b.SetParallelism(8) // 16 writers on 2 cores
			b.ResetTimer()
			b.RunParallel(func(pb *testing.PB) {
				id := ids[next.Add(1)-1]
				v := 0
				for pb.Next() {
					if err := s.AppendActions(ctx, id, v, [][]byte{body}, st); err != nil {
						b.Error(err)
						return
					}
					v++
				}
			})
		})
	}
}
