package g1713menorca

import (
	"crypto/sha256"
	"encoding/json"
	"os"
	"testing"
)

// TestLegalDigest prints one hash of Legal() at every position of 200
// seeded random games for 2 and for 3 players: the A/B check of a change
// that must not change what the legal list lists (run it before and after,
// with FERRO_LEGAL_DIGEST=1 and -v; the hashes must be equal).
func TestLegalDigest(t *testing.T) {
	if os.Getenv("FERRO_LEGAL_DIGEST") == "" {
		t.Skip("set FERRO_LEGAL_DIGEST=1 to print the legal-list digest (an A/B tool, slow)")
	}
	for _, players := range []int{2, 3} {
		h := sha256.New()
		positions := 0
		for seed := int64(1); seed <= 200; seed++ {
			randomGame(t, players, seed, func(g *Game) error {
				b, err := json.Marshal(g.Legal())
				if err != nil {
					return err
				}
				h.Write(b)
				positions++
				return nil
			})
		}
		t.Logf("%d players: %d positions, legal digest %x", players, positions, h.Sum(nil))
	}
}
