package g18zoo

import (
	"ferro/engine"
	"ferro/engine/shares"
)

// Test-only views of state the snapshot does not show, for the rule tests
// in rules_crosscheck_test.go.

// CertHolders names the holder of each certificate of the family sym, by
// certificate number: a player's id, "market" or "treasury".
func CertHolders(eg engine.Game, sym string) []string {
	g := eg.(*Game)
	for f := range g.fams {
		if g.fams[f].Sym != sym {
			continue
		}
		var out []string
		for _, c := range g.fams[f].Shares {
			switch h := c.Owner; h.Kind {
			case shares.Pool:
				out = append(out, "market")
			case shares.Treasury:
				out = append(out, "treasury")
			case shares.Seat:
				out = append(out, g.players[h.Index].ID)
			default:
				out = append(out, "?")
			}
		}
		return out
	}
	return nil
}

// TrainOperated reports whether the train id carries the operated flag.
func TrainOperated(eg engine.Game, id string) bool {
	g := eg.(*Game)
	for _, t := range g.trains {
		if t.ID == id {
			return t.Operated
		}
	}
	return false
}

// StillToOperate lists the families after the operating one in this
// operating round, in the order they will operate.
func StillToOperate(eg engine.Game) []string {
	g := eg.(*Game)
	r := g.round
	if r.Kind != rOperating || r.Index >= len(r.Entities) {
		return nil
	}
	var out []string
	for _, f := range r.Entities[r.Index+1:] {
		out = append(out, g.fams[f].Sym)
	}
	return out
}
