package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"runtime/debug"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"ferro/bot"
	"ferro/engine"
)

func init() {
	register("match", "play bots against each other, seat-rotated, and tabulate their strength", func(args []string) int {
		return matchMain(args, os.Stdout, os.Stderr)
	})
}

const matchUsage = `usage: ferro match --title TITLE --players N --bots KIND,KIND,... --games N --seed S [--budget SIMS|DURATION] [--paired KIND] [--out DIR [--resume]]
Plays bots against each other. --bots names one bot per seat (random,
random-by-type, heuristic, mcts; KIND@SIMS fixes that bot's simulations).
Games are seat-rotated: each seed S, S+1, … is played once per rotation, the
first bot sitting in each seat in turn, so every bot meets the same
positions in every seat; --games is rounded up to a multiple of the players.
The table gives, per bot kind (averaged over its copies), its win share
(ties split) with a 95% interval from a bootstrap over seeds, mean rank,
mean score margin over the table's mean, and the games' length. Failures
(an action refused, a bot error or panic) are counted, and make the exit
status 1. --out writes every game as a record ferro replay accepts, as
soon as the game ends; with --resume, the games whose records are already
in that directory are read back instead of played (think times are not in
records), so a stopped match goes on where it stopped, and a match played
in parts (seed ranges in separate processes, one --out) is tallied as one.
--paired BASE plays every game a second time with BASE in the first bot's
seat (the other seats as they are; rotations seated alike are one game) and
compares that seat's results pair by pair: the score's mean difference with
its standard error, the wins, and a sign test of the pairs whose winner
changed.
`

// matchEngineVersion is written into match records.
const matchEngineVersion = "ferro-match"

// matchGame is the outcome of one game.
type matchGame struct {
	seed      int64
	rotation  int
	specAt    []int // spec index at each seat
	scores    []float64
	actions   int
	decisions []int // per seat
	think     []time.Duration
	times     [][]time.Duration
	end       string
	logSum    uint64 // the actions' digest (logSum): the same game move for move
	err       error
	record    *engine.Record
}

func matchMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, matchUsage); fs.PrintDefaults() }
	titleName := fs.String("title", "", "game title, e.g. \"18ZOO - Map A\"")
	players := fs.Int("players", 0, "players per game (default: as many as bots)")
	botList := fs.String("bots", "", "one bot per seat, comma-separated, the candidate first")
	games := fs.Int("games", 0, "how many games (rounded up to a multiple of the players)")
	seed := fs.Int64("seed", 1, "seed of the first game")
	budgetFlag := fs.String("budget", "500", "per decision: a number of simulations (500: 0.1 s of one core for mcts on 18ZOO), or a duration such as 100ms")
	out := fs.String("out", "", "write each game's record to this directory")
	parallel := fs.Int("parallel", 1, "games played at once")
	workers := fs.Int("workers", 1, "trees each mcts bot searches in parallel")
	maxActions := fs.Int("max-actions", 5000, "stop a game that has not ended after this many actions")
	quiet := fs.Bool("quiet", false, "no progress bar")
	pairedFlag := fs.String("paired", "", "also play every game with this bot in the first bot's seat, the others as they are, and compare that seat's results pair by pair (its score, and who won)")
	resume := fs.Bool("resume", false, "with --out: count the games whose records are already there instead of playing them (a match stopped early, or played in parts, tallied as one)")
	var tune bot.Tuning
	fs.IntVar(&tune.Cut, "mcts-cut", 0, "mcts tuning: playout actions before the evaluation (0: the default, -1: none)")
	fs.Float64Var(&tune.C, "mcts-c", 0, "mcts tuning: UCB1 exploration constant (0: the title's, engine.SearchTuner)")
	fs.Float64Var(&tune.Widen, "mcts-widen", 0, "mcts tuning: progressive widening factor (0: the default)")
	fs.BoolVar(&tune.RootOrderOnly, "mcts-root-order", false, "mcts tuning: order only the root's moves by the heuristic")
	fs.IntVar(&tune.OrderAt, "mcts-order-at", 0, "mcts tuning: visits before a node below the root is put in the heuristic's order (0: the default)")
	fs.IntVar(&tune.TypeCap, "mcts-type-cap", 0, "mcts tuning: moves of one type a node below the root values when ordered (0: the default, -1: all)")
	fs.Float64Var(&tune.Separate, "mcts-separate", 0, "mcts tuning: visits ratio the most visited move needs over the heuristic's choice to be played (0: the default, -1: none)")
	fs.BoolVar(&tune.CapOthers, "mcts-cap-others", false, "mcts tuning: --mcts-type-cap only where another seat than the searching one moves")
	fs.Float64Var(&tune.Temp, "mcts-temp", 0, "mcts tuning: reward temperature, a fraction of the mean value (0: the default)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *titleName == "" || *botList == "" || *games < 1 || *parallel < 1 {
		fs.Usage()
		return 2
	}
	title, err := lookupTitle(*titleName)
	if err != nil {
		fmt.Fprintln(stderr, "ferro match:", err)
		return 2
	}
	var specs []bot.Spec
	for _, s := range strings.Split(*botList, ",") {
		sp, err := bot.ParseSpec(s)
		if err != nil {
			fmt.Fprintln(stderr, "ferro match:", err)
			return 2
		}
		specs = append(specs, sp)
	}
	if *players == 0 {
		*players = len(specs)
	}
	var base []bot.Spec // with --paired: the bots of the paired games
	if *pairedFlag != "" {
		sp, err := bot.ParseSpec(*pairedFlag)
		if err != nil {
			fmt.Fprintln(stderr, "ferro match: --paired:", err)
			return 2
		}
		base = pairedSpecs(specs, sp)
	}
	min, max := title.Players()
	if *players < min || *players > max || *players != len(specs) {
		fmt.Fprintf(stderr, "ferro match: %s takes %d to %d players; give one bot per seat (%d players, %d bots)\n", title.Name(), min, max, *players, len(specs))
		return 2
	}
	budget, err := parseBudget(*budgetFlag)
	if err != nil {
		fmt.Fprintln(stderr, "ferro match:", err)
		return 2
	}
	if *resume && *out == "" {
		fmt.Fprintln(stderr, "ferro match: --resume reads the records of --out DIR; give --out")
		return 2
	}
	if *out != "" {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			fmt.Fprintln(stderr, "ferro match:", err)
			return 2
		}
	}
	n := *players
	seeds := (*games + n - 1) / n
	type job struct {
		seed     int64
		rotation int
		paired   bool // a game of base
	}
	jobs := make(chan job)
	results := make([]matchGame, 0, seeds*n)
	pairedGames := map[string]matchGame{} // by seatingKey
	pairedWanted := map[string]bool{}
	for s := 0; s < seeds && base != nil; s++ {
		for r := 0; r < n; r++ {
			pairedWanted[seatingKey(base, *seed+int64(s), r)] = true
		}
	}
	total := seeds*n + len(pairedWanted)
	var mu sync.Mutex
	bar := newProgress(stderr, total)
	if *quiet {
		bar = newProgress(io.Discard, total)
	}
	done := func() int { return len(results) + len(pairedGames) }
	failures := 0
	var writeErr error
	var candidate matchTally
	start := time.Now()
	var wg sync.WaitGroup
	for w := 0; w < *parallel; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for j := range jobs {
				seated, path := specs, matchRecordPath
				if j.paired {
					seated, path = base, pairedRecordPath
				}
				g := playMatchGame(title, seated, j.seed, j.rotation, budget, *workers, tune, *maxActions, *out != "")
				// The record is written as soon as its game ends, so a match
				// stopped early keeps the games it played.
				var err error
				if *out != "" && g.record != nil {
					err = writeRecord(path(*out, g.seed, g.rotation), g.record)
					g.record = nil
				}
				mu.Lock()
				if j.paired {
					pairedGames[seatingKey(base, j.seed, j.rotation)] = g
				} else {
					results = append(results, g)
					candidate.add(g, specs)
				}
				if g.err != nil {
					failures++
				}
				if err != nil && writeErr == nil {
					writeErr = err
				}
				bar.set(done(), fmt.Sprintf("games, %d failures, %s %s, %.0fs", failures, specs[0], candidate, time.Since(start).Seconds()))
				mu.Unlock()
			}
		}()
	}
	resumed := 0
	var resumeErr error
	for s := 0; s < seeds && resumeErr == nil; s++ {
		for r := 0; r < n; r++ {
			if *resume {
				g, ok, err := resumedGame(*out, title.Name(), specs, *seed+int64(s), r)
				if err != nil {
					resumeErr = err
					break
				}
				if ok {
					mu.Lock()
					results = append(results, g)
					resumed++
					candidate.add(g, specs)
					bar.set(done(), fmt.Sprintf("games (%d from records), %d failures, %s %s, %.0fs", resumed, failures, specs[0], candidate, time.Since(start).Seconds()))
					mu.Unlock()
					continue
				}
			}
			jobs <- job{seed: *seed + int64(s), rotation: r}
		}
		for r := 0; r < n && base != nil && resumeErr == nil; r++ {
			key := seatingKey(base, *seed+int64(s), r)
			if !pairedWanted[key] {
				continue // seated like an earlier rotation: one game
			}
			pairedWanted[key] = false
			if *resume {
				g, ok, err := resumedGameAt(pairedRecordPath(*out, *seed+int64(s), r), title.Name(), base, *seed+int64(s), r)
				if err != nil {
					resumeErr = err
					break
				}
				if ok {
					mu.Lock()
					pairedGames[key] = g
					resumed++
					mu.Unlock()
					continue
				}
			}
			jobs <- job{seed: *seed + int64(s), rotation: r, paired: true}
		}
	}
	close(jobs)
	wg.Wait()
	bar.finish()
	sort.Slice(results, func(a, b int) bool {
		if results[a].seed != results[b].seed {
			return results[a].seed < results[b].seed
		}
		return results[a].rotation < results[b].rotation
	})
	for _, g := range results {
		if g.err != nil {
			fmt.Fprintf(stdout, "FAIL seed %d rotation %d: %v\n", g.seed, g.rotation, g.err)
		}
	}
	for _, k := range engine.SortedKeys(pairedGames) {
		if g := pairedGames[k]; g.err != nil {
			fmt.Fprintf(stdout, "FAIL seed %d rotation %d, paired with %s: %v\n", g.seed, g.rotation, base[0], g.err)
		}
	}
	for _, err := range []error{resumeErr, writeErr} {
		if err != nil {
			fmt.Fprintln(stderr, "ferro match:", err)
			return 2
		}
	}
	writeMatchTable(stdout, title.Name(), specs, results, budget, time.Since(start))
	if base != nil {
		writePairing(stdout, specs[0].String(), base[0].String(), pair(base, results, pairedGames))
	}
	if resumed > 0 {
		fmt.Fprintf(stdout, "%d of the games read back from the records in %s (no think times: ms/decision counts the games played)\n", resumed, *out)
	}
	if failures > 0 {
		return 1
	}
	return 0
}

