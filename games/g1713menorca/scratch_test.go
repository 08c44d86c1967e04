package g1713menorca

import (
	"fmt"
	"testing"

	"ferro/engine"
)

// The legal list tries its candidates one after another on one scratch
// state, copying again only what an action wrote (copyInto): at every
// position of random games each candidate gets the verdict it gets on a
// fresh copy of the state.
func TestScratchReuseGivesFreshVerdicts(t *testing.T) {
	tried := 0
	for seed := int64(1); seed <= 8; seed++ {
		randomGame(t, 2+int(seed%2), seed, func(g *Game) error {
			s := g.st
			var cands []engine.Action
			switch s.Round {
			case roundAuction:
				cands = s.auctionCandidates()
			case roundStock:
				cands = s.stockCandidates()
			case roundOp:
				cands = s.opCandidates()
			}
			scratch := getScratch()
			defer putScratch(scratch)
			for _, a := range cands {
				reused := s.tryOn(scratch, a)
				fresh := s.tryOn(&state{}, a)
				if (reused == nil) != (fresh == nil) {
					return fmt.Errorf("%s %+v: on the reused scratch %v, on a fresh copy %v", a.Type, a, reused, fresh)
				}
				tried++
			}
			return nil
		})
	}
	if tried == 0 {
		t.Fatal("no candidate tried")
	}
}
