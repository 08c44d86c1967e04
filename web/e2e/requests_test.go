package e2e

import (
	"context"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// countRequests has every page the tab loads from now on note each
// request it sends (fetch: when, method, path) in window.__requests.
func countRequests(t *testing.T, ctx context.Context) {
	t.Helper()
	const js = `window.__requests = [];
(() => { const f = window.fetch; window.fetch = function (u, o) {
  window.__requests.push([performance.now(), (o && o.method) || "GET", String(u)]);
  return f.apply(this, arguments);
}; })();`
	if _, err := chromedp.Call(ctx, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: js}); err != nil {
		t.Fatalf("count requests: %v", err)
	}
}

// perMove counts, for each move the page made (window.ferro.moves: from
// the click to the board shown), the requests sent in between; it answers
// the counts' mean, p95 and max, and the paths of the most expensive move.
func perMove(t *testing.T, ctx context.Context) (mean float64, p95n, most int, worst []string) {
	t.Helper()
	type req struct {
		At     float64
		Method string
		Path   string
	}
	raw := eval[[][]any](t, ctx, `window.__requests || []`)
	moves := eval[[][]float64](t, ctx, `window.ferro.moves`)
	var reqs []req
	for _, r := range raw {
		if len(r) == 3 {
			at, _ := r[0].(float64)
			reqs = append(reqs, req{at, fmt.Sprint(r[1]), fmt.Sprint(r[2])})
		}
	}
	var counts []int
	sum := 0
	for _, m := range moves {
		n := 0
		var paths []string
		for _, r := range reqs {
			if r.At >= m[0] && r.At <= m[1] {
				n++
				paths = append(paths, r.Method+" "+r.Path)
			}
		}
		counts = append(counts, n)
		sum += n
		if n > most {
			most, worst = n, paths
		}
	}
	if len(counts) == 0 {
		return 0, 0, 0, nil
	}
	sort.Ints(counts)
	return float64(sum) / float64(len(counts)), counts[len(counts)*95/100], most, worst
}

// loadAverage is the machine's load average over the last minute, as
// /proc/loadavg says ("?" where there is none).
func loadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil || len(b) == 0 {
		return "?"
	}
	f := strings.Fields(string(b))
	return f[0]
}
