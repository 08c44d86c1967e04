package learn

import (
	"encoding/json"
	"fmt"
	"strconv"
	"sync"

	"ferro/engine"
)

// titleDef is one title of the learn pages: its slug (its catalogue keys
// are title.SLUG.* and rules.SLUG.*) and what it is taught with.
type titleDef struct {
	Slug        string `json:"slug"`
	Walkthrough string `json:"walkthrough,omitempty"` // a walkthrough's slug
	Examples    string `json:"examples,omitempty"`    // an example set's slug
}

var titleDefs = func() []titleDef {
	data, err := dataFS.ReadFile("data/titles.json")
	if err != nil {
		panic(err)
	}
	var ts []titleDef
	if err := json.Unmarshal(data, &ts); err != nil {
		panic(fmt.Sprintf("learn: data/titles.json: %v", err))
	}
	for _, t := range ts {
		if _, ok := walkthroughs[t.Walkthrough]; t.Walkthrough != "" && !ok {
			panic("learn: title " + t.Slug + " names no walkthrough " + t.Walkthrough)
		}
		if _, ok := examples[t.Examples]; t.Examples != "" && !ok {
			panic("learn: title " + t.Slug + " names no examples " + t.Examples)
		}
	}
	return ts
}()

func titleBySlug(slug string) (titleDef, bool) {
	for _, t := range titleDefs {
		if t.Slug == slug {
			return t, true
		}
	}
	return titleDef{}, false
}

// Slugs lists the learn pages' titles, in the list's order.
func Slugs() []string {
	out := make([]string, len(titleDefs))
	for i, t := range titleDefs {
		out[i] = t.Slug
	}
	return out
}

// section is one part of a title's rules in brief: catalogue keys of its
// heading and of its items, found by number (rules.SLUG.N, rules.SLUG.N.M).
type section struct {
	Head  string
	Items []string
}

func rulesOf(slug string) []section {
	var out []section
	for n := 1; has(ruleKey(slug, n, 0)); n++ {
		s := section{Head: ruleKey(slug, n, 0)}
		for m := 1; has(ruleKey(slug, n, m)); m++ {
			s.Items = append(s.Items, ruleKey(slug, n, m))
		}
		out = append(out, s)
	}
	return out
}

func ruleKey(slug string, n, m int) string {
	k := "rules." + slug + "." + strconv.Itoa(n)
	if m > 0 {
		k += "." + strconv.Itoa(m)
	}
	return k
}

// played caches each walkthrough's replay: the games are deterministic,
// so they are played once.
var played sync.Map // slug → *playResult

type playResult struct {
	once  sync.Once
	games []engine.Game
	err   error
}

func playedWalkthrough(w *Walkthrough) ([]engine.Game, error) {
	v, _ := played.LoadOrStore("walk:"+w.Slug, &playResult{})
	p := v.(*playResult)
	p.once.Do(func() { p.games, p.err = w.Play() })
	return p.games, p.err
}

type shownResult struct {
	once  sync.Once
	shown []Shown
	err   error
}

func playedExamples(x *Examples) ([]Shown, error) {
	v, _ := played.LoadOrStore("examples:"+x.Slug, &shownResult{})
	p := v.(*shownResult)
	p.once.Do(func() { p.shown, p.err = x.Play() })
	return p.shown, p.err
}
