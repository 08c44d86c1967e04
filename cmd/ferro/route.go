package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strings"

	"ferro/engine"
	"ferro/route"
)

func init() {
	register("route", "print the best run of a family at a point of a game record", func(args []string) int {
		return routeMain(args, os.Stdout, os.Stderr)
	})
}

const routeUsage = `usage: ferro route FILE [--at ACTION_ID] [--corp SYM] [--json]
Replays the game record FILE up to just before action ACTION_ID (to its end
without --at) and prints the run with the highest revenue for the family
whose turn it is, or SYM: each train's route, the revenue, the subsidy and
search statistics. --json prints
{"corp":…,"revenue":N,"subsidy":N,"routes":[…],"stats":{…}}, the routes as the
title's run_routes action writes them: submitted as they are (as the
"routes" of a run_routes of that company), they are accepted.
`

// routeReport is the --json output.
type routeReport struct {
	Corp    string         `json:"corp"`
	Revenue int            `json:"revenue"`
	Subsidy int            `json:"subsidy"`
	Routes  []engine.Route `json:"routes"`
	Stats   route.Stats    `json:"stats"`
}

func routeMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("route", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, routeUsage); fs.PrintDefaults() }
	at := fs.Int("at", 0, "the action id to stop before (0: after the last action)")
	corp := fs.String("corp", "", "the family to run (default: the one whose turn it is)")
	asJSON := fs.Bool("json", false, "print JSON")
	files, err := parseInterleaved(fs, args)
	if err != nil {
		return 2
	}
	if len(files) != 1 {
		fs.Usage()
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "ferro route: "+format+"\n", a...)
		return 1
	}
	rec, title, cfg, err := readRecord(files[0])
	if err != nil {
		return fail("%v", err)
	}
	log := rec.Actions
	if *at != 0 {
		i := slices.IndexFunc(rec.Actions, func(a engine.Action) bool { return a.ID == *at })
		if i < 0 {
			return fail("%s has no action with id %d", files[0], *at)
		}
		log = rec.Actions[:i]
	}
	g, err := engine.Replay(title, cfg, log)
	if err != nil {
		return fail("replaying %s: %v", files[0], err)
	}
	ctxs, err := routeContexts(g, *corp)
	if err != nil {
		return fail("%s: %v", rec.Title, err)
	}
	res, st, err := bestOf(ctxs)
	if err != nil {
		return fail("%v", err)
	}
	ctx := ctxs[0]
	if *asJSON {
		routes := res.Routes
		if r, ok := g.(route.Recorder); ok { // the title's run_routes writes routes its own way
			routes = r.RecordRoutes(routes)
		}
		out, _ := json.Marshal(routeReport{Corp: ctx.Corp, Revenue: res.Revenue, Subsidy: res.Subsidy, Routes: nonNil(routes), Stats: st})
		fmt.Fprintln(stdout, string(out))
		return 0
	}
	fmt.Fprintf(stdout, "%s: revenue %d, subsidy %d\n", ctx.Corp, res.Revenue, res.Subsidy)
	for _, r := range res.Routes {
		fmt.Fprintf(stdout, "  %-10s %-40s %4d\n", r.Train, r.RevenueStr, r.Revenue)
	}
	if len(res.Routes) == 0 {
		fmt.Fprintln(stdout, "  no train can run")
	}
	cands := make([]string, len(st.Candidates))
	for i, c := range st.Candidates {
		cands[i] = fmt.Sprint(c)
	}
	fmt.Fprintf(stdout, "search: %d routes, candidates per train [%s], %d steps, %d nodes, %.3f ms\n",
		st.Paths, strings.Join(cands, " "), st.Steps, st.Nodes, float64(st.Time.Microseconds())/1000)
	return 0
}

func nonNil(rs []engine.Route) []engine.Route {
	if rs == nil {
		return []engine.Route{}
	}
	return rs
}

// routeContexts is the game's route contexts for corp: one (route.Provider)
// or one per kind of vehicle (route.KindsProvider).
func routeContexts(g engine.Game, corp string) ([]*route.Context, error) {
	if p, ok := g.(route.KindsProvider); ok {
		ctxs, err := p.RouteContextsFor(corp)
		if err == nil && len(ctxs) == 0 {
			err = fmt.Errorf("no route contexts")
		}
		return ctxs, err
	}
	if p, ok := g.(route.Provider); ok {
		ctx, err := p.RouteContextFor(corp)
		if err != nil {
			return nil, err
		}
		return []*route.Context{ctx}, nil
	}
	return nil, fmt.Errorf("it does not offer route contexts (no RouteContextFor or RouteContextsFor)")
}

// bestOf is the best run over contexts that share no track: each one's
// best, put together, with the search statistics summed.
func bestOf(ctxs []*route.Context) (route.Result, route.Stats, error) {
	var res route.Result
	var st route.Stats
	for _, ctx := range ctxs {
		r, s, err := route.Best(ctx)
		if err != nil {
			return route.Result{}, route.Stats{}, err
		}
		res.Routes = append(res.Routes, r.Routes...)
		res.Revenue += r.Revenue
		res.Subsidy += r.Subsidy
		st.Paths += s.Paths
		st.Candidates = append(st.Candidates, s.Candidates...)
		st.Steps += s.Steps
		st.Nodes += s.Nodes
		st.Time += s.Time
	}
	return res, st, nil
}
