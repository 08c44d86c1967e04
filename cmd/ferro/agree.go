package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/internal/playcheck"
	"ferro/logtext"
)

func init() {
	register("agree", "how often bots play what the people of real game records played", func(args []string) int {
		return agreeMain(args, os.Stdout, os.Stderr)
	})
}

const agreeUsage = `usage: ferro agree [--bots KIND,KIND@SIMS,...] [--every N] PATH...
Replays every game record named (a directory: every record in it, traces
left out) and, at every N-th decision of a person (a position with more
than one legal action), asks each bot what it would play. A decision is
not comparable when the person's kind of action is not in the legal list
(end_game, program_*). The table gives per bot the share of comparable
decisions where its move is the person's (exact) and of the same kind, for
the decisions of the records' winners and of the others, then per kind of
action the person played. With --again every bot is asked a second time
with other draws: how often its two answers are the same says how settled
its choice is (a search whose bigger budget does not settle its choice
more, or settles it elsewhere than a bigger one, gains little from it). Each bot decides afresh at every decision, drawing
from --seed and the decision's number, so the table repeats.
`

// agreeCount counts agreements.
type agreeCount struct{ n, exact, kind int }

func (c *agreeCount) add(exact, kind bool) {
	c.n++
	if exact {
		c.exact++
	}
	if kind {
		c.kind++
	}
}

func (c agreeCount) String() string {
	if c.n == 0 {
		return "–"
	}
	return fmt.Sprintf("%.1f%% / %.1f%%", 100*float64(c.exact)/float64(c.n), 100*float64(c.kind)/float64(c.n))
}

func agreeMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("agree", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, agreeUsage); fs.PrintDefaults() }
	botsFlag := fs.String("bots", "heuristic,mcts@500", "the bots to ask")
	every := fs.Int("every", 2, "ask at every N-th decision")
	seed := fs.Uint64("seed", 1, "the bots' seed")
	examples := fs.Int("examples", 0, "print up to N decisions a person's kind where the first bot played otherwise")
	again := fs.Bool("again", false, "ask every bot a second time with other draws, and say how often it gave the same move and how often its two answers agree with the first bot's")
	paths, err := parseInterleaved(fs, args)
	if err != nil {
		return 2
	}
	if len(paths) == 0 || *every < 1 {
		fs.Usage()
		return 2
	}
	var specs []bot.Spec
	for _, s := range strings.Split(*botsFlag, ",") {
		sp, err := bot.ParseSpec(s)
		if err != nil {
			fmt.Fprintln(stderr, "ferro agree:", err)
			return 2
		}
		specs = append(specs, sp)
	}
	var files []string
	for _, p := range paths {
		fl, err := playcheck.Records(p)
		if err != nil {
			fmt.Fprintln(stderr, "ferro agree:", err)
			return 1
		}
		files = append(files, fl...)
	}
	start := time.Now()
	all := make([]agreeCount, len(specs))
	winners := make([]agreeCount, len(specs))
	others := make([]agreeCount, len(specs))
	kinds := map[string][]agreeCount{}
	instead := map[string]map[string]int{}      // the person's kind → what the first bot played instead
	shown := map[string]int{}                   // examples printed, by the person's kind
	withFirst := make([]agreeCount, len(specs)) // each bot against the first bot's move
	onlyThis := make([]int, len(specs))         // decisions where this bot played the person's move and the first bot did not
	onlyFirst := make([]int, len(specs))        // and the other way round
	selfSame := make([]agreeCount, len(specs))  // --again: a bot's second answer against its first
	firstBoth := make([]agreeCount, len(specs)) // --again: both answers against the first bot's first
	notComparable, records := 0, 0
	var whole []string
	var wholeAt [][]predictionAt // per whole game, what was said at each point
	var wholeWon [][]bool
	preds := make([]prediction, len(predictionPoints))
	decision := 0
	for _, f := range files {
		rec, title, cfg, err := engine.ReadRecord(f, lookupTitle)
		if err != nil {
			fmt.Fprintln(stderr, "ferro agree:", err)
			continue
		}
		won := recordWinners(rec, cfg)
		records++
		model := bot.ModelFor(title.Name())
		var seen []predictionAt
		_, err = walkDecisions(title, cfg, rec, func(d recordDecision) error {
			if model != nil {
				seen = append(seen, predictionAt{model.Chances(d.game), model.ScoreChances(d.game), bot.Scores(d.game)})
			}
			decision++
			if decision%*every != 0 {
				return nil
			}
			acts := bot.Actions(d.game)
			comparable := false
			for i := range acts {
				comparable = comparable || acts[i].Type == d.played.Type
			}
			if !comparable {
				notComparable++
				return nil
			}
			if kinds[d.played.Type] == nil {
				kinds[d.played.Type] = make([]agreeCount, len(specs))
			}
			var first engine.Action
			for k, sp := range specs {
				b := sp.New(*seed^uint64(decision)*0x9e3779b97f4a7c15, 1)
				a, err := b.Act(context.Background(), bot.Position{Game: d.game.Clone(), Seat: d.seat}, bot.Budget{})
				if err != nil {
					return err
				}
				if k == 0 {
					first = a
				}
				withFirst[k].add(bot.SameChoice(d.game, a, first), a.Type == first.Type)
				if *again {
					b2 := sp.New(*seed^uint64(decision)*0x9e3779b97f4a7c15^0xa9a1, 1)
					a2, err := b2.Act(context.Background(), bot.Position{Game: d.game.Clone(), Seat: d.seat}, bot.Budget{})
					if err != nil {
						return err
					}
					selfSame[k].add(bot.SameChoice(d.game, a, a2), a.Type == a2.Type)
					firstBoth[k].add(bot.SameChoice(d.game, a2, first), a2.Type == first.Type)
				}
				exact, kind := bot.SameChoice(d.game, a, d.played), a.Type == d.played.Type
				if k > 0 {
					firstExact := bot.SameChoice(d.game, first, d.played)
					if exact && !firstExact {
						onlyThis[k]++
					} else if firstExact && !exact {
						onlyFirst[k]++
					}
				}
				if k == 0 && !exact {
					if instead[d.played.Type] == nil {
						instead[d.played.Type] = map[string]int{}
					}
					instead[d.played.Type][a.Type]++
					if shown[d.played.Type] < *examples {
						shown[d.played.Type]++
						fmt.Fprintf(stdout, "%s #%d seat %d: person %s · %s %s\n", filepath.Base(f), d.index, d.seat, sayAction(d.game, d.played), sp, sayAction(d.game, a))
					}
				}
				all[k].add(exact, kind)
				kinds[d.played.Type][k].add(exact, kind)
				if won != nil && won[d.seat] {
					winners[k].add(exact, kind)
				} else {
					others[k].add(exact, kind)
				}
			}
			return nil
		})
		if err != nil {
			fmt.Fprintf(stderr, "ferro agree: %s: %v\n", f, err)
		}
		if won != nil && rec.Status == "finished" && rec.GameEndReason != "manually_ended" && len(seen) > 0 {
			whole = append(whole, f)
			var ats []predictionAt
			for k, at := range predictionPoints {
				p := seen[min(int(at*float64(len(seen))), len(seen)-1)]
				preds[k].add(p, won)
				ats = append(ats, p)
			}
			wholeAt, wholeWon = append(wholeAt, ats), append(wholeWon, won)
		}
	}
	fmt.Fprintf(stdout, "%d records, every %d. decision: %d comparable, %d not comparable; %.0f s\n\n", records, *every, all[0].n, notComparable, time.Since(start).Seconds())
	writePredictions(stdout, whole, preds)
	writeWholeGames(stdout, whole, wholeAt, wholeWon)
	fmt.Fprintln(stdout, "exact / same kind:")
	fmt.Fprintln(stdout, "| bot | all | winners | others |")
	fmt.Fprintln(stdout, "| --- | --- | --- | --- |")
	for k, sp := range specs {
		fmt.Fprintf(stdout, "| %s | %s | %s | %s |\n", sp, all[k], winners[k], others[k])
	}
	fmt.Fprintln(stdout)
	if len(specs) > 1 {
		fmt.Fprintf(stdout, "the same move as %s (exact / same kind):", specs[0])
		for k := 1; k < len(specs); k++ {
			fmt.Fprintf(stdout, " %s %s;", specs[k], withFirst[k])
		}
		fmt.Fprintln(stdout)
		fmt.Fprintf(stdout, "decisions where one of the two played the person's move and the other did not (a sign test of the two on the same decisions):")
		for k := 1; k < len(specs); k++ {
			fmt.Fprintf(stdout, " %s %d, %s %d (p = %.3f);", specs[k], onlyThis[k], specs[0], onlyFirst[k], signTest(onlyThis[k], onlyFirst[k]))
		}
		fmt.Fprintln(stdout)
		fmt.Fprintln(stdout)
	}
	if *again {
		fmt.Fprintln(stdout, "asked again with other draws (exact / same kind):")
		fmt.Fprintf(stdout, "| bot | its two answers the same | second answer the same as %s's first |\n", specs[0])
		fmt.Fprintln(stdout, "| --- | --- | --- |")
		for k, sp := range specs {
			fmt.Fprintf(stdout, "| %s | %s | %s |\n", sp, selfSame[k], firstBoth[k])
		}
		fmt.Fprintln(stdout)
	}
	var names []string
	for t := range kinds {
		names = append(names, t)
	}
	sort.Slice(names, func(a, b int) bool { return kinds[names[a]][0].n > kinds[names[b]][0].n })
	head := "| person's kind | n |"
	sep := "| --- | --- |"
	for _, sp := range specs {
		head += " " + sp.String() + " |"
		sep += " --- |"
	}
	fmt.Fprintln(stdout, head)
	fmt.Fprintln(stdout, sep)
	for _, t := range names {
		row := fmt.Sprintf("| %s | %d |", t, kinds[t][0].n)
		for k := range specs {
			row += " " + kinds[t][k].String() + " |"
		}
		fmt.Fprintln(stdout, row)
	}
	fmt.Fprintf(stdout, "\nwhere %s did not play the person's action, it played instead (by the person's kind):\n", specs[0])
	for _, t := range names {
		if len(instead[t]) > 0 {
			fmt.Fprintf(stdout, "  %s: %s\n", t, countsByMost(instead[t]))
		}
	}
	return 0
}

