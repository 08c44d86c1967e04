package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"runtime/pprof"
	"sort"
	"time"

	"ferro/bot"
	"ferro/engine"
)

func init() {
	register("analyze", "judge every decision of a game record by the learned chances of winning and a bot's move", func(args []string) int {
		return analyzeMain(args, os.Stdout, os.Stderr)
	})
}

const analyzeUsage = `usage: ferro analyze RECORD [--bot KIND[@SIMS]] [--json]
Replays a game record (a finished Ferro game, or an imported 18xx.games
record) and, at every decision, gives each seat's chance of winning before
and after the move played (the title's learned model, bot/models), the move
the bot prefers and what the played move cost the mover in chances (its
chance after the bot's move less after the played one). --json prints one
JSON object per decision and a last {"summary": {...}}; else a line per
decision and the summary. The bot plays with the seed --seed.
`

// analyzeSummary is the last object of ferro analyze --json.
type analyzeSummary struct {
	Record        string          `json:"record"`
	Title         string          `json:"title"`
	Bot           string          `json:"bot"`
	Decisions     int             `json:"decisions"`      // judged: the played kind was in the legal list
	NotComparable int             `json:"not_comparable"` // decisions of a kind never in the legal list (end_game, program_*), not judged
	Same          int             `json:"same"`           // decisions where the played move is the bot's
	SameKind      int             `json:"same_kind"`      // of the same type
	Seats         []analyzeSeat   `json:"seats"`
	Swings        []analyzeSwing  `json:"swings"` // the costliest decisions, most first
	Finished      bool            `json:"finished"`
	Winners       []int           `json:"winners"` // seats that won (the record's result), when finished
	At            []analyzeAtPart `json:"at"`      // every seat's chances at 25/50/75% of the game
	Seconds       float64         `json:"seconds"`
}

type analyzeSeat struct {
	Seat      int     `json:"seat"`
	Player    string  `json:"player"`
	Decisions int     `json:"decisions"`
	Lost      float64 `json:"lost"`      // the chances its moves cost, summed
	Mistakes  int     `json:"mistakes"`  // decisions costing 0.10–0.20
	Blunders  int     `json:"blunders"`  // costing more than 0.20
	Agreement float64 `json:"agreement"` // share of its decisions that were the bot's move
}

type analyzeSwing struct {
	Index int     `json:"index"`
	Seat  int     `json:"seat"`
	Cost  float64 `json:"cost"`
}

type analyzeAtPart struct {
	At      float64   `json:"at"`
	Chances []float64 `json:"chances"`
	Score   []float64 `json:"score"`
}

func analyzeMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("analyze", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, analyzeUsage); fs.PrintDefaults() }
	botName := fs.String("bot", "mcts@500", "the bot whose move is asked for")
	asJSON := fs.Bool("json", false, "one JSON object per decision, then the summary")
	seed := fs.Uint64("seed", 1, "the bot's seed")
	fullSearch := fs.Bool("full-search", false, "search the whole budget at every decision, the reused tree's visits not counted in it (as matches do; slower)")
	first := fs.Int("first", 0, "judge only the first N decisions (0: all)")
	cpuProfile := fs.String("cpuprofile", "", "write a CPU profile of the analysis to this file (go tool pprof)")
	paths, err := parseInterleaved(fs, args)
	if err != nil {
		return 2
	}
	if len(paths) != 1 {
		fs.Usage()
		return 2
	}
	spec, err := bot.ParseSpec(*botName)
	if err != nil {
		fmt.Fprintln(stderr, "ferro analyze:", err)
		return 2
	}
	rec, title, cfg, err := engine.ReadRecord(paths[0], lookupTitle)
	if err != nil {
		fmt.Fprintln(stderr, "ferro analyze:", err)
		return 1
	}
	model := bot.ModelFor(title.Name())
	if model == nil {
		fmt.Fprintf(stderr, "ferro analyze: no learned model serves %s (ferro train)\n", title.Name())
		return 1
	}
	if *cpuProfile != "" {
		f, err := os.Create(*cpuProfile)
		if err != nil {
			fmt.Fprintln(stderr, "ferro analyze:", err)
			return 1
		}
		defer f.Close()
		if err := pprof.StartCPUProfile(f); err != nil {
			fmt.Fprintln(stderr, "ferro analyze:", err)
			return 1
		}
		defer pprof.StopCPUProfile()
	}
	if os.Getenv("GOGC") == "" {
		// The searches allocate fast and keep little: with the runtime's
		// default (100) a third of the CPU went to the collector and its
		// preemptions; at 400 the first 60 decisions of 5774 at
		// mcts-learned@500 took 2.7-2.9 s of CPU instead of 4.5 (peak RSS
		// 180-210 MB instead of 70-80).
		debug.SetGCPercent(400)
	}
	start := time.Now()
	tuning := bot.Analysis
	if *fullSearch {
		tuning = bot.Tuning{}
	}
	b := spec.NewTuned(*seed, 1, tuning)
	hist := bot.Histories{}
	enc := json.NewEncoder(stdout)
	n := len(cfg.Players)
	sum := analyzeSummary{Record: paths[0], Title: title.Name(), Bot: spec.String(), Seats: make([]analyzeSeat, n)}
	for i, p := range cfg.Players {
		sum.Seats[i] = analyzeSeat{Seat: i, Player: p.Name}
	}
	var all []bot.Decision
	var scores [][]float64
	end, err := walkDecisions(title, cfg, rec, func(rd recordDecision) error {
		if *first > 0 && len(all) >= *first {
			return nil
		}
		d, err := bot.AnalyzeDecision(context.Background(), model, b, bot.Budget{}, rd.game, rd.seat, rd.played, rd.log, hist)
		if err != nil {
			return fmt.Errorf("decision at index %d: %w", rd.index, err)
		}
		d.Index = rd.index
		all = append(all, d)
		scores = append(scores, bot.Scores(rd.game))
		if *asJSON {
			return enc.Encode(d)
		}
		mark := ""
		switch {
		case d.Cost > 0.2:
			mark = " ??"
		case d.Cost > 0.1:
			mark = " ?"
		}
		fmt.Fprintf(stdout, "%4d seat %d %-16s %s → %s cost %.3f%s%s\n", d.Index, d.Seat, d.Type, chancesText(d.Before), chancesText(d.After), d.Cost, mark, sameMark(d))
		return nil
	})
	if err != nil {
		fmt.Fprintln(stderr, "ferro analyze:", err)
		return 1
	}
	for _, d := range all {
		if d.NotComparable {
			sum.NotComparable++ // (end_game, program_*: never the bot's to choose)
			continue
		}
		s := &sum.Seats[d.Seat]
		s.Decisions++
		sum.Decisions++
		if d.Same {
			sum.Same++
			s.Agreement++
		}
		if d.SameKind {
			sum.SameKind++
		}
		if d.Cost > 0 {
			s.Lost += d.Cost
		}
		switch {
		case d.Cost > 0.2:
			s.Blunders++
		case d.Cost > 0.1:
			s.Mistakes++
		}
		sum.Swings = append(sum.Swings, analyzeSwing{Index: d.Index, Seat: d.Seat, Cost: d.Cost})
	}
	for i := range sum.Seats {
		if k := sum.Seats[i].Decisions; k > 0 {
			sum.Seats[i].Agreement /= float64(k)
		}
	}
	sort.SliceStable(sum.Swings, func(a, b int) bool { return sum.Swings[a].Cost > sum.Swings[b].Cost })
	sum.Swings = sum.Swings[:min(len(sum.Swings), 5)]
	sum.Finished = end != nil && end.Finished()
	if w := recordWinners(rec, cfg); w != nil {
		for i, won := range w {
			if won {
				sum.Winners = append(sum.Winners, i)
			}
		}
	}
	for _, at := range []float64{0.25, 0.5, 0.75} {
		if len(all) == 0 {
			break
		}
		k := min(int(at*float64(len(all))), len(all)-1)
		sum.At = append(sum.At, analyzeAtPart{At: at, Chances: all[k].Before, Score: scores[k]})
	}
	sum.Seconds = time.Since(start).Seconds()
	if *asJSON {
		if err := enc.Encode(map[string]any{"summary": sum}); err != nil {
			return 1
		}
		return 0
	}
	fmt.Fprintf(stdout, "%s (%s), bot %s: %d decisions, the bot's move %d (%.1f%%), its kind %d (%.1f%%); %.1f s\n",
		sum.Record, sum.Title, sum.Bot, sum.Decisions, sum.Same, 100*float64(sum.Same)/float64(max(sum.Decisions, 1)),
		sum.SameKind, 100*float64(sum.SameKind)/float64(max(sum.Decisions, 1)), sum.Seconds)
	for _, s := range sum.Seats {
		fmt.Fprintf(stdout, "  seat %d %-16s %3d decisions, chances lost %.2f, %d mistakes, %d blunders, agreement %.1f%%\n",
			s.Seat, s.Player, s.Decisions, s.Lost, s.Mistakes, s.Blunders, 100*s.Agreement)
	}
	for _, w := range sum.Swings {
		fmt.Fprintf(stdout, "  swing: index %d, seat %d, cost %.3f\n", w.Index, w.Seat, w.Cost)
	}
	return 0
}

// chancesText writes chances as whole percentages.
func chancesText(c []float64) string {
	s := "["
	for i, v := range c {
		if i > 0 {
			s += " "
		}
		s += fmt.Sprintf("%2.0f", 100*v)
	}
	return s + "]"
}

func sameMark(d bot.Decision) string {
	switch {
	case d.NotComparable:
		return " (not in the legal list)"
	case d.Same:
		return " ="
	case d.Best != nil:
		return " bot: " + d.Best.Type + " " + d.Best.Entity + " " + d.Best.Hex + d.Best.Corporation + d.Best.Company
	}
	return ""
}
