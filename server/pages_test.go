package server_test

import (
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"

	"ferro/store/storetest"
)

func getPage(t *testing.T, url string) (int, string, string) {
	t.Helper()
	resp, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, resp.Header.Get("Content-Type"), string(b)
}

// TestPages: the lobby lists games with links to their pages; a game's
// page shows the board, market, players, families and log at any point,
// with links through its history, and needs no script.
func TestPages(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")

	code, ct, body := getPage(t, e.url+"/games")
	if code != http.StatusOK || !strings.HasPrefix(ct, "text/html") || !strings.Contains(body, fmt.Sprintf(`href="/games/%d"`, g.ID)) {
		t.Fatalf("lobby: %d %s\n%.300s", code, ct, body)
	}
	code, _, body = getPage(t, fmt.Sprintf("%s/games/%d", e.url, g.ID))
	if code != http.StatusOK {
		t.Fatalf("game page: %d\n%.300s", code, body)
	}
	for _, want := range []string{`data-hex="I15"`, `class="ferro-market"`, `class="ferro-chart"`, "Share prices", "Player values", "Players", "Families", "Log", "Game over",
		fmt.Sprintf("action %d of %d", g.Version, g.Version), fmt.Sprintf(`href="/games/%d?at=0"`, g.ID)} {
		if !strings.Contains(body, want) {
			t.Errorf("game page lacks %q", want)
		}
	}
	if strings.Contains(body, "<script") {
		t.Error("the game page has a script")
	}
	code, _, body = getPage(t, fmt.Sprintf("%s/games/%d?at=30", e.url, g.ID))
	if code != http.StatusOK || !strings.Contains(body, fmt.Sprintf("action 30 of %d", g.Version)) ||
		!strings.Contains(body, fmt.Sprintf(`href="/games/%d?at=29"`, g.ID)) || !strings.Contains(body, fmt.Sprintf(`href="/games/%d?at=31"`, g.ID)) {
		t.Fatalf("game page at 30: %d\n%.300s", code, body)
	}
	if code, _, _ := getPage(t, fmt.Sprintf("%s/games/%d?at=99999", e.url, g.ID)); code != http.StatusBadRequest {
		t.Fatalf("game page past the end: %d", code)
	}
	if code, _, _ := getPage(t, e.url+"/games/424242"); code != http.StatusNotFound {
		t.Fatalf("missing game page: %d", code)
	}
	if code, ct, _ := getPage(t, e.url+"/nothing-here"); code != http.StatusNotFound || !strings.HasPrefix(ct, "application/json") {
		t.Fatalf("unknown path: %d %s", code, ct)
	}
}
