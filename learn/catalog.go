package learn

import (
	"embed"
	"encoding/json"
	"fmt"
	"net/http"
	"sort"
	"strconv"
	"strings"
)

//go:embed messages/*.json
var messagesFS embed.FS

// catalogs are the message catalogues, by language: every text the pages
// show apart from the walkthroughs' and examples' own.
var catalogs = func() map[string]map[string]string {
	m := map[string]map[string]string{}
	for _, lang := range Languages {
		data, err := messagesFS.ReadFile("messages/" + lang + ".json")
		if err != nil {
			panic(fmt.Sprintf("learn: no %s catalogue: %v", lang, err))
		}
		var c map[string]string
		if err := json.Unmarshal(data, &c); err != nil {
			panic(fmt.Sprintf("learn: messages/%s.json: %v", lang, err))
		}
		m[lang] = c
	}
	return m
}()

// missingMark wraps a key that a catalogue lacks, so a missing text shows
// (and tests find it) instead of vanishing.
const missingMark = "⟦missing:"

// msg is the text of key in lang with each {name} replaced by args' value
// for name (args alternate names and values).
func msg(lang, key string, args ...any) string {
	s, ok := catalogs[lang][key]
	if !ok {
		return missingMark + lang + ":" + key + "⟧"
	}
	for i := 0; i+1 < len(args); i += 2 {
		s = strings.ReplaceAll(s, "{"+fmt.Sprint(args[i])+"}", fmt.Sprint(args[i+1]))
	}
	return s
}

// has reports whether the English catalogue (the reference) has key.
func has(key string) bool {
	_, ok := catalogs["en"][key]
	return ok
}

// CatalogKeys lists a catalogue's keys in order.
func CatalogKeys(lang string) []string {
	keys := make([]string, 0, len(catalogs[lang]))
	for k := range catalogs[lang] {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// chooseLang picks the page's language: ?lang= when it names one of
// Languages, else the best of the Accept-Language header, else English.
func chooseLang(r *http.Request) string {
	if l := r.URL.Query().Get("lang"); known(l) {
		return l
	}
	best, bestQ := Languages[0], 0.0
	for _, part := range strings.Split(r.Header.Get("Accept-Language"), ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				continue
			}
			q = f
		}
		primary, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		if known(primary) && q > bestQ {
			best, bestQ = primary, q
		}
	}
	return best
}

func known(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}
