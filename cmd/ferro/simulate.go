package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime/pprof"
	"strings"
	"time"

	"ferro/engine"
	"ferro/internal/playcheck"
)

func init() {
	register("simulate", "play seeded random games through the legal-action list, checking invariants", func(args []string) int {
		return simulateMain(args, os.Stdout, os.Stderr)
	})
}

const simulateUsage = `usage: ferro simulate --title TITLE --players N --games N --seed S [--out DIR] [flags]
Plays seeded random games, choosing uniformly among the legal actions, and
checks the invariants after every action (the game's audit, clones, and a
replay of the log). Game i (from 0) has seed S+i, which alone fixes both
the game and the random choices: --seed S+i --games 1 plays it again. A progress bar goes to stderr; each broken invariant gets a FAIL
line, and the last line gives the games, games per second, end reasons and
"invariant failures: K". The exit status is 1 if any invariant broke.
--names varied (the default) names the players of game i in testkit name
style S+i (repeated names, names differing in case, unicode, a player named
after another's id, ticket-like names); plain names them "Player 1"…, unique
uses only the styles whose names are distinct, case aside (for records meant
for 18xx.games, which keys ZOOTickets by name; names that look like ids,
"#2", are exported in 18xx.games' own names too).
`

// simEngineVersion is written into simulated records.
const simEngineVersion = "ferro-simulate"

func simulateMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, simulateUsage); fs.PrintDefaults() }
	titleName := fs.String("title", "", "game title, e.g. \"18ZOO - Map A\"")
	players := fs.Int("players", 0, "players per game (default: the title's minimum)")
	games := fs.Int("games", 1, "how many games")
	seed := fs.Int64("seed", 1, "seed of the first game")
	out := fs.String("out", "", "write each game's record to this directory")
	rules := fs.String("rules", "", "optional rules, comma-separated")
	maxActions := fs.Int("max-actions", 5000, "fail a game that has not ended after this many actions")
	replayEvery := fs.Int("replay-every", 50, "also compare with a replay of the log every N actions (0: at the end only; -1: never)")
	undo := fs.Int("undo", 0, "percent of actions followed by an undo (and half of those by a redo), checked against the states before and after")
	quiet := fs.Bool("quiet", false, "no progress bar")
	cpuprofile := fs.String("cpuprofile", "", "write a CPU profile of the run to this file (for go tool pprof)")
	names := fs.String("names", "varied", "player names: varied, unique or plain")
	everyLegal := fs.Int("every-legal", 0, "also apply every listed action (on a clone) every N actions (0: never)")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	if fs.NArg() > 0 || *titleName == "" || *games < 1 || *maxActions < 1 || *undo < 0 || *undo > 100 || *everyLegal < 0 ||
		*names != "varied" && *names != "unique" && *names != "plain" {
		fs.Usage()
		return 2
	}
	title, err := lookupTitle(*titleName)
	if err != nil {
		fmt.Fprintln(stderr, "ferro simulate:", err)
		return 2
	}
	min, max := title.Players()
	if *players == 0 {
		*players = min
	}
	if *players < min || *players > max {
		fmt.Fprintf(stderr, "ferro simulate: %s takes %d to %d players, not %d\n", title.Name(), min, max, *players)
		return 2
	}
	if *out != "" {
		if err := os.MkdirAll(*out, 0o755); err != nil {
			fmt.Fprintln(stderr, "ferro simulate:", err)
			return 2
		}
	}
	var optional []string
	if *rules != "" {
		optional = strings.Split(*rules, ",")
	}

	if *cpuprofile != "" {
		f, err := os.Create(*cpuprofile)
		if err != nil {
			fmt.Fprintln(stderr, "ferro simulate:", err)
			return 2
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(stderr, "ferro simulate:", err)
			return 2
		}
		defer pprof.StopCPUProfile()
	}

	bar := newProgress(stderr, *games)
	if *quiet {
		bar = newProgress(io.Discard, *games)
	}
	ends := map[string]int{}
	failures, actions := 0, 0
	start := time.Now()
	for i := 0; i < *games; i++ {
		cfg := engine.Config{Title: title.Name(), Seed: *seed + int64(i), OptionalRules: optional}
		cfg.Players = playcheck.Players(*players, nameStyle(*names, cfg.Seed))
		rng := rand.New(rand.NewPCG(uint64(cfg.Seed), 0)) // a game depends on its seed alone
		played, err := playcheck.RandomGame(title, cfg, rng, *maxActions, playcheck.Checks{ReplayEvery: *replayEvery, UndoPercent: *undo, EveryLegal: *everyLegal})
		if err != nil {
			bar.finish()
			fmt.Fprintf(stderr, "ferro simulate: game %d (seed %d): %v\n", i, cfg.Seed, err)
			return 2
		}
		actions += len(played.Log)
		switch {
		case played.Failure != nil:
			failures++
			ends["invariant failure"]++
		case played.Game.Finished():
			ends[played.Game.EndReason()]++
		default:
			ends["unfinished"]++
		}
		name := ""
		if *out != "" {
			name = filepath.Join(*out, fmt.Sprintf("game-%06d-seed-%d.json", i, cfg.Seed))
			if err := writeRecord(name, played.Record(simEngineVersion)); err != nil {
				bar.finish()
				fmt.Fprintln(stderr, "ferro simulate:", err)
				return 2
			}
		}
		if played.Failure != nil {
			bar.finish()
			fmt.Fprintf(stdout, "FAIL game %d (seed %d): %v", i, cfg.Seed, played.Failure)
			if name != "" {
				fmt.Fprintf(stdout, " [%s]", name)
			}
			fmt.Fprintln(stdout)
			bar.last = ""
		}
		bar.set(i+1, fmt.Sprintf("games, %d actions, %d failures", actions, failures))
	}
	bar.finish()
	elapsed := time.Since(start).Seconds()
	rate := float64(*games) / elapsed
	var parts []string
	for _, r := range engine.SortedKeys(ends) {
		parts = append(parts, fmt.Sprintf("%s %d", r, ends[r]))
	}
	fmt.Fprintf(stdout, "%d games, %.1f games/s, %d actions, ends: %s, invariant failures: %d\n",
		*games, rate, actions, strings.Join(parts, ", "), failures)
	if failures > 0 {
		return 1
	}
	return 0
}

func writeRecord(path string, rec *engine.Record) error {
	b, err := json.MarshalIndent(rec, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(path, append(b, '\n'), 0o644)
}

// nameStyle is the playcheck.Players style of the game with this seed.
func nameStyle(names string, seed int64) int {
	switch names {
	case "plain":
		return 0
	case "unique":
		return []int{0, 3, 4, 5}[int(uint64(seed)%4)]
	}
	return int(uint64(seed) % playcheck.NameStyles)
}