// countsByMost writes counts as "a 5, b 2", the most first (ties by name).
func countsByMost(m map[string]int) string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Slice(keys, func(a, b int) bool {
		if m[keys[a]] != m[keys[b]] {
			return m[keys[a]] > m[keys[b]]
		}
		return keys[a] < keys[b]
	})
	parts := make([]string, len(keys))
	for i, k := range keys {
		parts[i] = fmt.Sprintf("%s %d", k, m[k])
	}
	return strings.Join(parts, ", ")
}

// predictionPoints are the points of a game (fractions of its decisions)
// at which the winner is predicted.
var predictionPoints = []float64{0.25, 0.5, 0.75}

// predictionAt is what the model and the plain score say at a decision.
type predictionAt struct{ model, score, scores []float64 }

// prediction sums how the model and the plain score named the winners of
// whole games at one point.
type prediction struct {
	games                  int
	modelWins, scoreWins   float64
	modelBrier, scoreBrier float64
}

func (p *prediction) add(at predictionAt, won []bool) {
	y := make([]float64, len(won))
	k := 0
	for _, w := range won {
		if w {
			k++
		}
	}
	for i, w := range won {
		if w {
			y[i] = 1 / float64(k)
		}
	}
	p.games++
	p.modelWins += bot.TopShare(at.model, y)
	p.scoreWins += bot.TopShare(at.scores, y)
	p.modelBrier += bot.Brier(at.model, y)
	p.scoreBrier += bot.Brier(at.score, y)
}

func writePredictions(w io.Writer, whole []string, preds []prediction) {
	if len(whole) == 0 {
		return
	}
	fmt.Fprintf(w, "winner prediction on the %d whole games (finished by the rules, not by hand): %s\n", len(whole), strings.Join(whole, ", "))
	fmt.Fprintln(w, "| point | games | winner: model | winner: score | Brier: model | Brier: score |")
	fmt.Fprintln(w, "| --- | --- | --- | --- | --- | --- |")
	for k, p := range preds {
		n := float64(max(p.games, 1))
		fmt.Fprintf(w, "| %.0f%% | %d | %.1f | %.1f | %.3f | %.3f |\n", 100*predictionPoints[k], p.games, p.modelWins, p.scoreWins, p.modelBrier/n, p.scoreBrier/n)
	}
	fmt.Fprintln(w)
}

// writeWholeGames says, per whole game and point, the winners' chance by
// the model and their rank by the model and by the score (1: named first).
func writeWholeGames(w io.Writer, whole []string, ats [][]predictionAt, won [][]bool) {
	if len(whole) == 0 {
		return
	}
	fmt.Fprintln(w, "per game, at 25/50/75%: the winner's chance by the model, and the winner's rank by the model / by the score")
	for i, f := range whole {
		line := "  " + filepath.Base(f) + fmt.Sprintf(" (%d seats):", len(won[i]))
		for _, at := range ats[i] {
			for s, ok := range won[i] {
				if ok {
					line += fmt.Sprintf(" %.2f %d/%d", at.model[s], rankOf(at.model, s), rankOf(at.scores, s))
					break
				}
			}
			line += " ·"
		}
		fmt.Fprintln(w, strings.TrimSuffix(line, " ·"))
	}
	fmt.Fprintln(w)
}

// rankOf is seat s's rank by v (1: the highest; ties count against it).
func rankOf(v []float64, s int) int {
	r := 1
	for i, x := range v {
		if i != s && x >= v[s] {
			r++
		}
	}
	return r
}

// sayAction is a's log line in English where the game describes actions,
// else its type and entity.
func sayAction(g engine.Game, a engine.Action) string {
	if d, ok := g.(engine.Describer); ok {
		return logtext.Render("en", d.Describe(a))
	}
	return a.Type + " " + a.Entity
}

// signTest is the two-sided exact binomial p-value of a split a : b of
// discordant pairs under even odds (McNemar's exact test).
func signTest(a, b int) float64 {
	n := a + b
	if n == 0 {
		return 1
	}
	k := min(a, b)
	tail := 0.0
	for i := 0; i <= k; i++ {
		lg := lgammaOf(n+1) - lgammaOf(i+1) - lgammaOf(n-i+1) - float64(n)*math.Ln2
		tail += math.Exp(lg)
	}
	return math.Min(1, 2*tail)
}

func lgammaOf(n int) float64 {
	v, _ := math.Lgamma(float64(n))
	return v
}
