package rating

import (
	"math"
	"math/rand/v2"
	"testing"
)

func near(t *testing.T, what string, got, want float64) {
	t.Helper()
	if math.Abs(got-want) > 1e-9 {
		t.Errorf("%s = %.15f, want %.15f", what, got, want)
	}
}

// The two-player example of the OpenSkill documentation: two new players,
// the first wins. By hand (docs/ratings.md): c² = 2(σ² + β²) = 173.6111,
// p = ½ for both, Ω = ±σ²/c · ½ = ±2.635231, δ = (σ/c)(σ²/c²)·¼ = 0.0632456.
func TestTwoPlayersPublished(t *testing.T) {
	out, err := Default.Rate([]Rating{Default.New(), Default.New()}, []int{0, 1})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "winner mu", out[0].Mu, 27.635231383473648)
	near(t, "winner sigma", out[0].Sigma, 8.065506316323548)
	near(t, "loser mu", out[1].Mu, 22.364768616526352)
	near(t, "loser sigma", out[1].Sigma, 8.065506316323548)
}

// The team example of the OpenSkill documentation (version 3, before it
// added the dynamics factor τ): a1 (25, 8.333) and a2 (32.444, 5.123)
// beat b1 (43.381, 2.421) and b2 (25.188, 6.211).
func TestTeamsPublished(t *testing.T) {
	a := []Rating{Default.New(), {32.444, 5.123}}
	b := []Rating{{43.381, 2.421}, {25.188, 6.211}}
	out, err := Default.RateTeams([][]Rating{a, b}, []int{0, 1})
	if err != nil {
		t.Fatal(err)
	}
	want := [][]Rating{
		{{28.669648436582808, 8.071520788025197}, {33.83086971107981, 5.062772998705765}},
		{{43.071274808241974, 2.4166900452721256}, {23.149503312339064, 6.1378606973362135}},
	}
	for i := range want {
		for j := range want[i] {
			near(t, "mu", out[i][j].Mu, want[i][j].Mu)
			near(t, "sigma", out[i][j].Sigma, want[i][j].Sigma)
		}
	}
}

// Three new players finish 1st, 2nd, 3rd, worked by hand from Algorithm 4
// (docs/ratings.md): c = √(3(σ²+β²)) = 16.137431, every eᵢ equal, so
// S = 3e, 2e, e; Ω = σ²/c · (⅔, −⅓+½, −⅓−½); δ = (σ/c)(σ²/c²)(2/9, 2/9+¼, 2/9+¼).
func TestThreePlayersByHand(t *testing.T) {
	n := Default.New()
	out, err := Default.Rate([]Rating{n, n, n}, []int{0, 1, 2})
	if err != nil {
		t.Fatal(err)
	}
	near(t, "1st mu", out[0].Mu, 27.868876552746237)
	near(t, "2nd mu", out[1].Mu, 25.717219138186557)
	near(t, "3rd mu", out[2].Mu, 21.413904309067206)
	near(t, "1st sigma", out[0].Sigma, 8.204837030780652)
	near(t, "2nd sigma", out[1].Sigma, 8.057829747583876)
	near(t, "3rd sigma", out[2].Sigma, 8.057829747583876)
	// Two share first place: A = 2 for both, Ω = σ²/c·((1−⅓)/2 − ⅓/2) = σ²/c·⅙.
	out, _ = Default.Rate([]Rating{n, n, n}, []int{0, 0, 1})
	near(t, "tied 1st mu", out[0].Mu, 25.717219138186557)
	near(t, "tied 1st mu (other)", out[1].Mu, 25.717219138186557)
	near(t, "last mu", out[2].Mu, 23.56556172362688)
}

func TestTooFew(t *testing.T) {
	if _, err := Default.Rate([]Rating{Default.New()}, []int{0}); err != ErrTooFew {
		t.Fatalf("one player: %v, want ErrTooFew", err)
	}
}

func TestRanks(t *testing.T) {
	got := Ranks([]float64{10, 30, 10, 20})
	want := []int{2, 0, 2, 1}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("Ranks = %v, want %v", got, want)
		}
	}
}

// Over random games of 2 to 5 players with random ratings and results:
// the sole winner's mean rises, the sole loser's falls, no deviation
// grows, and Σ Δμᵢ/σᵢ² = 0 (for each q, Σ_{i∈C_q} (δ_{qi} − p_{i,q}) = 0):
// with equal deviations, the means' sum is kept.
func TestRandomResults(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for game := 0; game < 5000; game++ {
		k := 2 + r.IntN(4)
		before := make([]Rating, k)
		ranks := make([]int, k)
		for i := range before {
			before[i] = Rating{Mu: 5 + 40*r.Float64(), Sigma: 0.5 + 8*r.Float64()}
			ranks[i] = r.IntN(k)
		}
		after, err := Default.Rate(before, ranks)
		if err != nil {
			t.Fatal(err)
		}
		best, worst := 0, 0
		for i := range ranks {
			if ranks[i] < ranks[best] {
				best = i
			}
			if ranks[i] > ranks[worst] {
				worst = i
			}
		}
		count := func(rank int) (n int) {
			for _, x := range ranks {
				if x == rank {
					n++
				}
			}
			return n
		}
		if count(ranks[best]) == 1 && after[best].Mu <= before[best].Mu {
			t.Fatalf("game %d: winner's mean %v → %v (ranks %v)", game, before[best].Mu, after[best].Mu, ranks)
		}
		if count(ranks[worst]) == 1 && after[worst].Mu >= before[worst].Mu {
			t.Fatalf("game %d: loser's mean %v → %v (ranks %v)", game, before[worst].Mu, after[worst].Mu, ranks)
		}
		weighted := 0.0
		for i := range before {
			if after[i].Sigma > before[i].Sigma {
				t.Fatalf("game %d: deviation grew %v → %v", game, before[i].Sigma, after[i].Sigma)
			}
			weighted += (after[i].Mu - before[i].Mu) / (before[i].Sigma * before[i].Sigma)
		}
		if math.Abs(weighted) > 1e-9 {
			t.Fatalf("game %d: Σ Δμ/σ² = %v, want 0", game, weighted)
		}
	}
	// Equal deviations: the sum of the means is kept.
	for game := 0; game < 1000; game++ {
		k := 2 + r.IntN(4)
		before := make([]Rating, k)
		ranks := make([]int, k)
		sum := 0.0
		for i := range before {
			before[i] = Rating{Mu: 5 + 40*r.Float64(), Sigma: 3}
			ranks[i] = r.IntN(k)
			sum -= before[i].Mu
		}
		after, _ := Default.Rate(before, ranks)
		for _, a := range after {
			sum += a.Mu
		}
		if math.Abs(sum) > 1e-9 {
			t.Fatalf("game %d: means' sum moved by %v", game, sum)
		}
	}
}
