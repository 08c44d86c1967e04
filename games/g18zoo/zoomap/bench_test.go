package zoomap_test

import (
	"os"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/games/g18zoo/zoomap"
	"ferro/internal/testkit"
)

// midGame replays the first part of the long Map C record (5774) and
// returns the board and the corporation that lays next.
func midGame(tb testing.TB, upTo int) (*hexmap.Board, string) {
	tb.Helper()
	path := testkit.Fixture(tb, "18zoo/18ZOOMapC/5774.json")
	data, err := os.ReadFile(path)
	if err != nil {
		tb.Fatal(err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		tb.Fatal(err)
	}
	board, _ := zoomap.NewBoard("C")
	steps := loadSteps(tb, path)
	r := &replayer{letter: "C", board: board, owner: map[string]string{}, par: map[string]int{}, steps: steps, kinds: map[string]int{}}
	eff, _ := engine.Effective(rec.Actions)
	corp := ""
	for _, i := range eff {
		a := rec.Actions[i]
		if a.ID >= upTo {
			if a.Type == "lay_tile" && a.EntityType == "corporation" && corp == "" {
				corp = a.Entity
			}
			if corp != "" {
				break
			}
			continue
		}
		if _, err := r.apply(i, a); err != nil {
			tb.Fatalf("action %d: %v", a.ID, err)
		}
	}
	return board, corp
}

// BenchmarkLegalLays lists every legal lay of a corporation on a Map C
// board after about 300 actions (brown phase colours).
func BenchmarkLegalLays(b *testing.B) {
	board, corp := midGame(b, 300)
	opts := hexmap.LayOpts{Corp: corp, Colors: hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown)}
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n = len(board.LegalLays(opts))
	}
	b.ReportMetric(float64(n), "lays")
}

// BenchmarkReach asks for one corporation's network on the same board
// again and again (cached once computed, until the board changes).
func BenchmarkReach(b *testing.B) {
	board, corp := midGame(b, 300)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.Reach(corp)
	}
}

// BenchmarkReachFresh computes the network on a changed board: each
// iteration clones the board, puts a mark on it (a change that forgets
// cached networks) and asks for the network.
func BenchmarkReachFresh(b *testing.B) {
	board, corp := midGame(b, 300)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		c := board.Clone()
		c.AddMark(0, "bench", "")
		c.Reach(corp)
	}
}

// BenchmarkLegalTokens lists the cities where a corporation may token.
func BenchmarkLegalTokens(b *testing.B) {
	board, corp := midGame(b, 300)
	b.ResetTimer()
	n := 0
	for i := 0; i < b.N; i++ {
		n = len(board.LegalTokens(corp, hexmap.TokenOpts{}))
	}
	b.ReportMetric(float64(n), "spots")
}

// BenchmarkCloneLay clones the board and makes every legal lay on the
// clone in turn (a clone per lay), as a game's Apply does.
func BenchmarkCloneLay(b *testing.B) {
	board, corp := midGame(b, 300)
	opts := hexmap.LayOpts{Corp: corp, Colors: hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown)}
	lays := board.LegalLays(opts)
	if len(lays) == 0 {
		b.Fatal("no legal lay")
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		l := lays[i%len(lays)]
		if _, err := board.Clone().Lay(l.Hex, l.Tile, l.Rotation, opts); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkClone copies the mid-game board.
func BenchmarkClone(b *testing.B) {
	board, _ := midGame(b, 300)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		board.Clone()
	}
}

// TestLegalLaysComplete: on mid-game boards LegalLays lists, hex by hex,
// exactly the lays that Lay accepts, for a normal lay, a yellow-only lay
// and the map powers.
func TestLegalLaysComplete(t *testing.T) {
	for _, upTo := range []int{150, 420} {
		board, corp := midGame(t, upTo)
		colors := hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown)
		rabbits, _ := zoomap.PowerOpts("C", "RABBITS", corp, colors)
		moles, _ := zoomap.PowerOpts("C", "MOLES", corp, colors)
		ancient, _ := zoomap.PowerOpts("C", "ANCIENT_MAPS", corp, colors)
		yellowOnly := zoomap.TrackOpts(corp, colors)
		yellowOnly.NoUpgrade = true
		for _, opts := range []hexmap.LayOpts{zoomap.TrackOpts(corp, colors), yellowOnly, rabbits, moles, ancient} {
			legal := board.LegalLays(opts)
			for h := 0; h < board.Map().NumHexes(); h++ {
				if err := sameAsLay(board, legal, board.Map().HexID(h), opts); err != nil {
					t.Errorf("after action %d, %s %s: %v", upTo, corp, opts.Power, err)
				}
			}
			if opts.Power == "" && !opts.NoUpgrade && len(legal) == 0 {
				t.Errorf("after action %d: no legal lay for %s", upTo, corp)
			}
		}
	}
}
