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
	if want := fmt.Sprintf(`href="/games/%d?at=7&lang=cs"`, g.ID); !strings.Contains(page, want) {
		t.Errorf("the game page's links do not keep the language: no %s", want)
	}
}

// TestMarketInReadersLanguage: the market drawing's legend and notes come
// in the language the request asks for, in the SVG, the view and the game
// page alike; English stays as the title writes it.
func TestMarketInReadersLanguage(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	get := func(path string) string {
		resp, err := http.Get(e.url + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		body, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("%s: %d %s", path, resp.StatusCode, body)
		}
		return html.UnescapeString(string(body))
	}
	for _, c := range []struct{ path, want, not string }{
		{fmt.Sprintf("/api/games/%d/market.svg", g.ID), "top row: the president earns a bonus", "startkoers"},
		{fmt.Sprintf("/api/games/%d/market.svg?lang=nl", g.ID), "bovenste rij: de president krijgt een bonus", "par price"},
		{fmt.Sprintf("/api/games/%d/market.svg?lang=ja&at=10", g.ID), "額面 5–7（黄）", "par 5–7"},
		{fmt.Sprintf("/api/games/%d/view?lang=cs", g.ID), "počáteční cena", "par price"},
		{fmt.Sprintf("/games/%d?lang=nl", g.ID), "rit 100", "run 100"},
	} {
		body := get(c.path)
		if !strings.Contains(body, c.want) || strings.Contains(body, c.not) {
			t.Errorf("%s: want %q and no %q", c.path, c.want, c.not)
		}
	}
}
