package learn

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"ferro/internal/playcheck"
	"ferro/internal/testkit"
)

func learnServer(t *testing.T) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	Register(mux)
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	return hs
}

func get(t *testing.T, hs *httptest.Server, path string, header map[string]string) (int, http.Header, string) {
	t.Helper()
	req, err := http.NewRequest("GET", hs.URL+path, nil)
	if err != nil {
		t.Fatal(err)
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		t.Fatal(err)
	}
	return resp.StatusCode, resp.Header, string(body)
}

var (
	panelRe = regexp.MustCompile(`<div class="panel" data-panel="(\d)"><dt>([^<]*)</dt><dd>([^<]*)</dd></div>`)
	nextRe  = regexp.MustCompile(`<a rel="next" href="([^"#]*)`)
	stepRe  = regexp.MustCompile(`<div class="step" data-step="(\d+)">`)
)

func panelsOf(body string) []string {
	var out []string
	for _, m := range panelRe.FindAllStringSubmatch(body, -1) {
		out = append(out, html.UnescapeString(m[3]))
	}
	return out
}

// traceFigures are the four panel figures of a trace state, as the page
// writes them.
func traceFigures(t *testing.T, state json.RawMessage) []string {
	t.Helper()
	var s struct {
		Players []struct {
			Name string `json:"name"`
			Cash int    `json:"cash"`
		} `json:"players"`
		Corps []struct {
			ID     string   `json:"id"`
			Cash   int      `json:"cash"`
			Price  []any    `json:"price"`
			Trains []string `json:"trains"`
		} `json:"corps"`
	}
	if err := json.Unmarshal(state, &s); err != nil {
		t.Fatal(err)
	}
	out := make([]string, 4)
	for _, p := range s.Players {
		if p.Name == "Player 1" {
			out[0] = fmt.Sprintf("%d$N", p.Cash)
		}
	}
	for _, c := range s.Corps {
		if c.ID != "PB" {
			continue
		}
		out[1], out[2], out[3] = "—", "—", "—"
		if c.Price != nil {
			out[1] = fmt.Sprintf("%d$N", c.Cash)
			out[2] = fmt.Sprintf("%v$N", c.Price[0])
		}
		if len(c.Trains) > 0 {
			out[3] = strings.Join(c.Trains, " + ")
		}
	}
	return out
}

var rowRe = regexp.MustCompile(`<tr data-(player|family)="([^"]*)"><th scope="row">[^<]*</th>((?:<td>[^<]*</td>)+)</tr>`)

// tableOf is the page's table of everyone, one line per row.
func tableOf(body string) string {
	var b strings.Builder
	for _, m := range rowRe.FindAllStringSubmatch(body, -1) {
		cells := strings.ReplaceAll(strings.TrimSuffix(strings.TrimPrefix(m[3], "<td>"), "</td>"), "</td><td>", " | ")
		fmt.Fprintf(&b, "%s %s: %s\n", m[1], m[2], html.UnescapeString(cells))
	}
	return b.String()
}

// traceTable is the same table from a trace state: players by seat, and
// every family with a price in the trace's order.
func traceTable(t *testing.T, state json.RawMessage) string {
	t.Helper()
	var s struct {
		Players []struct {
			Name string `json:"name"`
			Cash int    `json:"cash"`
		} `json:"players"`
		Corps []struct {
			ID     string   `json:"id"`
			Cash   int      `json:"cash"`
			Price  []any    `json:"price"`
			Trains []string `json:"trains"`
		} `json:"corps"`
	}
	if err := json.Unmarshal(state, &s); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for seat := 1; seat <= len(s.Players); seat++ {
		for _, p := range s.Players {
			if p.Name == fmt.Sprintf("Player %d", seat) {
				fmt.Fprintf(&b, "player P%d: %d$N\n", seat, p.Cash)
			}
		}
	}
	for _, c := range s.Corps {
		if c.Price == nil {
			continue
		}
		trains := "—"
		if len(c.Trains) > 0 {
			trains = strings.Join(c.Trains, " + ")
		}
		fmt.Fprintf(&b, "family %s: %d$N | %v$N | %s\n", c.ID, c.Cash, c.Price[0], trains)
	}
	return b.String()
}

// traceAt is the trace's state after the walkthrough's step: the initial
// state, or the state after its last action so far.
func traceAt(trace *playcheck.Trace, w *Walkthrough, step int) json.RawMessage {
	if n := countActions(w, step); n > 0 {
		return trace.Steps[n-1].State
	}
	return trace.Initial
}

