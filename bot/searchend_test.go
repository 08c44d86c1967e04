package bot

import (
	"context"
	"testing"
	"time"
)

// TestSearchEnd: a time budget stops simulating a tenth early (at most
// 100 ms), so that the last simulation and the final choice fit in it; a
// context's earlier deadline wins; a budget of simulations alone never
// ends by the clock.
func TestSearchEnd(t *testing.T) {
	start := time.Date(2026, 12, 1, 12, 0, 0, 0, time.UTC)
	ctxBy := func(d time.Duration) context.Context {
		ctx, cancel := context.WithDeadline(context.Background(), start.Add(d))
		t.Cleanup(cancel)
		return ctx
	}
	for _, c := range []struct {
		name string
		ctx  context.Context
		b    Budget
		want time.Duration // after start; -1: never
	}{
		{"sims only", context.Background(), Budget{Sims: 200}, -1},
		{"1 s", context.Background(), Budget{Time: time.Second}, 900 * time.Millisecond},
		{"3 s keeps at most 100 ms", context.Background(), Budget{Time: 3 * time.Second}, 2900 * time.Millisecond},
		{"100 ms", context.Background(), Budget{Time: 100 * time.Millisecond}, 90 * time.Millisecond},
		{"context earlier", ctxBy(500 * time.Millisecond), Budget{Time: time.Second}, 400 * time.Millisecond},
		{"context later", ctxBy(5 * time.Second), Budget{Time: time.Second}, 900 * time.Millisecond},
		{"context only", ctxBy(700 * time.Millisecond), Budget{Sims: 50}, 700 * time.Millisecond},
	} {
		got := searchEnd(c.ctx, c.b, start)
		if c.want < 0 {
			if !got.IsZero() {
				t.Errorf("%s: ends at %v, want never", c.name, got.Sub(start))
			}
			continue
		}
		if got.IsZero() || got.Sub(start) != c.want {
			t.Errorf("%s: ends %v after the start, want %v", c.name, got.Sub(start), c.want)
		}
	}
}
