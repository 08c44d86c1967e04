package route

import (
	"fmt"
	"math/rand"
	"reflect"
	"testing"
)

// restocked is a copy of b with the same track and new stops: random
// revenues, and the cities' tokens drawn again (the corporation's, a
// rival's, a blocker or none).
func restocked(r *rand.Rand, b *Board) *Board {
	out := &Board{Hexes: make([]Hex, len(b.Hexes)), Track: b.Track}
	for i, h := range b.Hexes {
		h.Nodes = append([]Node(nil), h.Nodes...)
		for j := range h.Nodes {
			n := &h.Nodes[j]
			if n.Kind == Junction {
				continue
			}
			for c := range n.Revenue {
				n.Revenue[c] = 10 * r.Intn(8)
			}
			if n.Kind != City {
				continue
			}
			n.Tokens = nil
			for s := 0; s < n.Slots; s++ {
				switch r.Intn(4) {
				case 0:
					n.Tokens = append(n.Tokens, "GI")
				case 1:
					n.Tokens = append(n.Tokens, "XX")
				case 2:
					n.Tokens = append(n.Tokens, BlockingToken)
				}
			}
		}
		out.Hexes[i] = h
	}
	return out
}

// bestWithTrack is Best on ctx's board with Track track, the board as it
// is otherwise.
func bestWithTrack(t *testing.T, ctx *Context, track string) (Result, Stats) {
	t.Helper()
	b := *ctx.Board
	b.Track = track
	c := *ctx
	c.Board = &b
	res, st, err := Best(&c)
	if err != nil {
		t.Fatal(err)
	}
	st.Time = 0
	return res, st
}

// TestBestTrackSameAsFresh: Best on a board with a Track finds what it
// finds on the board without (the run and the search's Stats), on random
// boards, first on a graph it compiles, then on that graph read anew for
// boards of the same track with other stops (revenues, tokens), and it
// compiles each Track once.
func TestBestTrackSameAsFresh(t *testing.T) {
	r := rand.New(rand.NewSource(11))
	differ := 0
	for i := 0; i < 300; i++ {
		ctx := randomContextWith(r, i%2 == 1)
		track := fmt.Sprintf("TestBestTrackSameAsFresh %d", i)
		before := compiles.Load()
		first := 0
		for round := 0; round < 4; round++ {
			if round > 0 {
				ctx.Board = restocked(r, ctx.Board)
			}
			want, wst := bestWithTrack(t, ctx, "")
			got, gst := bestWithTrack(t, ctx, track)
			if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gst, wst) {
				t.Fatalf("board %d round %d: with a Track %+v %+v, without %+v %+v", i, round, got, gst, want, wst)
			}
			if round == 0 {
				first = want.Revenue
			} else if want.Revenue != first {
				differ++
			}
		}
		if n := compiles.Load() - before; n != 1 {
			t.Fatalf("board %d: %d compiles for one Track", i, n)
		}
	}
	if differ == 0 {
		t.Fatal("restocking never changed a run's revenue: the test tests nothing")
	}
}

// TestBestTrackMismatch: a board given the Track of another board with
// other hexes is compiled anew, not searched on the other's graph.
func TestBestTrackMismatch(t *testing.T) {
	r := rand.New(rand.NewSource(12))
	for i := 0; i < 100; i++ {
		a, b := randomContext(r), randomContext(r)
		track := fmt.Sprintf("TestBestTrackMismatch %d", i)
		bestWithTrack(t, a, track)
		want, wst := bestWithTrack(t, b, "")
		got, gst := bestWithTrack(t, b, track)
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gst, wst) {
			t.Fatalf("pair %d: on the other board's Track %+v %+v, without %+v %+v", i, got, gst, want, wst)
		}
	}
}

// TestBestTrackConcurrent: searches on boards of one Track at the same
// time each find what they find alone (run it with -race).
func TestBestTrackConcurrent(t *testing.T) {
	r := rand.New(rand.NewSource(13))
	base := randomContextWith(r, false)
	const n = 4
	ctxs := make([]*Context, n)
	wants := make([]Result, n)
	for k := range ctxs {
		c := *base
		c.Board = restocked(r, base.Board)
		ctxs[k] = &c
		wants[k], _ = bestWithTrack(t, &c, "")
	}
	errs := make(chan error, n)
	for k := range ctxs {
		go func() {
			b := *ctxs[k].Board
			b.Track = "TestBestTrackConcurrent"
			c := *ctxs[k]
			c.Board = &b
			for range 50 {
				got, _, err := Best(&c)
				if err == nil && !reflect.DeepEqual(got, wants[k]) {
					err = fmt.Errorf("board %d: %+v, alone %+v", k, got, wants[k])
				}
				if err != nil {
					errs <- err
					return
				}
			}
			errs <- nil
		}()
	}
	for range ctxs {
		if err := <-errs; err != nil {
			t.Fatal(err)
		}
	}
}

// TestBestTrackOtherWalk: a graph cached for a Track is compiled for its
// rules' Walk (Areas count track on them, Repeat lets chains loop): a
// board of the same Track under rules of another Walk finds what it finds
// without the Track, not what the cached graph's chains would give.
func TestBestTrackOtherWalk(t *testing.T) {
	const track = "TestBestTrackOtherWalk"
	plain := &Context{Board: tunnelBoard(), Corp: "GI", Trains: trains("3C-0")}
	joined := &Context{Board: tunnelBoard(), Corp: "GI", Trains: trains("3C-0"), Rules: []Rule{testTunnel("K1", "M3")}}
	for i, ctx := range []*Context{plain, joined, plain, joined} {
		want, wst := bestWithTrack(t, ctx, "")
		got, gst := bestWithTrack(t, ctx, track)
		if !reflect.DeepEqual(got, want) || !reflect.DeepEqual(gst, wst) {
			t.Fatalf("search %d (%d rules): with the Track %+v %+v, without %+v %+v", i, len(ctx.Rules), got, gst, want, wst)
		}
	}
}
