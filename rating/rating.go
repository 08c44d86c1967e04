// Package rating rates players of many-player games with uncertainty:
// the Plackett–Luce model of Weng and Lin's Bayesian approximation
// ("A Bayesian Approximation Method for Online Ranking", R. C. Weng and
// C.-J. Lin, Journal of Machine Learning Research 12 (2011) 267–300,
// Algorithm 4), as the OpenSkill libraries implement it. A rating is a
// belief about a player's skill: a normal distribution of mean Mu and
// standard deviation Sigma. One game's ranking moves every player's mean
// and narrows every player's deviation at once, without splitting an
// N-player game into N·(N−1)/2 two-player results. The formulas are in
// docs/ratings.md.
package rating

import (
	"errors"
	"math"
)

// Rating is a belief about one player's skill.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// Ordinal is the conservative skill shown and ranked by: Mu − 3·Sigma, a
// value the player's skill exceeds with about 99.9% belief.
func (r Rating) Ordinal() float64 { return r.Mu - 3*r.Sigma }

// Model holds the system's constants.
type Model struct {
	Mu    float64 // a new player's mean (25)
	Sigma float64 // a new player's deviation (25/3)
	Beta  float64 // the spread of one game's performance around the skill (Sigma/2)
	Kappa float64 // the smallest factor a variance may shrink by in one game (0.0001)
}

// Default is the model with Weng and Lin's (and OpenSkill's) constants.
var Default = Model{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Kappa: 0.0001}

// New is a new player's rating.
func (m Model) New() Rating { return Rating{Mu: m.Mu, Sigma: m.Sigma} }

// ErrTooFew is returned for a game of fewer than two players.
var ErrTooFew = errors.New("rating: a rated game needs at least two players")

// Rate returns the players' ratings after one game. ranks[i] is player
// i's place (lower is better; equal places are ties), ratings[i] their
// rating before. Every player is a team of one, as in a game of 18xx.
func (m Model) Rate(ratings []Rating, ranks []int) ([]Rating, error) {
	teams := make([][]Rating, len(ratings))
	for i, r := range ratings {
		teams[i] = []Rating{r}
	}
	out, err := m.RateTeams(teams, ranks)
	if err != nil {
		return nil, err
	}
	flat := make([]Rating, len(out))
	for i, t := range out {
		flat[i] = t[0]
	}
	return flat, nil
}

// RateTeams is Rate for teams: a team's skill is the sum of its members'
// (means and variances add), and each member moves by their share of the
// team's variance (Weng and Lin, section 3.5).
func (m Model) RateTeams(teams [][]Rating, ranks []int) ([][]Rating, error) {
	k := len(teams)
	if k < 2 {
		return nil, ErrTooFew
	}
	if len(ranks) != k {
		return nil, errors.New("rating: one rank per team")
	}
	mu := make([]float64, k) // μᵢ = Σ_j μᵢⱼ
	s2 := make([]float64, k) // σᵢ² = Σ_j σᵢⱼ²
	for i, t := range teams {
		if len(t) == 0 {
			return nil, errors.New("rating: a team without players")
		}
		for _, r := range t {
			mu[i] += r.Mu
			s2[i] += r.Sigma * r.Sigma
		}
	}
	beta2 := m.Beta * m.Beta
	// c² = Σᵢ (σᵢ² + β²)
	c2 := 0.0
	for i := range teams {
		c2 += s2[i] + beta2
	}
	c := math.Sqrt(c2)
	// eᵢ = exp(μᵢ/c); A_q = |{i : r(i) = r(q)}|; S_q = Σ_{s : r(s) ≥ r(q)} e_s
	e := make([]float64, k)
	for i := range teams {
		e[i] = math.Exp(mu[i] / c)
	}
	a := make([]float64, k)
	sum := make([]float64, k)
	for q := range teams {
		for s := range teams {
			if ranks[s] == ranks[q] {
				a[q]++
			}
			if ranks[s] >= ranks[q] {
				sum[q] += e[s]
			}
		}
	}
	out := make([][]Rating, k)
	for i, t := range teams {
		omega, delta := 0.0, 0.0
		for q := range teams {
			if ranks[q] > ranks[i] {
				continue
			}
			p := e[i] / sum[q] // p_{i,q}
			if q == i {
				omega += (1 - p) / a[q]
			} else {
				omega -= p / a[q]
			}
			delta += p * (1 - p) / a[q]
		}
		gamma := math.Sqrt(s2[i]) / c
		omega *= s2[i] / c          // Ωᵢ
		delta *= gamma * s2[i] / c2 // δᵢ
		out[i] = make([]Rating, len(t))
		for j, r := range t {
			share := r.Sigma * r.Sigma / s2[i]
			out[i][j] = Rating{Mu: r.Mu + share*omega, Sigma: r.Sigma * math.Sqrt(math.Max(1-share*delta, m.Kappa))}
		}
	}
	return out, nil
}

// Ranks turns final scores (higher is better) into places: 0 for the best,
// equal scores sharing a place.
func Ranks(scores []float64) []int {
	out := make([]int, len(scores))
	for i, s := range scores {
		for _, t := range scores {
			if t > s {
				out[i]++
			}
		}
	}
	return out
}