// TestWalkthroughPageFollowsTheTrace steps through the 18ZOO walkthrough
// page by its "next" links, from the start to the last action, and checks
// that the four panels, and the table of every player and founded family,
// show the 18xx.games trace's figures at every step.
func TestWalkthroughPageFollowsTheTrace(t *testing.T) {
	dir := testkit.FixturesDir(t)
	trace, err := playcheck.LoadTrace(filepath.Join(dir, "18zoo", "18ZOOMapA", "seed_walkthrough.trace.json"))
	if err != nil {
		t.Fatal(err)
	}
	hs := learnServer(t)
	w, _ := WalkthroughOf("18zoo")
	path := "/learn/18zoo?lang=en"
	steps := 0
	for path != "" {
		code, _, body := get(t, hs, path, nil)
		if code != http.StatusOK {
			t.Fatalf("%s: %d", path, code)
		}
		m := stepRe.FindStringSubmatch(body)
		if m == nil || m[1] != fmt.Sprint(steps) {
			t.Fatalf("%s: page shows step %v, want %d", path, m, steps)
		}
		state := traceAt(trace, w, steps)
		want, got := traceFigures(t, state), panelsOf(body)
		if strings.Join(got, "|") != strings.Join(want, "|") {
			t.Fatalf("step %d: panels %q, the trace has %q", steps, got, want)
		}
		if want, got := traceTable(t, state), tableOf(body); got != want {
			t.Fatalf("step %d: table\n%s\nthe trace has\n%s", steps, got, want)
		}
		path = ""
		if n := nextRe.FindStringSubmatch(body); n != nil {
			path = html.UnescapeString(n[1])
			steps++
		}
	}
	if steps != len(w.Steps)-1 || countActions(w, steps) != len(trace.Steps) {
		t.Fatalf("stepped through %d steps and %d actions, the walkthrough has %d steps and the trace %d actions",
			steps+1, countActions(w, steps), len(w.Steps), len(trace.Steps))
	}
}

// TestCataloguesHaveEveryKey: every language's catalogue has exactly the
// English catalogue's keys, none empty.
func TestCataloguesHaveEveryKey(t *testing.T) {
	ref := CatalogKeys("en")
	if len(ref) == 0 {
		t.Fatal("empty English catalogue")
	}
	for _, lang := range Languages {
		keys := CatalogKeys(lang)
		if strings.Join(keys, "\n") != strings.Join(ref, "\n") {
			t.Errorf("%s catalogue keys differ from English:\n%s\nvs\n%s", lang, strings.Join(keys, " "), strings.Join(ref, " "))
		}
		for _, k := range keys {
			if strings.TrimSpace(catalogs[lang][k]) == "" {
				t.Errorf("%s: %s is empty", lang, k)
			}
		}
	}
}

// TestPagesHaveNoMissingText renders every learn page (every walkthrough
// step) in every language: no text is missing, each page links to every
// language and says which it is in.
func TestPagesHaveNoMissingText(t *testing.T) {
	hs := learnServer(t)
	var paths []string
	paths = append(paths, "/learn", "/learn/")
	for _, slug := range Slugs() {
		paths = append(paths, "/learn/"+slug)
		if w, ok := WalkthroughOf(slug); ok {
			for k := range w.Steps {
				paths = append(paths, fmt.Sprintf("/learn/%s?step=%d", slug, k))
			}
		}
	}
	for _, lang := range Languages {
		for _, p := range paths {
			sep := "?"
			if strings.Contains(p, "?") {
				sep = "&"
			}
			code, h, body := get(t, hs, p+sep+"lang="+lang, nil)
			if code != http.StatusOK {
				t.Fatalf("%s in %s: %d", p, lang, code)
			}
			if !strings.HasPrefix(h.Get("Content-Type"), "text/html") {
				t.Fatalf("%s: content type %q", p, h.Get("Content-Type"))
			}
			if i := strings.Index(body, missingMark); i >= 0 {
				t.Fatalf("%s in %s: missing text %s", p, lang, body[i:min(len(body), i+80)])
			}
			if !strings.Contains(body, `<html lang="`+lang+`">`) {
				t.Fatalf("%s in %s: not marked as %s", p, lang, lang)
			}
			for _, l := range Languages {
				if !strings.Contains(body, `hreflang="`+l+`"`) {
					t.Fatalf("%s in %s: no switch to %s", p, lang, l)
				}
			}
		}
	}
}

