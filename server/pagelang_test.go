package server_test

import (
	"fmt"
	"html"
	"io"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"ferro/logtext"
	"ferro/store/storetest"
)

// TestGamePageInReadersLanguage: the read-only game page is in the
// language the request asks for (?lang=, else Accept-Language, else
// English): its <html lang>, and its own words (headings, columns,
// links, notes), none of which stays in English in another language.
func TestGamePageInReadersLanguage(t *testing.T) {
	e := newEnv(t, storetest.Backends()[0], nil)
	ann := e.signup("ann")
	g := importFixture(t, ann, "18zoo/18ZOOMapC/5774.json")
	get := func(path, accept string) string {
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
		return string(body)
	}
	for _, c := range []struct{ query, accept, lang string }{
		{"", "", "en"}, {"&lang=nl", "", "nl"}, {"&lang=cs", "ja", "cs"}, {"", "ja, en;q=0.5", "ja"}, {"&lang=xx", "nl-BE", "nl"},
	} {
		page := get(fmt.Sprintf("/games/%d?at=100%s", g.ID, c.query), c.accept)
		if want := `<html lang="` + c.lang + `">`; !strings.Contains(page, want) {
			t.Errorf("?%s, Accept-Language %q: the page does not say %s", c.query, c.accept, want)
		}
	}
	literal := regexp.MustCompile(`\{[a-z]+\}`)
	for _, at := range []string{"100", fmt.Sprint(g.Version)} {
		for _, lang := range logtext.Languages[1:] {
			page := html.UnescapeString(get(fmt.Sprintf("/games/%d?at=%s&lang=%s", g.ID, at, lang), ""))
			for _, key := range logtext.Keys("en") {
				if !strings.HasPrefix(key, "page.") {
					continue
				}
				en, _ := logtext.Text("en", key)
				if tr, _ := logtext.Text(lang, key); tr == en {
					continue // a term the languages share (IPO)
				}
				for _, part := range literal.Split(en, -1) {
					if part = strings.TrimSpace(part); len(part) > 3 && strings.Contains(page, ">"+part+"<") || len(part) > 3 && strings.Contains(page, `title="`+part+`"`) {
						t.Errorf("the %s page at %s says %q in English (%s)", lang, at, part, key)
					}
				}
			}
		}
	}
}
