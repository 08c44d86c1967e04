package learn

import (
	"context"
	"fmt"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"ferro/internal/browser"
	"ferro/internal/testkit"
)

// TestWalkthroughInChromium steps through the 18ZOO walkthrough page in
// headless Chromium, one action at a time, alternately clicking "Next" and
// pressing →; at every step the four panels show the trace's figures and
// the board is drawn. ← goes back a step.
func TestWalkthroughInChromium(t *testing.T) {
	path := browser.Need(t)
	dir := testkit.FixturesDir(t)
	trace, err := testkit.LoadTrace(filepath.Join(dir, "18zoo", "18ZOOMapA", "seed_walkthrough.trace.json"))
	if err != nil {
		t.Fatal(err)
	}
	hs := learnServer(t)
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path), chromedp.NoSandbox, chromedp.DisableGPU, chromedp.NoFirstRun,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-sync", true))
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	defer acancel()
	bctx, bcancel := chromedp.NewContext(actx)
	defer bcancel()
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	ctx, cancel := context.WithTimeout(bctx, 2*time.Minute)
	defer cancel()

	at := func(step int) chromedp.Action[chromedp.Void] {
		return chromedp.WaitVisible(chromedp.CSS(fmt.Sprintf(`div.step[data-step="%d"]`, step)))
	}
	check := func(step int) {
		t.Helper()
		wctx, wcancel := context.WithTimeout(ctx, 15*time.Second)
		defer wcancel()
		if err := chromedp.Do(wctx, at(step)); err != nil {
			t.Fatalf("step %d never shown: %v", step, err)
		}
		got, err := chromedp.Run(ctx, chromedp.Evaluate[[]string](`[...document.querySelectorAll(".panel dd")].map(e => e.textContent)`))
		if err != nil {
			t.Fatal(err)
		}
		state := trace.Initial
		if step > 0 {
			state = trace.Steps[step-1].State
		}
		if want := traceFigures(t, state); strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("step %d: the browser shows %q, the trace has %q", step, got, want)
		}
		boards, err := chromedp.Run(ctx, chromedp.Evaluate[int](`document.querySelectorAll("svg.ferro-board").length`))
		if err != nil || boards != 1 {
			t.Fatalf("step %d: %d boards (%v)", step, boards, err)
		}
	}
	if err := chromedp.Do(ctx, chromedp.Navigate(hs.URL+"/learn/18zoo?lang=en")); err != nil {
		t.Fatal(err)
	}
	check(0)
	for step := 1; step <= len(trace.Steps); step++ {
		move := chromedp.Click(chromedp.CSS(`a[rel="next"]`))
		if step%2 == 0 {
			move = chromedp.KeyEvent(kb.ArrowRight)
		}
		if err := chromedp.Do(ctx, move); err != nil {
			t.Fatalf("to step %d: %v", step, err)
		}
		check(step)
	}
	if err := chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)); err != nil {
		t.Fatal(err)
	}
	check(len(trace.Steps) - 1)
}
