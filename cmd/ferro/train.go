package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
)

func init() {
	register("train", "fit the bots' learned evaluation on seeded self-play games (bot/models)", func(args []string) int {
		return trainMain(args, os.Stdout, os.Stderr)
	})
}

const trainUsage = `usage: ferro train [--family NAME] [--games N] [--holdout N] [--seed S] [--out DIR]
Plays seeded self-play games (heuristics that now and then play a move drawn
by type, and some random-by-type seats) of every title of a family, every
player count in turn, fits the learned evaluation (bot.Model) on their
positions and final results, and judges it on --holdout more games it was
not fitted on: winner accuracy and Brier score at 25/50/75% of the games
against the plain current score, and a reliability curve. The same flags
give the same weights. --out writes DIR/FAMILY.json (go generate ./bot
writes bot/models). Families: 18zoo (every 18ZOO map), menorca.
`

// trainFamily is a family of titles one model serves.
type trainFamily struct {
	name        string
	prefix      string  // the titles whose names start with it
	stageRounds float64 // RoundsLeft at which the model's stage is 1
}

var trainFamilies = []trainFamily{{"18zoo", "18ZOO", 7}, {"menorca", "1713 Menorca", 8}}

func trainMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("train", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, trainUsage); fs.PrintDefaults() }
	family := fs.String("family", "", "the family to fit (default: all)")
	games := fs.Int("games", 400, "self-play games to fit on")
	holdout := fs.Int("holdout", 150, "self-play games to judge on (not fitted on)")
	seed := fs.Uint64("seed", 1, "seed of the self-play")
	out := fs.String("out", "", "write DIR/FAMILY.json")
	l2 := fs.Float64("l2", 1e-4, "L2 penalty")
	iters := fs.Int("iters", 600, "gradient steps")
	random := fs.Float64("random", 0.1, "chance a self-play seat is random-by-type for the whole game (0: none)")
	quiet := fs.Bool("quiet", false, "no progress lines")
	search := fs.Int("search", 0, "self-play seats search with mcts at this many simulations (hand-set weights) instead of playing the heuristic (0: the heuristic)")
	searchLearned := fs.Bool("search-learned", false, "with --search: the searching seats evaluate by the committed learned model (mcts-learned) instead of the hand-set weights")
	parallel := fs.Int("parallel", 1, "self-play games played at once (the games and the model do not depend on it)")
	bases := fs.Int("bases", 0, "fit only the first N stage bases (one, stage, late; 0: all), the others 0 and left out of the file")
	calibrate := fs.Int("calibrate", 0, "self-play games, after the held-out ones, to fit the chances' sharpness on (0: the fitting games)")
	boundTreasury := fs.Bool("bound-treasury", false, "hold the treasury's weight at most the score's at every stage")
	rounds := fs.Int("rounds", 1, "self-play rounds: each after the first plays by the model the round before fitted")
	if err := fs.Parse(args); err != nil || fs.NArg() > 0 || *games < 1 || *holdout < 0 {
		fs.Usage()
		return 2
	}
	if *searchLearned && *search <= 0 {
		fmt.Fprintln(stderr, "ferro train: --search-learned needs --search N (the searches' simulations); without it the seats play the heuristic")
		return 2
	}
	ran := 0
	for _, fam := range trainFamilies {
		if *family != "" && *family != fam.name {
			continue
		}
		ran++
		var titles []engine.Title
		var names []string
		for _, n := range registry.Names() {
			if strings.HasPrefix(n, fam.prefix) {
				t, err := registry.Lookup(n)
				if err != nil {
					fmt.Fprintln(stderr, "ferro train:", err)
					return 1
				}
				titles, names = append(titles, t), append(names, n)
			}
		}
		start := time.Now()
		var progress io.Writer
		if !*quiet {
			progress = stderr
		}
		fmt.Fprintf(stdout, "%s: %d titles, %d + %d games, seed %d, %d rounds\n", fam.name, len(titles), *games, *holdout, *seed, *rounds)
		tr, err := bot.TrainRounds(context.Background(), bot.SelfPlay{Titles: titles, Seed: *seed, Random: noneIsNegative(*random), Search: *search, SearchLearned: *searchLearned, Parallel: *parallel, FitBases: *bases, BoundTreasury: *boundTreasury, Calibrate: *calibrate}, *rounds, names, *games, *holdout, *l2, *iters, fam.stageRounds, progress)
		if err != nil {
			fmt.Fprintln(stderr, "ferro train:", err)
			return 1
		}
		writeTraining(stdout, tr)
		fmt.Fprintf(stdout, "took %.1f s\n\n", time.Since(start).Seconds())
		if *out != "" {
			data, err := json.MarshalIndent(tr.Model.Trim(), "", "  ")
			if err != nil {
				fmt.Fprintln(stderr, "ferro train:", err)
				return 1
			}
			if err := os.WriteFile(filepath.Join(*out, fam.name+".json"), append(data, '\n'), 0o644); err != nil {
				fmt.Fprintln(stderr, "ferro train:", err)
				return 1
			}
		}
	}
	if ran == 0 {
		fmt.Fprintf(stderr, "ferro train: unknown family %q\n", *family)
		return 2
	}
	return 0
}

