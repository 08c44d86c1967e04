package g1713menorca

import (
	"encoding/json"
	"slices"

	"ferro/engine/shares"
)

// Holdings: who owns which certificate (an engine/shares ledger), limits
// and directors.

func (k cert) Holding() shares.Holder { return k.Owner }
func (k cert) Percent() int           { return k.Pct }

// treasury is the holder of the company's own supply.
func (c *corp) treasury() shares.Holder { return shares.Corp(c.Def) }

// certJSON is a certificate as the snapshot shows it: where it lies
// ("player", "treasury" or "market") and the seat (-1 unless a player's).
type certJSON struct {
	ID     string `json:"id"`
	Pct    int    `json:"pct"`
	Trust  bool   `json:"trust,omitempty"`
	Marked bool   `json:"marked,omitempty"`
	Issued bool   `json:"issued,omitempty"`
	Where  string `json:"where"`
	Player int    `json:"player"`
}

func (k cert) MarshalJSON() ([]byte, error) {
	j := certJSON{ID: k.ID, Pct: k.Pct, Trust: k.Trust, Marked: k.Marked, Issued: k.Issued,
		Where: certPlaces[k.Owner.Kind], Player: -1}
	if seat, ok := k.Owner.SeatOf(); ok {
		j.Player = seat
	}
	return json.Marshal(j)
}

// certPlaces are the places of certJSON by the kind of the holder.
var certPlaces = map[shares.Kind]string{shares.Seat: "player", shares.Treasury: "treasury", shares.Pool: "market"}

// pctOf is the percentage of a company a seat holds.
func pctOf(c *corp, seat int) int { return c.Certs.PercentOf(shares.Player(seat)) }

// inMarketCount is the number of the company's certificates in the Open Market.
func inMarketCount(c *corp) int { return c.Certs.CountOf(shares.InPool) }

// certCount is the number of certificates a seat holds that count against
// the certificate limit: those of companies in the orange zone do not.
func (s *state) certCount(seat int) int {
	n := 0
	for i := range s.Corps {
		c := &s.Corps[i]
		if !c.InGame || (c.Floated && c.cell().Orange) {
			continue
		}
		n += c.Certs.CountOf(shares.Player(seat))
	}
	return n
}

func (s *state) certLimit() int { return certLimit[len(s.Players)] }

// ruleCertificateLimit: buying one more certificate of c must keep the
// seat within the limit, unless c is in the orange zone.
func (s *state) ruleCertificateLimit(c *corp, seat int) error {
	if c.Floated && c.cell().Orange {
		return nil
	}
	if s.certCount(seat)+1 > s.certLimit() {
		return illegal("certificate limit", "%s already holds %d certificates (limit %d)", s.Players[seat].ID, s.certCount(seat), s.certLimit())
	}
	return nil
}

// ruleSixtyPercent: no player holds more than 60% of a company, except
// in the yellow zone.
func (s *state) ruleSixtyPercent(c *corp, seat, extra int) error {
	if c.Floated && c.cell().Yellow {
		return nil
	}
	if pctOf(c, seat)+extra > holdLimitPct {
		return illegal("60% holding limit", "%s would hold %d%% of %s", s.Players[seat].ID, pctOf(c, seat)+extra, c.Sym)
	}
	return nil
}

// ruleOpenMarketLimit: at most five certificates of a company in the Open Market.
func ruleOpenMarketLimit(c *corp, adding int) error {
	if inMarketCount(c)+adding > marketMax {
		return illegal("open market limit", "%s would have %d certificates in the Open Market (at most %d)", c.Sym, inMarketCount(c)+adding, marketMax)
	}
	return nil
}

// directorship: the largest holder directs a small company or RADM, any
// holding will do; the director keeps a tie, otherwise the first seat.
var directorship = shares.Presidency{MinPercent: 0}

// updateDirector sets who runs a company: the Trust Family certificate's
// holder for RNC, RCC and CCM; the largest holder for the small companies
// and RADM (directorship over the first seats seats; nobody when no
// player holds any).
func (c *corp) updateDirector(seats int) {
	if c.def().Kind == maritime { // the Trust Family certificate is the first
		c.Director = -1
		if seat, ok := c.Certs.President().SeatOf(); ok {
			c.Director = seat
		}
		return
	}
	var buf [8]int // a few seats
	c.Director = directorship.Leader(c.Certs.SeatPercents(buf[:seats]), c.Director, nil)
}

func (c *corp) cert(id string) *cert {
	return ptrAt(c.Certs, slices.IndexFunc(c.Certs, func(k cert) bool { return k.ID == id }))
}

// certOwnerCorp finds the company a certificate id belongs to.
func (s *state) certOwnerCorp(id string) (*corp, *cert) {
	for i := range s.Corps {
		if k := s.Corps[i].cert(id); k != nil {
			return &s.Corps[i], k
		}
	}
	return nil, nil
}
