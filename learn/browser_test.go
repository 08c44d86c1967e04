package learn

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"ferro/internal/browser"
	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

var screenshots = flag.Bool("screenshots", false, "write the learn pages' screenshots to docs/images (else to a temporary directory)")

// screenshot saves a PNG of the element sel of the page at url as name
// and checks that it is not blank.
func screenshot(t *testing.T, ctx context.Context, url, sel, name string) {
	t.Helper()
	if err := chromedp.Do(ctx, chromedp.EmulateViewport(1280, 900), chromedp.Navigate(url), chromedp.WaitVisible(chromedp.CSS("svg.ferro-board"))); err != nil {
		t.Fatal(err)
	}
	shot, err := chromedp.Run(ctx, chromedp.ScreenshotScale(chromedp.CSS(sel), 0.8))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	colours := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[r>>12<<8|g>>12<<4|bl>>12] = true
		}
	}
	if len(colours) < 8 {
		t.Fatalf("%s looks blank: %d colours", name, len(colours))
	}
	dir := t.TempDir()
	if *screenshots {
		dir = filepath.Join("..", "docs", "images")
	}
	if err := os.WriteFile(filepath.Join(dir, name), shot, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestWalkthroughInChromium steps through the 18ZOO walkthrough page in
// headless Chromium, one action at a time, alternately clicking "Next" and
// pressing →; at every step the four panels show the trace's figures and
// the board is drawn. ← goes back a step.
func TestWalkthroughInChromium(t *testing.T) {
	path := browser.Need(t)
	dir := testkit.FixturesDir(t)
	trace, err := playcheck.LoadTrace(filepath.Join(dir, "18zoo", "18ZOOMapA", "seed_walkthrough.trace.json"))
	if err != nil {
		t.Fatal(err)
	}
	hs := learnServer(t)
	w, _ := WalkthroughOf("18zoo")
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
		if want := traceFigures(t, traceAt(trace, w, step)); strings.Join(got, "|") != strings.Join(want, "|") {
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
	last := len(w.Steps) - 1
	for step := 1; step <= last; step++ {
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
	check(last - 1)
	if countActions(w, last) != len(trace.Steps) {
		t.Fatalf("the walkthrough's %d actions are not the trace's %d", countActions(w, last), len(trace.Steps))
	}

	screenshot(t, ctx, hs.URL+"/learn/18zoo?lang=en&step=28", "#walkthrough", "learn-18zoo.png")
	screenshot(t, ctx, hs.URL+"/learn/1713-menorca?lang=nl", "article.example", "learn-1713-menorca.png")
}
