package learn

import (
	"embed"
	"fmt"
	"net/http"
	"sort"
	"strings"

	"ferro/logtext"
)

//go:embed messages/*.json
var messagesFS embed.FS

// catalogs are the message catalogues, by language: every text the pages
// show apart from the walkthroughs' and examples' own.
var catalogs = logtext.LoadCatalogues(messagesFS, "learn")

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
// Languages, else the best of the Accept-Language header, else English
// (the same choice as the server's log lines).
func chooseLang(r *http.Request) string { return logtext.FromRequest(r) }
