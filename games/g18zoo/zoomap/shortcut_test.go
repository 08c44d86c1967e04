package zoomap_test

import (
	"math/rand/v2"
	"testing"

	"ferro/engine/hexmap"
	"ferro/games/g18zoo/zoomap"
)

// TestNewTrackShortcutOnZooBoards: on boards grown by random legal lays and
// tokens of every 18ZOO map, every upgrade gets from hexmap's "must use new
// track" check (with its shortcuts) the same answer as the walk with the
// tile in place (Board.VerifyNewTrack), and the pass masks kept for walks
// stay those the tiles give (Board.VerifyPass; also on a clone that lays,
// and on the board it came from). The boards have cities full of other
// families' tokens, where a walk stops, and many-exit upgrades the network
// meets at a city.
func TestNewTrackShortcutOnZooBoards(t *testing.T) {
	steps := 120
	if testing.Short() {
		steps = 40
	}
	reached, unreached, dead := 0, 0, 0
	all := hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown, hexmap.Gray)
	for _, letter := range zoomap.Maps() {
		for seed := range 3 {
			b, err := zoomap.NewBoard(letter)
			if err != nil {
				t.Fatal(err)
			}
			corps, _ := zoomap.Families(letter)
			corps = corps[:4]
			for _, c := range corps {
				if err := zoomap.PlaceHome(b, letter, c); err != nil {
					t.Fatal(err)
				}
			}
			rng := rand.New(rand.NewPCG(uint64(seed), 7))
			for step := range steps {
				corp := corps[rng.IntN(len(corps))]
				if rng.IntN(6) == 0 {
					if spots := b.LegalTokens(corp, hexmap.TokenOpts{}); len(spots) > 0 {
						s := spots[rng.IntN(len(spots))]
						if err := b.PlaceToken(s.Hex, s.City, corp, hexmap.TokenOpts{}); err != nil {
							t.Fatalf("map %s seed %d step %d: listed token refused: %v", letter, seed, step, err)
						}
					}
				} else if lays := b.LegalLays(zoomap.TrackOpts(corp, all)); len(lays) > 0 {
					l := lays[rng.IntN(len(lays))]
					if _, err := b.Lay(l.Hex, l.Tile, l.Rotation, zoomap.TrackOpts(corp, all)); err != nil {
						t.Fatalf("map %s seed %d step %d: listed lay refused: %v", letter, seed, step, err)
					}
				}
				if stale := b.VerifyPass(); stale != "" {
					t.Fatalf("map %s seed %d step %d: pass mask out of date at %s", letter, seed, step, stale)
				}
				if step%10 == 0 { // a clone's lay leaves the original's masks alone
					c := b.Clone()
					if lays := c.LegalLays(zoomap.TrackOpts(corp, all)); len(lays) > 0 {
						l := lays[0]
						if _, err := c.Lay(l.Hex, l.Tile, l.Rotation, zoomap.TrackOpts(corp, all)); err != nil {
							t.Fatal(err)
						}
						if stale := b.VerifyPass(); stale != "" {
							t.Fatalf("map %s seed %d step %d: a lay on a clone changed the pass masks at %s", letter, seed, step, stale)
						}
						if stale := c.VerifyPass(); stale != "" {
							t.Fatalf("map %s seed %d step %d: the clone's pass mask is out of date at %s", letter, seed, step, stale)
						}
					}
				}
				for _, c := range corps {
					diff, n := b.VerifyNewTrack(c)
					if diff != "" {
						t.Fatalf("map %s seed %d step %d, %s: %s", letter, seed, step, c, diff)
					}
					reached += n.Reached
					unreached += n.Unreached
					dead += n.DeadEnds
				}
			}
		}
	}
	if reached == 0 || unreached == 0 || dead == 0 {
		t.Fatalf("shortcuts taken: %d reached, %d unreached, %d dead ends; a test that takes none shows nothing", reached, unreached, dead)
	}
	t.Logf("upgrades settled without a walk: %d reached, %d unreached, %d dead ends", reached, unreached, dead)
}
