package bot_test

import (
	"context"
	"sort"
	"testing"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

// A test position: a game, the seat to move, and the test of a strong move.
type testPosition struct {
	title  string
	kind   string
	game   engine.Game
	seat   int
	strong func(g engine.Game, a engine.Action) bool
}

// The position kinds, each with the move a strong player makes and why.
// They are mined from seeded games between heuristic and random-by-type
// bots (the same seeds every run, so the suite is fixed), and judged by
// what the title itself says (its features, its best runs), never by the
// bots' weights:
//   - "pay out in the last round": in a title's last operating round a
//     company's withheld money is worth nothing to anyone, while a payout is
//     cash in the shareholders' hands (and, in 18ZOO, moves the price up):
//     the president pays out.
//   - "lay the track that pays": among a company's tile lays, one that
//     raises its best run the most (1713 Menorca, valued by the game's own
//     optimizer through its CompanyRun, companyRunner below); building
//     elsewhere helps no run this round.
//   - "buy a train before your last one rusts": every train (vehicle) of a
//     company the seat runs goes at the next phase (SeatFeatures.AtRisk),
//     and it may buy one now that will not: it buys. Left with only trains
//     that rust, the company earns nothing once the phase comes and its
//     president pays a forced buy out of pocket, at the new, dearer price.
//   - "do not let a presidency be dumped on you": the seat holds (or is
//     about to buy) enough of a trainless company that its president could
//     sell down and hand it over (SeatFeatures.Dump), with the forced train
//     buy that comes with it. The strong move is one after which it is no
//     longer exposed (selling down when it is; any move but the buy that
//     would expose it when it is not yet): a presidency nobody wants is a
//     debt, not a prize. (Positions where such a buy is a small part of
//     the choices are left out: nearly any move would be right.)
//   - "keep a route's key station": a company may place a station, and one
//     of its station choices carries its runs (the seat's income from its
//     runs rises most after it: 18ZOO's optimizer with all the family's
//     trains, Menorca's best run): it takes that one. A city the run passes
//     through with its slots filled by others blocks the run; the station
//     keeps it open, and a station elsewhere (or none) leaves it to others.
func minePositions(t *testing.T, title string, players, games, want int) []testPosition {
	tt, _ := registry.Lookup(title)
	var out []testPosition
	perKind := map[string]int{}
	for seed := int64(1); seed <= int64(games); seed++ {
		g, _ := tt.New(config(title, players, 100+seed))
		bots := []bot.Bot{bot.NewHeuristic(uint64(seed)), bot.NewRandomByType(uint64(seed)), bot.NewHeuristic(uint64(seed + 7)), bot.NewRandomByType(uint64(seed + 7))}
		for !g.Finished() {
			s := bot.Mover(g)
			acts := bot.Actions(g)
			for _, p := range classify(g, s, acts) {
				if perKind[p.kind] < want {
					perKind[p.kind]++
					p.title = title
					out = append(out, p)
				}
			}
			a, err := bots[s].Act(context.Background(), bot.Position{Game: g, Seat: s}, bot.Budget{})
			if err != nil {
				t.Fatal(err)
			}
			if err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	return out
}

// companyRunner is a title that tells a company's best run now (1713
// Menorca's CompanyRun), by which the test judges its tile lays.
type companyRunner interface {
	CompanyRun(corp string) (revenue int, ok bool)
}

// fromAnother reports whether a takes something from another seat
// (engine.Trader): at a table its seller is asked first, and may refuse,
// so such a move is not one the seat can count on.
func fromAnother(g engine.Game, seat int, a engine.Action) bool {
	t, ok := g.(engine.Trader)
	if !ok {
		return false
	}
	id, ok := t.Counterparty(a)
	return ok && bot.SeatOf(g, id) != seat
}

// classify is every kind of test position the seat's decision in g is.
func classify(g engine.Game, seat int, acts []engine.Action) []testPosition {
	ft := g
	before := ft.Features(seat)
	hasPayout, hasWithhold := false, false
	lays, tokens, buys := 0, 0, 0
	for _, a := range acts {
		switch {
		case a.Type == "dividend" && a.Extras().Kind == "payout":
			hasPayout = true
		case a.Type == "dividend" && a.Extras().Kind == "withhold":
			hasWithhold = true
		case a.Type == "lay_tile":
			lays++
		case a.Type == "place_token" && a.EntityType == "corporation":
			tokens++
		case a.Type == "buy_train" || a.Type == "buy_shares" || a.Type == "sell_shares":
			buys++
		}
	}
	var out []testPosition
	add := func(kind string, strong func(engine.Action) bool) {
		out = append(out, testPosition{kind: kind, game: g.Clone(), seat: seat,
			strong: func(_ engine.Game, a engine.Action) bool { return strong(a) }})
	}
	onlyDividends := true // no power may be used first (18ZOO's Moles lays a tile before the dividend)
	for _, a := range acts {
		onlyDividends = onlyDividends && a.Type == "dividend"
	}
	if hasPayout && hasWithhold && onlyDividends && before.RoundsLeft <= 0.5 {
		add("pay out in the last round", func(a engine.Action) bool { return a.Type == "dividend" && a.Extras().Kind == "payout" })
	}
	// after plays each action of a kind on a copy: the seat's features
	// after it, by action key
	after := func(keep func(engine.Action) bool) map[string]engine.SeatFeatures {
		m := map[string]engine.SeatFeatures{}
		for _, a := range acts {
			if !keep(a) {
				continue
			}
			c := g.Clone()
			if c.Apply(a) != nil {
				continue
			}
			m[bot.Key(a)] = c.Features(seat)
		}
		return m
	}
	if est, ok := g.(companyRunner); ok && lays >= 3 {
		best, gain := 0, false
		runBefore, _ := est.CompanyRun(acts[0].Entity)
		runAfter := map[string]int{}
		for _, a := range acts {
			if a.Type != "lay_tile" {
				continue
			}
			c := g.Clone()
			if c.Apply(a) != nil {
				continue
			}
			v, _ := c.(companyRunner).CompanyRun(a.Entity)
			runAfter[bot.Key(a)] = v
			best = max(best, v)
			gain = gain || v > runBefore
		}
		if gain {
			add("lay the track that pays", func(a engine.Action) bool { return a.Type == "lay_tile" && runAfter[bot.Key(a)] == best })
		}
	}
	if before.AtRisk > 0 && buys > 0 && len(acts) >= 2 {
		fs := after(func(a engine.Action) bool { return a.Type == "buy_train" })
		saves := func(a engine.Action) bool {
			f, ok := fs[bot.Key(a)]
			return a.Type == "buy_train" && ok && f.AtRisk < before.AtRisk && !fromAnother(g, seat, a)
		}
		some, other := false, false
		for _, a := range acts {
			some = some || saves(a)
			other = other || a.Type != "buy_train"
		}
		if some && other {
			add("buy a train before your last one rusts", saves)
		}
	}
	if buys > 0 && len(acts) >= 2 {
		fs := after(func(a engine.Action) bool {
			return (a.Type == "buy_shares" || a.Type == "sell_shares") && a.EntityType == "player"
		})
		if before.Dump > 0 {
			// exposed now: selling down so that it is no longer is the move
			sheds := func(a engine.Action) bool {
				f, ok := fs[bot.Key(a)]
				return ok && a.Type == "sell_shares" && f.Dump < before.Dump
			}
			some := false
			for _, a := range acts {
				some = some || sheds(a)
			}
			if some {
				add("do not let a presidency be dumped on you", sheds)
			}
		} else {
			// not yet exposed: any move but a buy that would expose it,
			// where such buys are a third of the moves or more
			exposes := func(a engine.Action) bool {
				f, ok := fs[bot.Key(a)]
				return ok && f.Dump > before.Dump
			}
			n := 0
			for _, a := range acts {
				if exposes(a) {
					n++
				}
			}
			if n > 0 && 3*n >= len(acts) {
				add("do not let a presidency be dumped on you", func(a engine.Action) bool { return !exposes(a) })
			}
		}
	}
	if tokens >= 1 && len(acts) >= 2 {
		fs := after(func(a engine.Action) bool { return a.Type == "place_token" && a.EntityType == "corporation" })
		best := before.Income
		for _, f := range fs {
			best = max(best, f.Income)
		}
		if best > before.Income+1e-9 {
			add("keep a route's key station", func(a engine.Action) bool {
				f, ok := fs[bot.Key(a)]
				return ok && a.Type == "place_token" && f.Income >= best-1e-9
			})
		}
	}
	return out
}

// TestPositions counts how many test positions each bot gets right (see
// the position kinds above), per title and kind, and overall; the
// heuristic and mcts must get most of them. Run with -v for the table.
func TestPositions(t *testing.T) {
	var all []testPosition
	all = append(all, minePositions(t, "18ZOO - Map A", 4, 8, 8)...)
	all = append(all, minePositions(t, "1713 Menorca", 3, 10, 8)...)
	makers := []struct {
		name string
		make func(seed uint64) bot.Bot
		min  float64
	}{
		{"random", func(s uint64) bot.Bot { return bot.NewRandom(s) }, 0},
		{"random-by-type", func(s uint64) bot.Bot { return bot.NewRandomByType(s) }, 0},
		{"heuristic", func(s uint64) bot.Bot { return bot.NewHeuristic(s) }, heuristicPositionsShare},
		{"mcts@30", func(s uint64) bot.Bot { return bot.NewMCTS(s) }, 0.6},
	}
	type row struct{ title, kind string }
	var rows []row
	seen := map[row]bool{}
	for _, p := range all {
		if r := (row{p.title, p.kind}); !seen[r] {
			seen[r] = true
			rows = append(rows, r)
		}
	}
	sort.Slice(rows, func(a, b int) bool {
		if rows[a].title != rows[b].title {
			return rows[a].title < rows[b].title
		}
		return rows[a].kind < rows[b].kind
	})
	for _, m := range makers {
		right, total := map[row]int{}, map[row]int{}
		sum := 0
		for i, p := range all {
			b := m.make(uint64(i + 1))
			a, err := b.Act(context.Background(), bot.Position{Game: p.game, Seat: p.seat}, bot.Budget{Sims: 30})
			if err != nil {
				t.Fatal(err)
			}
			r := row{p.title, p.kind}
			total[r]++
			if p.strong(p.game, a) {
				right[r]++
				sum++
			}
		}
		for _, r := range rows {
			t.Logf("%-15s %-14s %-42s %2d/%2d", m.name, r.title, r.kind, right[r], total[r])
		}
		t.Logf("%-15s %-14s %-42s %2d/%2d (%.0f%%)", m.name, "all", "", sum, len(all), 100*float64(sum)/float64(max(1, len(all))))
		if len(all) > 0 && float64(sum) < m.min*float64(len(all)) {
			t.Errorf("%s got %d of %d test positions right, want at least %.0f%%", m.name, sum, len(all), 100*m.min)
		}
	}
	if len(all) < 8 {
		t.Fatalf("only %d test positions found", len(all))
	}
}

// heuristicPositionsShare is the share of the test positions the heuristic
// must get right.
const heuristicPositionsShare = 0.8