func writeTraining(w io.Writer, tr *bot.Training) {
	m := tr.Model
	fmt.Fprintf(w, "fitted on %d positions of %d games (log loss %.4f); %d games given up\n", m.Trained.Examples, m.Trained.Games, m.Trained.LogLoss, tr.Skipped)
	fmt.Fprintf(w, "held out: %d games, %d positions\n", tr.Held, tr.HeldEx)
	fmt.Fprintln(w, "| point | games | winner: model | winner: score | Brier: model | Brier: score |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | --- | --- |")
	for _, p := range tr.Points {
		fmt.Fprintf(w, "| %.0f%% | %d | %.1f (%.1f%%) | %.1f (%.1f%%) | %.4f | %.4f |\n", 100*p.At, p.Games,
			p.ModelWins, 100*p.ModelWins/float64(max(p.Games, 1)), p.ScoreWins, 100*p.ScoreWins/float64(max(p.Games, 1)), p.ModelBrier, p.ScoreBrier)
	}
	fmt.Fprintf(w, "sharpness %.4f, fitted on %s (the held-out ones alone would give %.4f)\n", m.Sharpness, calibratedOn(m), tr.HeldSharp)
	fmt.Fprintln(w, "reliability (held out, every position and seat): predicted → won (positions), sharpened | unsharpened")
	for i, b := range tr.Reliability {
		if b.N > 0 || tr.Unsharp[i].N > 0 {
			u := tr.Unsharp[i]
			fmt.Fprintf(w, "  %.1f–%.1f: %.3f → %.3f (%d) | %.3f → %.3f (%d)\n", b.Lo, b.Hi, b.Predicted, b.Won, b.N, u.Predicted, u.Won, u.N)
		}
	}
	fmt.Fprintf(w, "weights (× %s):\n", strings.Join(bot.Bases, ", × "))
	k := len(bot.InputNames)
	for j, n := range bot.InputNames {
		fmt.Fprintf(w, "  %-12s", n)
		for b := range bot.Bases {
			fmt.Fprintf(w, " %8.3f", m.W[b*k+j])
		}
		fmt.Fprintln(w)
	}
}

// noneIsNegative maps a flag's 0 (none) to SelfPlay's "none" (negative;
// its 0 means the default).
func noneIsNegative(v float64) float64 {
	if v == 0 {
		return -1
	}
	return v
}

// calibratedOn says which games a model's sharpness was fitted on.
func calibratedOn(m *bot.Model) string {
	if m.Trained.Calibrate > 0 {
		return fmt.Sprintf("%d games after the held-out ones", m.Trained.Calibrate)
	}
	return "the fitting games"
}
