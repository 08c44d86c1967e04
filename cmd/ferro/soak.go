package main

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"sort"
	"strings"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

func init() {
	register("soak", "play many bot games over every title and player count, counting illegal actions and panics", func(args []string) int {
		return soakMain(args, os.Stdout, os.Stderr)
	})
}

const soakUsage = `usage: ferro soak --games N [--seed S] [--titles A,B] [--heuristic-share H] [--mcts-share F] [--mcts-sims N]
Plays N bot games one after another over every registered title (or the
titles --titles names) and player count: game k (seed S+k) is of title
k mod T (the titles in name order) with the player counts of that title in
turn, and each seat's bot is drawn from the game's seed: heuristic with
chance H, else random or random-by-type alike; in a share F of the games
one seat is mcts with a budget of N simulations. Counts, per title and
player count, the games finished, actions refused by the game (illegal:
every bot picks from the legal list), panics, bot errors and games not over
after --max-actions; prints each failure with what reproduces it. The exit
status is 1 when anything failed. Re-running with the same flags plays the
same games.
`

// soakConfig is one title and player count.
type soakConfig struct {
	title   engine.Title
	players int
}

// soakCount is what happened in the games of one configuration.
type soakCount struct {
	games, finished, illegal, panics, botErrors, unfinished, actions int
}

func soakMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("soak", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, soakUsage); fs.PrintDefaults() }
	games := fs.Int("games", 0, "how many games")
	seed := fs.Int64("seed", 1, "seed of the first game")
	heurShare := fs.Float64("heuristic-share", 0.15, "chance that a seat is heuristic")
	mctsShare := fs.Float64("mcts-share", 0.02, "share of the games with one mcts seat")
	mctsSims := fs.Int("mcts-sims", 4, "simulations per decision of the mcts seat")
	maxActions := fs.Int("max-actions", 5000, "count a game not over after this many actions as unfinished")
	only := fs.String("titles", "", "comma-separated titles to play (default: every title)")
	every := fs.Int("progress", 0, "print a progress line to stderr every this many games (0: none)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *games < 1 || *mctsShare < 0 || *mctsShare > 1 || *heurShare < 0 || *heurShare > 1 || *mctsSims < 1 {
		fs.Usage()
		return 2
	}
	names := registry.Names()
	if *only != "" {
		names = strings.Split(*only, ",")
	}
	var titles []engine.Title
	for _, name := range names {
		t, err := registry.Lookup(strings.TrimSpace(name))
		if err != nil {
			fmt.Fprintln(stderr, "ferro soak:", err)
			return 2
		}
		titles = append(titles, t)
	}
	counts := map[soakConfig]*soakCount{}
	kinds := map[string]int{}
	failures := 0
	start := time.Now()
	for k := 0; k < *games; k++ {
		s := *seed + int64(k)
		c := soakConfigOf(titles, k)
		specs := soakBots(s, c.players, *heurShare, *mctsShare, *mctsSims)
		var names []string
		for _, sp := range specs {
			kinds[sp.Kind]++
			names = append(names, sp.String())
		}
		g := playMatchGame(c.title, specs, s, 0, bot.Budget{Sims: *mctsSims}, 1, bot.Tuning{}, *maxActions, false)
		n := counts[c]
		if n == nil {
			n = &soakCount{}
			counts[c] = n
		}
		n.games++
		n.actions += g.actions
		if kind := soakFailure(g.err); kind != "" {
			failures++
			switch kind {
			case "panic":
				n.panics++
			case "illegal":
				n.illegal++
			case "unfinished":
				n.unfinished++
			default:
				n.botErrors++
			}
			fmt.Fprintf(stdout, "FAIL %s: %s, %d players, seed %d, bots %s (ferro match --title %q --bots %s --games 1 --seed %d --budget %d; rotation 0 is the game): %v\n",
				kind, c.title.Name(), c.players, s, strings.Join(names, ","), c.title.Name(), strings.Join(names, ","), s, *mctsSims, g.err)
		} else {
			n.finished++
		}
		if *every > 0 && (k+1)%*every == 0 {
			fmt.Fprintf(stderr, "%d/%d games, %d failures, %.0fs\n", k+1, *games, failures, time.Since(start).Seconds())
		}
	}
	writeSoakTable(stdout, counts, kinds, time.Since(start))
	if failures > 0 {
		return 1
	}
	return 0
}

