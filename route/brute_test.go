package route

import (
	"fmt"
	"math/rand"
	"testing"
)

func bruteBest(t *testing.T, ctx *Context) (int, int) {
	best, walks, _, err := bruteSearch(ctx, 0)
	if err != nil {
		t.Fatal(err)
	}
	return best, walks
}

func bruteBestCapped(t *testing.T, ctx *Context, limit int) (int, bool) {
	best, _, ok, err := bruteSearch(ctx, limit)
	if err != nil {
		t.Fatal(err)
	}
	return best, ok
}

// randomBoard makes a small random board with GI's tokens on it: a grid
// of 4 columns of 4 hexes; random pairs of neighbours are linked and each
// hex gets a stop or plain track reaching its links. With twins, half the
// town hexes with three links or more hold two towns sharing one link
// (e.g. X23–X31).
func randomBoard(r *rand.Rand, twins bool) (*Board, []string) {
	b := newBoard()
	var offs []string
	corp := false
	const cols, rows = 4, 8
	in := func(x, y int) bool { return x >= 0 && x < cols && y >= x%2 && y < rows }
	link := map[[3]int]bool{} // x, y, edge
	for x := 0; x < cols; x++ {
		for y := x % 2; y < rows; y += 2 {
			for e := 0; e < 3; e++ {
				d := flatSteps[e]
				if in(x+d[0], y+d[1]) && r.Intn(100) < 55 {
					link[[3]int{x, y, e}] = true
					link[[3]int{x + d[0], y + d[1], e + 3}] = true
				}
			}
		}
	}
	for x := 0; x < cols; x++ {
		for y := x % 2; y < rows; y += 2 {
			id := fmt.Sprintf("%c%d", 'A'+x, y+1)
			var open []int
			for e := 0; e < 6; e++ {
				if link[[3]int{x, y, e}] {
					open = append(open, e)
				}
			}
			r.Shuffle(len(open), func(i, j int) { open[i], open[j] = open[j], open[i] })
			toNode := func(es []int) []string {
				var ps []string
				for _, e := range es {
					ps = append(ps, fmt.Sprintf("_0-%d", e))
				}
				return ps
			}
			switch v := r.Intn(100); {
			case v < 40 || len(open) < 2:
				var ps []string
				for i := 0; i+1 < len(open); i += 2 {
					ps = append(ps, fmt.Sprintf("%d-%d", open[i], open[i+1]))
				}
				if len(open) >= 3 && r.Intn(2) == 0 {
					ps = append(ps, fmt.Sprintf("%d-%d", open[0], open[2]))
				}
				b.add(id, nil, ps...)
			case v < 65:
				slots := 1 + r.Intn(2)
				var toks []string
				for s := 0; s < slots; s++ {
					switch r.Intn(4) {
					case 0:
						if !corp || r.Intn(3) == 0 {
							toks = append(toks, "GI")
							corp = true
						}
					case 1:
						toks = append(toks, "PB")
					case 2:
						if r.Intn(2) == 0 {
							toks = append(toks, BlockingToken)
						}
					}
				}
				b.add(id, nodes(cityN(10*(1+r.Intn(4)), slots, toks...)), toNode(open)...)
			case v < 85 && twins && len(open) >= 3 && r.Intn(2) == 0:
				// town 0 takes the first link and every other one, town 1
				// the first link and the rest
				var ps []string
				for i, e := range open {
					if i == 0 || i%2 == 1 {
						ps = append(ps, fmt.Sprintf("_0-%d", e))
					}
					if i == 0 || i%2 == 0 {
						ps = append(ps, fmt.Sprintf("_1-%d", e))
					}
				}
				b.add(id, nodes(townN(), townN()), ps...)
			case v < 85:
				b.add(id, nodes(townN()), toNode(open)...)
			default:
				n := redN()
				if r.Intn(3) == 0 {
					n = grayN()
				}
				ps := toNode(open[:1+r.Intn(2)])
				if len(open) >= 4 {
					ps = append(ps, fmt.Sprintf("%d-%d", open[2], open[3]))
				}
				b.add(id, nodes(n), ps...)
				offs = append(offs, id)
			}
		}
	}
	if !corp {
		b.add("E1", nodes(cityN(20, 1, "GI")), "_0-1", "_0-2")
	}
	return b.board(), offs
}

func randomContext(r *rand.Rand) *Context { return randomContextWith(r, false) }

// randomContextWith is randomContext, with twin-town tiles if twins.
func randomContextWith(r *rand.Rand, twins bool) *Context {
	board, offs := randomBoard(r, twins)
	kinds := []string{"2C", "3C", "4C", "2T", "4T", "1C", "3C Long"}
	var ids []string
	local := false
	for n := 1 + r.Intn(3); n > 0; n-- {
		k := kinds[r.Intn(len(kinds))]
		if k == "1C" {
			if local {
				continue // one local train at most
			}
			local = true
		}
		ids = append(ids, fmt.Sprintf("%s-%d", k, n))
	}
	ctx := &Context{Board: board, Corp: "GI", Trains: trains(ids...), Phase: r.Intn(4)}
	if r.Intn(3) == 0 {
		ctx.Rules = append(ctx.Rules, testPass)
	}
	if r.Intn(3) == 0 {
		ctx.Rules = append(ctx.Rules, testExtra)
	}
	if r.Intn(5) == 0 {
		ctx.Rules = append(ctx.Rules, testTownBonus(10), testNoRunSubsidy)
	}
	if r.Intn(4) == 0 {
		ctx.Rules = append(ctx.Rules, testSubsidyBonus(3))
	}
	if r.Intn(4) == 0 {
		ctx.Rules = append(ctx.Rules, testBonusHex(board.Hexes[r.Intn(len(board.Hexes))].ID, 30))
	}
	if len(offs) >= 2 && r.Intn(3) == 0 {
		ctx.Rules = append(ctx.Rules, testTunnel(offs[0], offs[1]))
	}
	return ctx
}

// bestAgrees runs Best on board i and fails t unless it earns want (the
// brute force's figure) and Check accepts its run as it values it.
func bestAgrees(t *testing.T, i int, ctx *Context, want int) Result {
	t.Helper()
	res, _, err := Best(ctx)
	if err != nil {
		t.Fatal(err)
	}
	if res.Revenue != want {
		t.Fatalf("board %d: optimizer %d, brute force %d (trains %v, %d rules)", i, res.Revenue, want, ctx.Trains, len(ctx.Rules))
	}
	got, err := Check(ctx, res.Routes)
	if err != nil || got.Revenue != res.Revenue || got.Subsidy != res.Subsidy {
		t.Fatalf("board %d: optimizer's run does not check: %v (%d/%d vs %d/%d)", i, err, got.Revenue, got.Subsidy, res.Revenue, res.Subsidy)
	}
	return res
}

func TestBestMatchesBruteForce(t *testing.T) {
	r := rand.New(rand.NewSource(1))
	nonzero := 0
	for i := 0; i < 400; i++ {
		ctx := randomContext(r)
		want, _ := bruteBest(t, ctx)
		bestAgrees(t, i, ctx, want)
		if want > 0 {
			nonzero++
		}
	}
	if nonzero < 100 {
		t.Fatalf("only %d of 400 random boards had any run: the generator is too sparse to test anything", nonzero)
	}
}
