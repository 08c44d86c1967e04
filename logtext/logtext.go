// Package logtext renders the phrases titles write for people (the log
// lines of engine.Describer) in a reader's language. The texts are the
// catalogues messages/{en,nl,cs,ja}.json, one place for every line the
// server renders; the code holds keys only.
package logtext

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"net/http"
	"sort"
	"strconv"
	"strings"

	"ferro/engine/view"
)

// Languages are the catalogues' languages, English (the reference and
// the fallback) first.
var Languages = []string{"en", "nl", "cs", "ja"}

//go:embed messages/*.json
var messagesFS embed.FS

var catalogues = LoadCatalogues(messagesFS, "logtext")

// LoadCatalogues reads messages/LANG.json of fsys for every one of
// Languages: a message catalogue, key to text. A catalogue missing or
// broken is a build fault, so it panics naming owner.
func LoadCatalogues(fsys fs.ReadFileFS, owner string) map[string]map[string]string {
	m := map[string]map[string]string{}
	for _, lang := range Languages {
		data, err := fsys.ReadFile("messages/" + lang + ".json")
		if err != nil {
			panic(fmt.Sprintf("%s: no %s catalogue: %v", owner, lang, err))
		}
		var c map[string]string
		if err := json.Unmarshal(data, &c); err != nil {
			panic(fmt.Sprintf("%s: messages/%s.json: %v", owner, lang, err))
		}
		m[lang] = c
	}
	return m
}

// Has reports whether lang's catalogue has key.
func Has(lang, key string) bool {
	_, ok := catalogues[lang][key]
	return ok
}

// Keys lists lang's keys in order.
func Keys(lang string) []string {
	keys := make([]string, 0, len(catalogues[lang]))
	for k := range catalogues[lang] {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Text is key's text in lang as the catalogue holds it, placeholders
// unfilled, and whether lang has it.
func Text(lang, key string) (string, bool) {
	s, ok := catalogues[lang][key]
	return s, ok
}

// Render is p in lang (English where lang lacks a key, the key itself
// where English lacks it too), each placeholder replaced by its value:
// strings and numbers as they are, phrases rendered in lang.
func Render(lang string, p view.Phrase) string {
	s, ok := catalogues[lang][p.Key]
	if !ok {
		if s, ok = catalogues["en"][p.Key]; !ok {
			return p.Key
		}
	}
	if len(p.Args) == 0 || !strings.Contains(s, "{") {
		return s
	}
	var b strings.Builder
	for {
		i := strings.IndexByte(s, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(s[i:], '}')
		if j < 0 {
			break
		}
		b.WriteString(s[:i])
		name := s[i+1 : i+j]
		if v, ok := p.Args[name]; ok {
			b.WriteString(value(lang, v))
		} else {
			b.WriteString(s[i : i+j+1])
		}
		s = s[i+j+1:]
	}
	b.WriteString(s)
	return b.String()
}

func value(lang string, v any) string {
	switch v := v.(type) {
	case string:
		return v
	case int:
		return strconv.Itoa(v)
	case view.Phrase:
		return Render(lang, v)
	case *view.Phrase:
		return Render(lang, *v)
	}
	return fmt.Sprint(v)
}

// Fill sets each line's Text to its Phrase in lang.
func Fill(lines []view.LogLine, lang string) {
	for i := range lines {
		l := &lines[i]
		l.Text = Render(lang, l.Phrase)
		if l.HeadSay.Key != "" {
			l.Head = Render(lang, l.HeadSay)
		}
		if len(l.NotesSay) > 0 {
			l.Notes = make([]string, len(l.NotesSay))
			for k, n := range l.NotesSay {
				l.Notes[k] = Render(lang, n)
			}
		}
	}
}

// Known reports whether lang is one of Languages.
func Known(lang string) bool {
	for _, l := range Languages {
		if l == lang {
			return true
		}
	}
	return false
}

// FromRequest is the language a request asks for: ?lang= when it names
// one of Languages, else the best of its Accept-Language header that
// does, else English.
func FromRequest(r *http.Request) string {
	if l := r.URL.Query().Get("lang"); Known(l) {
		return l
	}
	return FromHeader(r.Header.Get("Accept-Language"))
}

// FromHeader is the best language of an Accept-Language value that is
// one of Languages (by quality, then order), else English.
func FromHeader(accept string) string {
	best, bestQ := Languages[0], 0.0
	for _, part := range strings.Split(accept, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		q := 1.0
		if v, ok := strings.CutPrefix(strings.TrimSpace(params), "q="); ok {
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				continue
			}
			q = f
		}
		base, _, _ := strings.Cut(strings.ToLower(strings.TrimSpace(tag)), "-")
		if Known(base) && q > bestQ {
			best, bestQ = base, q
		}
	}
	return best
}
