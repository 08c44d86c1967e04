package g18zoo_test

// Targeted tests for four places where 18xx.games does not follow the
// printed rules and Ferro copies it (differential runs of 2026-11-29,
// causes 12, 17, 18 and 19). Each position is in a cross-checked game
// that 18xx.games replays identically at every step; each test was seen to
// fail with its rule taken out.

import (
	"encoding/json"
	"testing"

	"ferro/games/g18zoo"
)

const (
	mapA3sq     = "mapA-p3-game-000000-seed-9630"
	mapB3nobody = "mapB-p3-steered-seed-13011"
	mapC4barrel = "mapC-p4-steered-seed-12006"
	mapE4whats  = "mapE-p4-game-000000-seed-9440"
	mapF3hole   = "mapF-p3-game-000000-seed-10131"
)

// TestSubsidyAfterPatchRemoved: the family ran only the patched 1S, then
// took the patch off before its dividend. The 1S has no owner any more, so
// the family's powers do not count for the subsidy (18xx.games looks them
// up through the owner of the first route's train, and compares that owner,
// nobody, with A squeeze's).
func TestSubsidyAfterPatchRemoved(t *testing.T) {
	cases := []struct {
		name string
		pos  position // before the dividend
		fam  string
		gain int // cash the dividend adds
	}{
		// CR used Two barrels for the 1S's run (subsidy 1), paid out: the
		// subsidy is paid although Two barrels would forbid it
		{"Two barrels no longer forbids the subsidy", position{mapC4barrel, 253}, "CR", 1},
		// GI owns A squeeze; the 1S ran 60 with subsidy 2, withheld: 3 (60/25
		// rounded up) + 2, without A squeeze's 3
		{"A squeeze adds nothing", position{mapA3sq, 338}, "GI", 5},
		// CR used Two barrels; the 1S ran 70 with subsidy 2, withheld; A
		// squeeze is in nobody's hands (never drawn), like the 1S, so 18xx.games
		// adds its 3: 3 + 2 + 3
		{"an unowned A squeeze adds 3", position{mapB3nobody, 339}, "CR", 8},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := viewOf(t, c.pos.at(t)).corpCash(c.fam)
			after := viewOf(t, c.pos.after(t)).corpCash(c.fam)
			if after-before != c.gain {
				t.Errorf("%s's dividend added %d$N, want %d$N", c.fam, after-before, c.gain)
			}
		})
	}
}

// TestWhatsupMarksTrainUnderPatch: GI bought 2S-0 with Whatsup; CR bought
// it from GI and patched it before GI operated. GI's turn marked 2S-0 as
// operated under the patch, where the next round's reset does not reach,
// so when CR takes the patch off in OR2 (action 186) the train comes back
// operated, and after CR's tile (187) there is no run: the game goes on
// to CR's trains.
func TestWhatsupMarksTrainUnderPatch(t *testing.T) {
	if g := (position{mapE4whats, 186}).after(t); !g18zoo.TrainOperated(g, "2S-0") {
		t.Errorf("2S-0 came back from the patch not operated")
	}
	for _, a := range (position{mapE4whats, 187}).after(t).Legal() {
		if a.Type == "run_routes" {
			t.Errorf("%s may run with only the operated 2S", a.Entity)
		}
	}
}

// TestWheatEndsHoleWait: BB's Hole marked its first area (F2); BB then
// placed Wheat, which ends the wait for the Hole's second area: the game
// is with BB again, not with the Hole.
func TestWheatEndsHoleWait(t *testing.T) {
	cases := []struct {
		name string
		pos  position
		want string
	}{
		{"the Hole waits after its first area", position{mapF3hole, 119}, "HOLE"},
		{"Wheat ends the wait", position{mapF3hole, 120}, "BB"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var v struct {
				Current any `json:"current"`
			}
			if err := json.Unmarshal(c.pos.after(t).Snapshot(), &v); err != nil {
				t.Fatal(err)
			}
			if v.Current != c.want {
				t.Errorf("current is %v, want %s", v.Current, c.want)
			}
		})
	}
}
