// Package e2e plays Ferro in a real browser: Debian's chromium driven by
// chromedp against a server on loopback. Tests skip, saying why, when
// chromium is absent, unless FERRO_REQUIRE_BROWSER=1 (as CI sets it).
package e2e

import (
	"bytes"
	"context"
	"flag"
	"fmt"
	"image/png"
	"io"
	"log"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"ferro/server"
	"ferro/store"
)

var screenshots = flag.Bool("screenshots", false, "write the screenshots to docs/images (else to a temporary directory)")

// site is a Ferro server on loopback with a fresh SQLite database.
type site struct {
	url string
	hs  *httptest.Server
	db  string // the SQLite file
}

func startSite(t *testing.T) *site {
	t.Helper()
	return startSiteWith(t, func(c *server.Config) { c.AnalysisBot = "off" }) // finished games' analyses: analysis_test.go
}

// startSiteWith is startSite with the server's configuration changed by tweak.
func startSiteWith(t *testing.T, tweak func(*server.Config)) *site {
	t.Helper()
	return startSiteWrapped(t, tweak, nil)
}

// startSiteWrapped is startSiteWith whose server answers through wrap
// (nil: as it is), as a test's network between the browser and it.
func startSiteWrapped(t *testing.T, tweak func(*server.Config), wrap func(http.Handler) http.Handler) *site {
	t.Helper()
	db := filepath.Join(t.TempDir(), "ferro.db")
	st, err := store.Open(context.Background(), db)
	if err != nil {
		t.Fatal(err)
	}
	cfg := server.Config{Store: st, Log: log.New(io.Discard, "", 0)}
	tweak(&cfg)
	srv := server.New(cfg)
	var h http.Handler = srv
	if wrap != nil {
		h = wrap(srv)
	}
	hs := httptest.NewServer(h)
	t.Cleanup(func() {
		srv.Close()
		hs.Close()
		st.Close()
	})
	return &site{url: hs.URL, hs: hs, db: db}
}

// browser starts chromium headless and returns its root context.
func browser(t *testing.T) context.Context {
	t.Helper()
	path, err := exec.LookPath("chromium")
	if err != nil {
		if os.Getenv("FERRO_REQUIRE_BROWSER") == "1" {
			t.Fatal("chromium is not installed and FERRO_REQUIRE_BROWSER=1 (apt-get install -y chromium)")
		}
		t.Skip("chromium is not installed (apt-get install -y chromium); set FERRO_REQUIRE_BROWSER=1 to make this a failure")
	}
	opts := []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(path),
		chromedp.Flag("headless", true),
		chromedp.Flag("no-sandbox", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("lang", "en-US"),
		chromedp.WindowSize(1400, 900),
		// chromium's own scratch directories go with the test, not
		// into the machine's /tmp for good
		chromedp.Env("TMPDIR=" + t.TempDir()),
	}
	actx, cancel := chromedp.NewExecAllocator(context.Background(), opts...)
	t.Cleanup(cancel)
	bctx, cancel2 := chromedp.NewContext(actx)
	t.Cleanup(cancel2)
	if err := chromedp.Do(bctx); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}
	return bctx
}

// tab opens a new browser context (its own cookies) in the browser.
func tab(t *testing.T, b context.Context) context.Context {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	return ctx
}

// run runs actions with a time limit, failing the test on error.
func run(t *testing.T, ctx context.Context, what string, actions ...chromedp.Action[chromedp.Void]) {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	if err := chromedp.Do(c, actions...); err != nil {
		t.Fatalf("%s: %v", what, err)
	}
}

// eval evaluates js in the page and returns its value.
func eval[T any](t *testing.T, ctx context.Context, js string) T {
	t.Helper()
	c, cancel := context.WithTimeout(ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(c, chromedp.Evaluate[T](js))
	if err != nil {
		t.Fatalf("evaluate %.80s: %v", js, err)
	}
	return v
}

// poll waits until js is truthy in the page. A page that navigates
// while it is polled (a language switch reloads it) loses its execution
// context; the poll then starts again in the new page, within one deadline.
func poll(js string) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		deadline := time.Now().Add(25 * time.Second)
		for {
			_, err := chromedp.Poll[any](js, chromedp.WithPollingTimeout(time.Until(deadline)))(ctx, tg)
			if err == nil || !strings.Contains(err.Error(), "Cannot find context") || time.Now().After(deadline) {
				return err
			}
			time.Sleep(50 * time.Millisecond)
		}
	})
}

// clickOn waits until sel is in the page and clicks it in the same
// script. The game page redraws parts of itself as news comes in, so a
// node found by one call may be gone by the next (chromedp.Click's
// "Could not find node with given id"); finding and clicking at once
// leaves no such gap.
func clickOn(sel string) chromedp.Action[chromedp.Void] {
	return poll(fmt.Sprintf(`(() => { const el = document.querySelector(%q); if (!el) return false; el.click(); return true; })()`, sel))
}

