package g18zoo

import (
	"slices"
	"strconv"
	"strings"

	"ferro/engine"
	"ferro/engine/market"
	"ferro/engine/shares"
)

// families are the families in play, by index: what a rule over all of
// them reads (a player's certificates, the share ids, the operating order).
type families []Family

// certCount counts a player's certificates that count against the limit.
func (fs families) certCount(p int) int {
	n, h := 0, shares.Player(p)
	for i := range fs {
		n += fs[i].Shares.CountOf(h)
	}
	return n
}

// parseShare is the family and certificate a share id names (-1, -1: none).
func (fs families) parseShare(id string) (int, int) {
	for f := range fs {
		if rest, ok := strings.CutPrefix(id, fs[f].Sym); ok && len(rest) > 1 && rest[0] == '_' {
			if n, err := strconv.Atoi(rest[1:]); err == nil && n >= 0 && n < len(shareCerts) {
				return f, n
			}
		}
	}
	return -1, -1
}

// namedCerts turns share ids of family f into certificate indices.
func (fs families) namedCerts(f int, ids []string) []int {
	var out []int
	for _, id := range ids {
		if sf, i := fs.parseShare(id); sf == f {
			out = append(out, i)
		}
	}
	return out
}

// soldFamily is the family whose shares a sell_shares action names (by
// its first share), for the stock round's sale and the emergency sale.
func (fs families) soldFamily(a engine.Action) (int, error) {
	if len(a.Shares) == 0 {
		return -1, engine.Illegal("sell shares", "no shares named")
	}
	f, _ := fs.parseShare(a.Shares[0])
	if f < 0 {
		return -1, engine.Illegal("sell shares", "no share %q", a.Shares[0])
	}
	return f, nil
}

// checkBundle: the certificates named for a sale are player p's (named
// who), of family f, and add up to the percentage sold (the president's
// certificate may be sold in part: 20% of its 40%).
func (fs families) checkBundle(p, f int, who string, ids []string, percent int) error {
	sum, pres := 0, false
	for _, id := range ids {
		sf, i := fs.parseShare(id)
		if sf != f || !fs[f].Shares[i].Owner.IsPlayer(p) {
			return engine.Illegal("sell shares", "%s does not hold %s", who, id)
		}
		sum += fs[f].Shares[i].Pct
		pres = pres || i == 0
	}
	if sum == percent || pres && sum-percent == 20 && percent >= 20 {
		return nil
	}
	return engine.Illegal("sell shares", "the certificates %v make %d%%, not %d%%", ids, sum, percent)
}

// operatingOrder: floated families by price, highest first; then the
// rightmost column, the upper row, and who reached the cell first
// (market.Compare).
func (fs families) operatingOrder() []int {
	var out []int
	for i, f := range fs {
		if f.Floated && !f.Closed {
			out = append(out, i)
		}
	}
	slices.SortStableFunc(out, func(a, b int) int {
		fa, fb := &fs[a], &fs[b]
		if c := market.Compare(standing(fa), standing(fb)); c != 0 {
			return c
		}
		return strings.Compare(fa.Name, fb.Name)
	})
	return out
}
