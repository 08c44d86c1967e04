package zoomap

// TEMPORARY (not committed): golden dump of board listings for the perf refactor.

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/internal/testkit"
)

func TestZZGoldenBoard(t *testing.T) {
	out := os.Getenv("FERRO_GOLDEN")
	if out == "" {
		t.Skip("FERRO_GOLDEN not set")
	}
	dir := filepath.Join(testkit.FixturesDir(t), "18zoo")
	paths, _ := testkit.Records(dir)
	var sb strings.Builder
	for _, path := range paths {
		data, _ := os.ReadFile(path)
		rec, _ := engine.ParseRecord(data)
		letter, _ := Letter(rec.Title)
		board, _ := NewBoardWith(letter, rec.Settings.OptionalRules)
		corps, _ := Families(letter)
		r := &replayer{letter: letter, board: board, owner: map[string]string{}, par: map[string]int{}, steps: loadSteps(t, path), kinds: map[string]int{}}
		eff, _ := engine.Effective(rec.Actions)
		h := sha256.New()
		for k, i := range eff {
			a := rec.Actions[i]
			if a.Type == "lay_tile" || a.Type == "place_token" || k%7 == 0 {
				colors := hexmap.Colors(hexmap.Yellow, hexmap.Green, hexmap.Brown, hexmap.Gray)
				for _, corp := range corps {
					rabbits, _ := PowerOpts(letter, PowerRabbits, corp, colors)
					moles, _ := PowerOpts(letter, PowerMoles, corp, colors)
					ancient, _ := PowerOpts(letter, PowerAncientMaps, corp, colors)
					yo := TrackOpts(corp, colors)
					yo.NoUpgrade = true
					for _, o := range []hexmap.LayOpts{TrackOpts(corp, colors), yo, rabbits, moles, ancient, HomeTrackOpts(letter, corp, 12), {Corp: corp, Connect: hexmap.ConnectNone}} {
						fmt.Fprintln(h, board.LegalLays(o))
					}
					for _, o := range []hexmap.TokenOpts{{}, {ExtraSlot: true}, {IgnoreConnection: true}} {
						fmt.Fprintln(h, board.LegalTokens(corp, o))
					}
					re := board.Reach(corp)
					fmt.Fprintln(h, re.Edges, re.Paths, re.Nodes, re.Entry)
				}
			}
			_, err := r.apply(i, a)
			fmt.Fprintln(h, a.ID, err)
		}
		fmt.Fprintf(&sb, "%s %x\n", filepath.Base(path), h.Sum(nil))
	}
	os.WriteFile(out, []byte(sb.String()), 0o644)
}
