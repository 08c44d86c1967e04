package web_test

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"sort"
	"testing"

	"ferro/web"
	"ferro/web/bundle"
)

// TestBundleUpToDate rebuilds the client from src/ and compares it with
// the committed static/app.js.
func TestBundleUpToDate(t *testing.T) {
	dir, err := os.Getwd()
	if err != nil {
		t.Fatal(err)
	}
	js, err := bundle.Build(dir)
	if err != nil {
		t.Fatal(err)
	}
	committed, err := os.ReadFile(filepath.Join(dir, bundle.Output))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(js, committed) {
		t.Fatalf("%s is out of date with web/src (%d bytes built, %d committed): run go generate ./web", bundle.Output, len(js), len(committed))
	}
}

func TestBundleSize(t *testing.T) {
	if n := web.Size(); n > 200<<10 {
		t.Fatalf("bundle is %d bytes, over the 200 KB budget", n)
	}
	t.Logf("bundle: %d bytes", web.Size())
}

func catalogues(t *testing.T) map[string]map[string]string {
	files, err := filepath.Glob("src/i18n/*.json")
	if err != nil || len(files) == 0 {
		t.Fatalf("no catalogues in src/i18n: %v", err)
	}
	out := map[string]map[string]string{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c map[string]string
		if err := json.Unmarshal(b, &c); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		out[filepath.Base(f)] = c
	}
	return out
}

// TestCataloguesComplete checks that every catalogue has every key of
// every other, with a non-empty text and the same placeholders.
func TestCataloguesComplete(t *testing.T) {
	cats := catalogues(t)
	for _, want := range []string{"en.json", "nl.json", "cs.json", "ja.json"} {
		if cats[want] == nil {
			t.Errorf("catalogue %s is missing", want)
		}
	}
	all := map[string]bool{}
	for _, c := range cats {
		for k := range c {
			all[k] = true
		}
	}
	ph := regexp.MustCompile(`\{\w+\}`)
	for name, c := range cats {
		for k := range all {
			v, ok := c[k]
			if !ok || v == "" {
				t.Errorf("%s has no text for %q", name, k)
				continue
			}
			a, b := ph.FindAllString(cats["en.json"][k], -1), ph.FindAllString(v, -1)
			sort.Strings(a)
			sort.Strings(b)
			if !slices.Equal(a, b) {
				t.Errorf("%s %q has placeholders %v, English has %v", name, k, b, a)
			}
		}
	}
}

// TestKeysUsedExist checks that every literal key the sources look up
// with t("...") is in the catalogues, so no text shows as a bare key.
func TestKeysUsedExist(t *testing.T) {
	en := catalogues(t)["en.json"]
	files, _ := filepath.Glob("src/*.ts")
	re := regexp.MustCompile(`\bt\("([a-z_.]*[a-z_])"`)
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllSubmatch(b, -1) {
			n++
			if _, ok := en[string(m[1])]; !ok {
				t.Errorf("%s looks up %q, which no catalogue has", f, m[1])
			}
		}
	}
	if n < 50 {
		t.Fatalf("found only %d lookups: is the pattern still right?", n)
	}
}