// parseBudget reads a number of simulations or a duration.
func parseBudget(s string) (bot.Budget, error) {
	if n, err := strconv.Atoi(s); err == nil && n > 0 {
		return bot.Budget{Sims: n}, nil
	}
	if d, err := time.ParseDuration(s); err == nil && d > 0 {
		return bot.Budget{Time: d}, nil
	}
	return bot.Budget{}, fmt.Errorf("--budget %q is neither a number of simulations nor a duration", s)
}

// playMatchGame plays seed in rotation r: spec i sits at seat (i+r) mod n.
// Bots draw from the seed and their seat alone, so a game replays the same.
func playMatchGame(title engine.Title, specs []bot.Spec, seed int64, r int, budget bot.Budget, workers int, tune bot.Tuning, maxActions int, record bool) (g matchGame) {
	n := len(specs)
	g = matchGame{seed: seed, rotation: r, specAt: make([]int, n)}
	cfg := engine.Config{Title: title.Name(), Seed: seed}
	bots := make([]bot.Bot, n)
	for seat := 0; seat < n; seat++ {
		cfg.Players = append(cfg.Players, engine.Player{ID: strconv.Itoa(seat + 1), Name: fmt.Sprintf("Player %d", seat+1)})
		i := specAtSeat(seat, r, n)
		g.specAt[seat] = i
		bots[seat] = specs[i].NewTuned(rand.New(rand.NewPCG(uint64(seed), uint64(seat))).Uint64(), workers, tune)
	}
	defer func() {
		if p := recover(); p != nil {
			g.err = fmt.Errorf("panic: %v\n%s", p, debug.Stack())
		}
	}()
	p, err := bot.Play(context.Background(), title, cfg, bots, budget, maxActions)
	if p != nil {
		g.actions = len(p.Log)
		g.decisions, g.think, g.times = p.Decisions, p.Think, p.Times
		g.logSum = logSum(p.Log)
		if record {
			g.record = engine.NewRecord(cfg, p.Log, p.Game, matchEngineVersion)
		}
	}
	switch {
	case err != nil:
		g.err = err
	case !p.Game.Finished():
		g.err = fmt.Errorf("not over after %d actions", len(p.Log))
	default:
		g.scores = bot.Scores(p.Game)
		g.end = p.Game.EndReason()
	}
	return g
}

