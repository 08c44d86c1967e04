// Package browser renders SVG to PNG in headless Chromium (Debian's
// chromium), for tests that look at what Ferro draws and for the images of
// the documentation.
package browser

import (
	"context"
	"encoding/base64"
	"errors"
	"os"
	"os/exec"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// RequireEnv set to 1 makes a missing browser fail the tests that need it
// instead of skipping them (CI sets it).
const RequireEnv = "FERRO_REQUIRE_BROWSER"

// Path finds the Chromium binary, or "".
func Path() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless_shell"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// Need returns the browser's path for a test, skipping the test (or
// failing it under FERRO_REQUIRE_BROWSER=1) when there is none.
func Need(t testing.TB) string {
	t.Helper()
	p := Path()
	if p == "" {
		if os.Getenv(RequireEnv) == "1" {
			t.Fatalf("no chromium found and %s=1: install Debian's chromium", RequireEnv)
		}
		t.Skip("no chromium found: install Debian's chromium to render SVG to PNG (skipping)")
	}
	return p
}

// Session is one headless browser.
type Session struct {
	ctx    context.Context
	cancel func()
}

// Start launches the browser at path.
func Start(path string) (*Session, error) {
	if path == "" {
		return nil, errors.New("no browser")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(path),
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.NoFirstRun,
		chromedp.Flag("hide-scrollbars", true),
	)
	actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(actx)
	if err := chromedp.Do(ctx); err != nil {
		cancel()
		acancel()
		return nil, err
	}
	return &Session{ctx: ctx, cancel: func() { cancel(); acancel() }}, nil
}

// Close ends the browser.
func (s *Session) Close() { s.cancel() }

// PNG renders an SVG document (at its own width and height) to PNG.
func (s *Session) PNG(svg []byte) ([]byte, error) {
	ctx, cancel := context.WithTimeout(s.ctx, 60*time.Second)
	defer cancel()
	url := "data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(svg)
	if err := chromedp.Do(ctx, chromedp.Navigate(url)); err != nil {
		return nil, err
	}
	return chromedp.Run(ctx, chromedp.FullScreenshot(100))
}
