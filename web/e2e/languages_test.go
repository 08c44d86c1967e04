package e2e

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestLanguages switches the lobby and a game page to each language with
// the switch on the page and checks that the page speaks it: no
// catalogue key shows as text, and the page's lang is that language.
func TestLanguages(t *testing.T) {
	b := browser(t)
	s := startSite(t)
	ctx := tab(t, b)
	files, _ := filepath.Glob(filepath.Join("..", "src", "i18n", "*.json"))
	cats := map[string]map[string]string{}
	for _, f := range files {
		raw, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var c map[string]string
		if err := json.Unmarshal(raw, &c); err != nil {
			t.Fatal(err)
		}
		cats[strings.TrimSuffix(filepath.Base(f), ".json")] = c
	}
	if len(cats) != 4 {
		t.Fatalf("%d catalogues, want 4", len(cats))
	}
	prefixes := map[string]bool{} // first parts of the keys: "game", "lobby" …
	for k := range cats["en"] {
		prefixes[strings.SplitN(k, ".", 2)[0]] = true
	}
	signUp(t, ctx, s, "polyglot")
	id := createHotseat(t, ctx, "18ZOO - Map A", 3, 3)
	run(t, ctx, "back to the lobby", navigate(s.url+"/"))
	menorca := createHotseat(t, ctx, "1713 Menorca", 3, 3)
	keyLike := regexp.MustCompile(`\b[a-z]+(?:\.[a-zA-Z_]+)+\b`)
	for lang, cat := range cats {
		pages := []string{"/", fmt.Sprintf("/play/%d", id)}
		if lang == "ja" {
			pages = append(pages, fmt.Sprintf("/play/%d", menorca))
		}
		for _, page := range pages {
			switchLang(t, ctx, lang)
			run(t, ctx, "open "+page, navigate(s.url+page))
			if strings.HasPrefix(page, "/play/") {
				waitIdle(t, ctx)
			} else {
				waitFor(t, ctx, "lobby", `document.querySelectorAll("#new-title option").length > 0`)
			}
			text := eval[string](t, ctx, `document.getElementById("app").innerText`)
			for _, k := range keyLike.FindAllString(text, -1) {
				if prefixes[strings.SplitN(k, ".", 2)[0]] {
					t.Errorf("%s %s shows the key %q instead of a text", lang, page, k)
				}
			}
			if want := cat["nav.games"]; !strings.Contains(text, want) {
				t.Errorf("%s %s does not show %q", lang, page, want)
			}
			if lang == "ja" && strings.HasPrefix(page, "/play/") {
				// no English but names, in the page's words and in its drawings
				drawn := eval[string](t, ctx, `[...document.querySelectorAll("#app svg text")].map((x) => x.textContent).join(" ")`)
				game := strings.TrimPrefix(page, "/play/")
				names := append(viewNames(t, fmt.Sprintf("%s/api/games/%s/view?lang=ja", s.url, game)), "Ferro", "polyglot", "ZOOTicket",
					"18xx.games", "IPO", // a site's name; IPO is the Japanese summary's own term
					"English", "Nederlands", "Čeština") // the language switch names each language in itself
				if w := englishIn(text+" "+drawn, names); len(w) > 0 {
					t.Errorf("the Japanese game page %s shows English words: %s", page, strings.Join(w, " "))
				}
				noTofu(t, ctx, "ja "+page)
				if game == fmt.Sprint(id) {
					screenshot(t, ctx, "game-ja")
				}
			}
		}
	}
}

// latinWord is a word of two or more Latin letters: English, unless it is
// a name.
var latinWord = regexp.MustCompile(`[A-Za-z][A-Za-z'’]+`)

// englishIn lists the words of text in Latin letters that are not part of
// one of names (players, families, powers, trains, places and the like,
// which every language writes as they are).
func englishIn(text string, names []string) []string {
	sort.Slice(names, func(i, j int) bool { return len(names[i]) > len(names[j]) })
	letter := func(b byte) bool { return b|0x20 >= 'a' && b|0x20 <= 'z' }
	for _, n := range names {
		if strings.TrimSpace(n) == "" {
			continue
		}
		// a name is a whole word where it begins or ends with a letter
		// ("M" is no part of "Monday", "4S Perm" is one of "4S4S Perm")
		re, pre, post := regexp.QuoteMeta(n), "()", "()"
		if letter(n[0]) {
			pre = `(^|[^A-Za-z])`
		}
		if letter(n[len(n)-1]) {
			post = `($|[^A-Za-z])`
		}
		text = regexp.MustCompile(pre+re+post).ReplaceAllString(text, "$1 $2")
	}
	seen := map[string]bool{}
	var out []string
	for _, w := range latinWord.FindAllString(text, -1) {
		if !seen[w] {
			seen[w] = true
			out = append(out, w)
		}
	}
	return out
}

// viewNames are the names a game's view holds: its title, players,
// families, powers and tickets, trains and phases, and the board's
// places, as every language writes them.
func viewNames(t *testing.T, url string) []string {
	var v struct {
		Title    string `json:"title"`
		Currency string `json:"currency"`
		Players  []struct {
			Name  string                  `json:"name"`
			Items []struct{ Name string } `json:"items"`
		} `json:"players"`
		Families []struct {
			ID, Name string
			Trains   []string `json:"trains"`
		} `json:"families"`
		Round struct {
			EntityName string `json:"entity_name"`
		} `json:"round"`
		Depot struct {
			Trains []struct{ Name string } `json:"trains"`
			Offer  []struct{ Name string } `json:"offer"`
			Future []struct{ Name string } `json:"future"`
		} `json:"depot"`
		Phases []struct{ Name string } `json:"phases"`
		Board  struct {
			Hexes []struct {
				Location string `json:"location"`
				Tile     struct {
					Nodes []struct{ Name string } `json:"nodes"`
				} `json:"tile"`
			} `json:"hexes"`
		} `json:"board"`
	}
	if err := json.Unmarshal(get(t, url), &v); err != nil {
		t.Fatal(err)
	}
	names := []string{v.Title, v.Round.EntityName, strings.ReplaceAll(v.Currency, "%s", "")}
	for _, p := range v.Players {
		names = append(names, p.Name)
		for _, i := range p.Items {
			names = append(names, i.Name)
		}
	}
	for _, f := range v.Families {
		names = append(names, f.ID, f.Name)
		names = append(names, f.Trains...)
	}
	for _, x := range v.Depot.Trains {
		names = append(names, x.Name)
	}
	for _, x := range append(v.Depot.Offer, v.Depot.Future...) {
		names = append(names, x.Name)
	}
	for _, x := range v.Phases {
		names = append(names, x.Name)
	}
	for _, h := range v.Board.Hexes {
		names = append(names, h.Location)
		for _, n := range h.Tile.Nodes {
			names = append(names, n.Name)
		}
	}
	return names
}
