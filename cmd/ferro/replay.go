package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"time"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/playcheck"
)

func init() {
	register("replay", "replay game records (and their traces) and report PASS/FAIL per file", func(args []string) int {
		return replayMain(args, os.Stdout, os.Stderr)
	})
}

// lookupTitle finds a title by name; tests replace it.
var lookupTitle = registry.Lookup

const replayUsage = `usage: ferro replay [--time] [-v] PATH...
Replays every game record named (a directory means every *.json in it, at
any depth, that is not a *.trace.json). A record with a NAME.trace.json beside
it is checked step by step against that trace; one without is checked against
its own result and game_end_reason. One PASS or FAIL line per file, then
"N passed, M failed"; the exit status is 1 if any failed.
`

func replayMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("replay", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, replayUsage); fs.PrintDefaults() }
	timing := fs.Bool("time", false, "give each PASS the replay time in ms (median of 5 runs after a warm-up, parsing excluded)")
	verbose := fs.Bool("v", false, "under a FAIL, list every differing field of the first differing step")
	paths, err := parseInterleaved(fs, args)
	if err != nil {
		return 2
	}
	if len(paths) == 0 {
		fs.Usage()
		return 2
	}
	passed, failed := 0, 0
	for _, p := range paths {
		files, err := playcheck.Records(p)
		if err != nil {
			fmt.Fprintf(stdout, "FAIL %s: %v\n", p, err)
			failed++
			continue
		}
		if len(files) == 0 {
			fmt.Fprintf(stderr, "ferro replay: no records under %s\n", p)
		}
		for _, f := range files {
			line, diffs, ok := replayFile(f, *timing)
			fmt.Fprintln(stdout, line)
			if *verbose {
				for _, d := range diffs {
					fmt.Fprintln(stdout, "    "+d.String())
				}
			}
			if ok {
				passed++
			} else {
				failed++
			}
		}
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

// parseInterleaved parses flags that may come before, between or after
// the positional arguments.
func parseInterleaved(fs *flag.FlagSet, args []string) ([]string, error) {
	var rest []string
	for {
		if err := fs.Parse(args); err != nil {
			return nil, err
		}
		if fs.NArg() == 0 {
			return rest, nil
		}
		rest = append(rest, fs.Arg(0))
		args = fs.Args()[1:]
	}
}

// replayFile checks one record and gives its report line, and on a FAIL
// at a step every difference there.
func replayFile(path string, timing bool) (string, []playcheck.Diff, bool) {
	fail := func(format string, args ...any) (string, []playcheck.Diff, bool) {
		return "FAIL " + path + ": " + fmt.Sprintf(format, args...), nil, false
	}
	data, err := os.ReadFile(path)
	if err != nil {
		return fail("%v", err)
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		return fail("%v", err)
	}
	title, err := lookupTitle(rec.Title)
	if err != nil {
		return fail("%v", err)
	}
	var diff *playcheck.StepDiff
	if tp := playcheck.TracePath(path); fileExists(tp) {
		trace, err := playcheck.LoadTrace(tp)
		if err != nil {
			return fail("%v", err)
		}
		diff, err = playcheck.ReplayWithTrace(title, rec, trace)
		if err != nil {
			return fail("%v", err)
		}
	} else {
		diff, err = playcheck.ReplayRecord(title, rec)
		if err != nil {
			return fail("%v", err)
		}
	}
	if diff != nil {
		return "FAIL " + path + ": " + diff.String(), diff.Diffs, false
	}
	if !timing {
		return "PASS " + path, nil, true
	}
	ms, err := replayTime(title, rec)
	if err != nil {
		return fail("timing replay: %v", err)
	}
	return fmt.Sprintf("PASS %s %.2f ms", path, ms), nil, true
}

// replayTime is the median time of 5 in-process replays after a warm-up.
func replayTime(title engine.Title, rec *engine.Record) (float64, error) {
	cfg, err := rec.Config()
	if err != nil {
		return 0, err
	}
	if _, err := engine.Replay(title, cfg, rec.Actions); err != nil {
		return 0, err
	}
	runs := make([]time.Duration, 5)
	for i := range runs {
		start := time.Now()
		if _, err := engine.Replay(title, cfg, rec.Actions); err != nil {
			return 0, err
		}
		runs[i] = time.Since(start)
	}
	slices.Sort(runs)
	return float64(runs[len(runs)/2].Microseconds()) / 1000, nil
}

func fileExists(p string) bool {
	st, err := os.Stat(p)
	return err == nil && !st.IsDir()
}