// matchRow is one bot kind's figures: per seat-game, summed.
type matchRow struct {
	name                 string
	copies               int
	seatGames            float64
	wins, ranks, margins float64
	think                time.Duration
	decisions            int
	times                []time.Duration
}

func writeMatchTable(w io.Writer, titleName string, specs []bot.Spec, results []matchGame, budget bot.Budget, elapsed time.Duration) {
	var names []string
	rowOf := map[string]int{}
	for _, s := range specs {
		if _, ok := rowOf[s.String()]; !ok {
			rowOf[s.String()] = len(names)
			names = append(names, s.String())
		}
	}
	rows := make([]matchRow, len(names))
	for i := range rows {
		rows[i].name = names[i]
	}
	for _, s := range specs {
		rows[rowOf[s.String()]].copies++
	}
	// per seed: wins and seat-games of each row, for the bootstrap
	seedWins := map[int64][]float64{}
	seedCount := map[int64][]float64{}
	var order []int64
	games, actions, decisions := 0, 0, 0
	ends := map[string]int{}
	seatWins := make([]float64, len(specs)) // by seat, whoever sat there: the title's (and the bots') seat bias
	for _, g := range results {
		if g.scores == nil {
			continue
		}
		games++
		ends[g.end]++
		actions += g.actions
		for _, d := range g.decisions {
			decisions += d
		}
		if _, ok := seedWins[g.seed]; !ok {
			seedWins[g.seed] = make([]float64, len(rows))
			seedCount[g.seed] = make([]float64, len(rows))
			order = append(order, g.seed)
		}
		win, rank, margin := outcome(g.scores)
		for seat := range seatWins {
			seatWins[seat] += win[seat]
		}
		for seat, i := range g.specAt {
			k := rowOf[specs[i].String()]
			rows[k].seatGames++
			rows[k].wins += win[seat]
			rows[k].ranks += rank[seat]
			rows[k].margins += margin[seat]
			rows[k].think += g.think[seat]
			rows[k].decisions += g.decisions[seat]
			rows[k].times = append(rows[k].times, g.times[seat]...)
			seedWins[g.seed][k] += win[seat]
			seedCount[g.seed][k]++
		}
	}
	budgetText := fmt.Sprintf("%d simulations", budget.Sims)
	if budget.Time > 0 {
		budgetText = budget.Time.String()
	}
	for _, s := range specs {
		if s.Sims > 0 {
			budgetText += " (KIND@SIMS: SIMS)"
			break
		}
	}
	fmt.Fprintf(w, "%s, %d players, %d games (%d seeds × %d rotations), budget %s per decision\n",
		titleName, len(specs), games, len(order), len(specs), budgetText)
	fmt.Fprintf(w, "%-18s %6s %10s %17s %9s %9s %12s %17s\n", "bot", "copies", "win share", "95% CI", "mean rank", "margin", "ms/decision", "p50/p95 ms")
	rng := rand.New(rand.NewPCG(1, 1))
	for k, r := range rows {
		if r.seatGames == 0 {
			continue
		}
		lo, hi := bootstrap(order, seedWins, seedCount, k, rng)
		// over the decisions timed (a game read back from its record, see
		// --resume, has none)
		msPer := 0.0
		if len(r.times) > 0 {
			msPer = float64(r.think.Microseconds()) / 1000 / float64(len(r.times))
		}
		p50, p95 := percentile(r.times, 50), percentile(r.times, 95)
		fmt.Fprintf(w, "%-18s %6d %9.1f%% %7.1f%% – %5.1f%% %9.2f %+9.2f %12.2f %8.1f/%-8.1f\n", r.name, r.copies,
			100*r.wins/r.seatGames, 100*lo, 100*hi, r.ranks/r.seatGames, r.margins/r.seatGames, msPer, p50, p95)
	}
	if games > 0 {
		fmt.Fprintf(w, "fair share %.1f%%; game length: %.0f actions, %.0f decisions per seat; %.1fs\n",
			100/float64(len(specs)), float64(actions)/float64(games), float64(decisions)/float64(games*len(specs)), elapsed.Seconds())
		var bySeat []string
		for seat, v := range seatWins {
			bySeat = append(bySeat, fmt.Sprintf("%d %.1f%%", seat+1, 100*v/float64(games)))
		}
		fmt.Fprintf(w, "wins by seat, whoever sat there: %s\n", strings.Join(bySeat, " · "))
	}
	var parts []string
	for _, e := range engine.SortedKeys(ends) {
		parts = append(parts, fmt.Sprintf("%s %d", e, ends[e]))
	}
	fmt.Fprintf(w, "ends: %s; failures: %d\n", strings.Join(parts, ", "), len(results)-games)
}