// TestLanguageChoice: ?lang= first, then the best Accept-Language match,
// then English.
func TestLanguageChoice(t *testing.T) {
	hs := learnServer(t)
	for _, c := range []struct {
		query, accept, want string
	}{
		{"", "", "en"},
		{"", "nl-BE,nl;q=0.9,en;q=0.5", "nl"},
		{"", "de, ja;q=0.8, cs;q=0.9", "cs"},
		{"", "ja-JP", "ja"},
		{"", "fr-FR, de;q=0.5", "en"},
		{"?lang=ja", "nl", "ja"},
		{"?lang=xx", "cs", "cs"},
	} {
		_, h, body := get(t, hs, "/learn"+c.query, map[string]string{"Accept-Language": c.accept})
		if !strings.Contains(body, `<html lang="`+c.want+`">`) || h.Get("Content-Language") != c.want {
			t.Errorf("%q with Accept-Language %q: want %s, got Content-Language %q", c.query, c.accept, c.want, h.Get("Content-Language"))
		}
	}
}

// TestWalkthroughPageStepsAndLinks: ?step= out of range shows the nearest
// step, the first step has no "previous" and the last no "next", and the
// language links keep the step.
func TestWalkthroughPageStepsAndLinks(t *testing.T) {
	hs := learnServer(t)
	w, _ := WalkthroughOf("18zoo")
	last := len(w.Steps) - 1
	_, _, body := get(t, hs, "/learn/18zoo?step=-4", nil)
	if !strings.Contains(body, `data-step="0"`) || strings.Contains(body, `rel="prev"`) {
		t.Fatal("step -4 is not the first step without a previous link")
	}
	_, _, body = get(t, hs, "/learn/18zoo?step=999&lang=nl", nil)
	if !strings.Contains(body, fmt.Sprintf(`data-step="%d"`, last)) || strings.Contains(body, `rel="next"`) {
		t.Fatal("step 999 is not the last step without a next link")
	}
	if !strings.Contains(body, fmt.Sprintf(`href="/learn/18zoo?lang=cs&amp;step=%d"`, last)) {
		t.Fatal("the language switch does not keep the step")
	}
	code, _, _ := get(t, hs, "/learn/no-such-title", nil)
	if code != http.StatusNotFound {
		t.Fatalf("an unknown title answers %d", code)
	}
}

// TestBoardIsTheRealBoardAtEachStep: every step of the walkthrough page
// draws the engine's board (package draw), with every tile laid so far on
// its hex, and the run over it once PB has run; the slot also lists the
// tiles in words.
func TestBoardIsTheRealBoardAtEachStep(t *testing.T) {
	hs := learnServer(t)
	w, _ := WalkthroughOf("18zoo")
	var laid [][2]string
	ran := false
	for k, s := range w.Steps {
		if a := s.Action; a != nil && a.Type == "lay_tile" {
			laid = append(laid, [2]string{a.Hex, a.Tile})
		}
		if a := s.Action; a != nil && a.Type == "run_routes" {
			ran = true
		}
		_, _, body := get(t, hs, fmt.Sprintf("/learn/18zoo?step=%d&lang=en", k), nil)
		if !strings.Contains(body, `class="ferro-board"`) {
			t.Fatalf("step %d: no board drawn", k)
		}
		for _, l := range laid {
			if !strings.Contains(body, fmt.Sprintf(`data-hex="%s" data-tile="%s"`, l[0], l[1])) {
				t.Fatalf("step %d: the board has no tile %s on %s", k, l[1], l[0])
			}
		}
		if got := strings.Contains(body, `class="route"`); got != ran {
			t.Fatalf("step %d: run drawn %v, want %v", k, got, ran)
		}
	}
	_, _, body := get(t, hs, "/learn/18zoo?step=30&lang=en", nil)
	for _, want := range []string{"N10: tile 57, rotation 0", "N12: tile X9, rotation 0", "N14: tile X8, rotation 1", "M17: tile 8, rotation 3"} {
		if !strings.Contains(body, want) {
			t.Errorf("board slot lacks %q", want)
		}
	}
	_, _, body = get(t, hs, "/learn/1713-menorca?lang=en", nil)
	if n := strings.Count(body, `class="ferro-board"`); n != 3 {
		t.Errorf("the 1713 Menorca page draws %d boards, want one per example", n)
	}
}
