package server_test

import (
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"strings"
	"testing"

	"ferro/engine/view"
	"ferro/store/storetest"
)

// TestLogInReadersLanguage: the view's log lines and the read-only game
// page's are the title's Describe rendered in the language the request
// asks for (?lang=, else Accept-Language, else English).
func TestLogInReadersLanguage(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	get := func(path, accept string) []byte {
		req, _ := http.NewRequest("GET", e.url+path, nil)
		if accept != "" {
			req.Header.Set("Accept-Language", accept)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
		}
		return body
	}
	for _, c := range []struct{ query, accept, want string }{
		{"", "", "TI lays tile 57 on I15"},
		{"&lang=nl", "", "TI legt tegel 57 op I15"},
		{"&lang=cs", "ja", "TI pokládá dílek 57 na I15"},
		{"", "de, ja;q=0.8, en;q=0.5", "TIはタイル57をI15に置く"},
		{"&lang=xx", "nl-BE", "TI legt tegel 57 op I15"},
	} {
		var v view.View
		if err := json.Unmarshal(get(fmt.Sprintf("/api/games/%d/view?at=10%s", g.ID, c.query), c.accept), &v); err != nil {
			t.Fatal(err)
		}
		if got := v.Log[6].Text; got != c.want {
			t.Errorf("view%s (Accept-Language %q): line 7 %q, want %q", c.query, c.accept, got, c.want)
		}
	}
	page := html.UnescapeString(string(get(fmt.Sprintf("/games/%d?at=10&lang=cs", g.ID), "")))
	if !strings.Contains(page, "TI pokládá dílek 57 na I15") {
		t.Errorf("the game page in Czech lacks the Czech log line")
	}
}
