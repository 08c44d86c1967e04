package engine

// Rand is the seeded random source of a game. It is the linear congruential
// generator 18xx.games uses (a = 1103515245, c = 12345, m = 2^31), so that a
// record's seed draws the same values in Ferro as on that site.
type Rand struct{ state int64 }

const (
	lcgA = 1103515245
	lcgC = 12345
	lcgM = 1 << 31
)

// NewRand starts a generator at seed mod 2^31.
func NewRand(seed int64) *Rand {
	s := seed % lcgM
	if s < 0 {
		s += lcgM
	}
	return &Rand{state: s}
}

// Next advances the generator and returns its new state, in [0, 2^31).
func (r *Rand) Next() int64 {
	r.state = (lcgA*r.state + lcgC) % lcgM
	return r.state
}

// Intn returns a value in [0, n).
func (r *Rand) Intn(n int) int { return int(r.Next() % int64(n)) }