// soakConfigOf is game k's title and player count: the titles in turn, and
// each title's player counts in turn over its games.
func soakConfigOf(titles []engine.Title, k int) soakConfig {
	t := titles[k%len(titles)]
	lo, hi := t.Players()
	return soakConfig{title: t, players: lo + (k/len(titles))%(hi-lo+1)}
}

// soakBots draws each seat's bot from the game's seed.
func soakBots(seed int64, players int, heurShare, mctsShare float64, mctsSims int) []bot.Spec {
	rng := rand.New(rand.NewPCG(uint64(seed), 0x50a4))
	specs := make([]bot.Spec, players)
	for i := range specs {
		switch {
		case rng.Float64() < heurShare:
			specs[i] = bot.Spec{Kind: "heuristic"}
		case rng.IntN(2) == 0:
			specs[i] = bot.Spec{Kind: "random"}
		default:
			specs[i] = bot.Spec{Kind: "random-by-type"}
		}
	}
	if rng.Float64() < mctsShare {
		specs[rng.IntN(players)] = bot.Spec{Kind: "mcts", Sims: mctsSims}
	}
	return specs
}

// soakFailure names what went wrong in a game ("" for nothing): bot.Play
// reports an action the game refused with ", refused: ", and playMatchGame
// a recovered panic with "panic: " and a game that did not end with "not
// over".
func soakFailure(err error) string {
	switch {
	case err == nil:
		return ""
	case strings.HasPrefix(err.Error(), "panic: "):
		return "panic"
	case strings.Contains(err.Error(), ", refused: "):
		return "illegal"
	case strings.HasPrefix(err.Error(), "not over"):
		return "unfinished"
	}
	return "bot error"
}

// writeSoakTable prints the counts per title and player count, and totals.
func writeSoakTable(w io.Writer, counts map[soakConfig]*soakCount, kinds map[string]int, elapsed time.Duration) {
	keys := make([]soakConfig, 0, len(counts))
	for c := range counts {
		keys = append(keys, c)
	}
	sort.Slice(keys, func(a, b int) bool {
		if keys[a].title.Name() != keys[b].title.Name() {
			return keys[a].title.Name() < keys[b].title.Name()
		}
		return keys[a].players < keys[b].players
	})
	fmt.Fprintf(w, "%-16s %7s %6s %8s %7s %7s %10s %10s %12s\n", "title", "players", "games", "finished", "illegal", "panics", "bot errors", "unfinished", "actions/game")
	var tot soakCount
	for _, c := range keys {
		n := counts[c]
		fmt.Fprintf(w, "%-16s %7d %6d %8d %7d %7d %10d %10d %12.0f\n", c.title.Name(), c.players, n.games, n.finished, n.illegal, n.panics, n.botErrors, n.unfinished, float64(n.actions)/float64(n.games))
		tot.games += n.games
		tot.finished += n.finished
		tot.illegal += n.illegal
		tot.panics += n.panics
		tot.botErrors += n.botErrors
		tot.unfinished += n.unfinished
		tot.actions += n.actions
	}
	fmt.Fprintf(w, "%-16s %7s %6d %8d %7d %7d %10d %10d %12.0f\n", "total", "", tot.games, tot.finished, tot.illegal, tot.panics, tot.botErrors, tot.unfinished, float64(tot.actions)/float64(max(1, tot.games)))
	var ks []string
	for k := range kinds {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	var parts []string
	for _, k := range ks {
		parts = append(parts, fmt.Sprintf("%s %d", k, kinds[k]))
	}
	fmt.Fprintf(w, "seats: %s; %.0fs\n", strings.Join(parts, ", "), elapsed.Seconds())
}