// percentile is the p-th percentile of ts in milliseconds (0 for none).
func percentile(ts []time.Duration, p int) float64 {
	if len(ts) == 0 {
		return 0
	}
	s := slices.Clone(ts)
	slices.Sort(s)
	return float64(s[min(len(s)-1, len(s)*p/100)].Microseconds()) / 1000
}

// outcome is each seat's win share (ties split), rank (1 best, ties
// averaged) and margin over the table's mean score.
func outcome(scores []float64) (win, rank, margin []float64) {
	n := len(scores)
	win, rank, margin = make([]float64, n), make([]float64, n), make([]float64, n)
	best, mean := scores[0], 0.0
	for _, s := range scores {
		best = max(best, s)
		mean += s / float64(n)
	}
	top := 0
	for _, s := range scores {
		if s == best {
			top++
		}
	}
	for i, s := range scores {
		if s == best {
			win[i] = 1 / float64(top)
		}
		above, tied := 0, 0
		for j, o := range scores {
			if o > s {
				above++
			} else if o == s && j != i {
				tied++
			}
		}
		rank[i] = 1 + float64(above) + float64(tied)/2
		margin[i] = s - mean
	}
	return win, rank, margin
}

// bootstrap is the 95% interval of row k's win share, resampling seeds
// (each seed's rotations stay together).
func bootstrap(seeds []int64, wins, count map[int64][]float64, k int, rng *rand.Rand) (lo, hi float64) {
	const rounds = 2000
	if len(seeds) == 0 {
		return 0, 0
	}
	shares := make([]float64, 0, rounds)
	for b := 0; b < rounds; b++ {
		w, c := 0.0, 0.0
		for range seeds {
			s := seeds[rng.IntN(len(seeds))]
			w += wins[s][k]
			c += count[s][k]
		}
		if c > 0 {
			shares = append(shares, w/c)
		}
	}
	sort.Float64s(shares)
	return shares[len(shares)*25/1000], shares[len(shares)*975/1000-1]
}