// signUp signs a new account up through the lobby's form.
func signUp(t *testing.T, ctx context.Context, s *site, name string) {
	t.Helper()
	run(t, ctx, "sign up "+name,
		chromedp.Navigate(s.url+"/"),
		chromedp.WaitVisible(chromedp.ID("signup")),
		chromedp.SendKeys(chromedp.ID("name"), name),
		chromedp.SendKeys(chromedp.ID("password"), "password-"+name),
		chromedp.Click(chromedp.ID("signup")),
		chromedp.WaitVisible(chromedp.ID("create-game")),
	)
}

// signIn signs name (signed up, password "password-NAME") in through the
// lobby's form.
func signIn(t *testing.T, ctx context.Context, s *site, name string) {
	t.Helper()
	run(t, ctx, "sign in "+name,
		chromedp.Navigate(s.url+"/"),
		chromedp.WaitVisible(chromedp.ID("signin")),
		chromedp.SendKeys(chromedp.ID("name"), name),
		chromedp.SendKeys(chromedp.ID("password"), "password-"+name),
		chromedp.Click(chromedp.ID("signin")),
		chromedp.WaitVisible(chromedp.ID("create-game")),
	)
}

// waitIdle waits until the game page has drawn everything it fetched.
func waitIdle(t *testing.T, ctx context.Context) {
	t.Helper()
	run(t, ctx, "wait for the page", poll(`window.ferro && !window.ferro.busy && window.ferro.version >= 0`))
}

// screenshot saves a full-page PNG under docs/images and checks that it
// is not blank (many distinct colours).
func screenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	if over := eval[int](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`); over > 0 {
		t.Errorf("screenshot %s: the page is %d px wider than the window", name, over)
	}
	// The capture lays the page out at its full height, without the
	// window's scroll bar, but keeps the width measured with it: the
	// right edge would be cut. The page is drawn without one meanwhile.
	eval[bool](t, ctx, `(() => { const s = document.createElement("style"); s.id = "shot-noscroll";
  s.textContent = "html { scrollbar-width: none; } html::-webkit-scrollbar { display: none; }"; document.head.append(s); return true; })()`)
	buf, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	eval[bool](t, ctx, `(document.getElementById("shot-noscroll")?.remove(), true)`)
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	img, err := png.Decode(bytes.NewReader(buf))
	if err != nil {
		t.Fatalf("screenshot %s: %v", name, err)
	}
	colours := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 3 {
		for x := b.Min.X; x < b.Max.X; x += 3 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[(r>>11)<<10|(g>>11)<<5|bl>>11] = true
		}
	}
	if len(colours) < 8 {
		t.Fatalf("screenshot %s looks blank: %d colours", name, len(colours))
	}
	dir := t.TempDir()
	if d := os.Getenv("FERRO_SHOTS"); d != "" {
		dir = d // to look at them without redrawing docs/images
	}
	if *screenshots {
		dir = filepath.Join("..", "..", "docs", "images")
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), buf, 0o644); err != nil {
		t.Fatal(err)
	}
}

// httpClient is a cookie-holding client for checks against the API.
func httpClient() *http.Client {
	jar, _ := cookiejar.New(nil)
	return &http.Client{Jar: jar, Timeout: 30 * time.Second}
}

func get(t *testing.T, url string) []byte {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, _ := io.ReadAll(res.Body)
	if res.StatusCode != 200 {
		t.Fatalf("GET %s: %d %s", url, res.StatusCode, strings.TrimSpace(string(b)))
	}
	return b
}

// waitPath waits until the page (which may be navigating) is at a path
// starting with prefix, and returns the path.
func waitPath(t *testing.T, ctx context.Context, prefix string) string {
	t.Helper()
	deadline := time.Now().Add(25 * time.Second)
	for time.Now().Before(deadline) {
		c, cancel := context.WithTimeout(ctx, 5*time.Second)
		p, err := chromedp.Run(c, chromedp.Evaluate[string](`document.readyState === "complete" && window.ferro !== undefined || location.pathname === "/" ? location.pathname : ""`))
		cancel()
		if err == nil && strings.HasPrefix(p, prefix) {
			return p
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("the page never reached %s", prefix)
	return ""
}

// waitFor waits until js is true in the page, through any navigation
// the page makes meanwhile.
func waitFor(t *testing.T, ctx context.Context, what, js string) {
	t.Helper()
	deadline := time.Now().Add(25 * time.Second)
	for time.Now().Before(deadline) {
		c, cancel := context.WithTimeout(ctx, 5*time.Second)
		ok, err := chromedp.Run(c, chromedp.Evaluate[bool](`document.readyState === "complete" && !!(`+js+`)`))
		cancel()
		if err == nil && ok {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	t.Fatalf("%s: never true: %s", what, js)
}

// navigate opens url in the tab.
func navigate(url string) chromedp.Action[chromedp.Void] {
	return chromedp.Navigate(url)
}
