// Package learn holds the "learn a title" material: each title's rules in
// brief and a walkthrough played in Ferro's own engine (18ZOO: the opening
// of the rules summaries on Map A with 3 players, seed 3; 1713 Menorca:
// the summary's worked examples), with an explanation of every step in
// English, Dutch, Czech and Japanese. All of it is data (data/*.json and
// the message catalogues in messages/); the figures shown beside each step
// are read from the engine, never from the data.
package learn

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"maps"
	"slices"
	"strings"

	"ferro/engine"
	"ferro/games/registry"
	"ferro/logtext"
)

// Languages are the languages every text is written in, the default first.
var Languages = logtext.Languages

//go:embed data/*.json
var dataFS embed.FS

// Text is one text in every language, by language code.
type Text map[string]string

// In returns the text in lang, or in English when lang has none.
func (t Text) In(lang string) string {
	if s, ok := t[lang]; ok && s != "" {
		return s
	}
	return t["en"]
}

// Focus names the player and the family whose figures the panels show.
type Focus struct {
	Player string `json:"player"` // player id
	Family string `json:"family"` // family (corporation) id
}

// Step is one step of a walkthrough: the action the engine applies (none
// for an opening step that only sets the scene) and its explanation.
type Step struct {
	Action *engine.Action `json:"action,omitempty"`
	Head   Text           `json:"head"` // a few words, as the summaries head each step
	Text   Text           `json:"text"`
}

// Walkthrough is a game opening written as data: the game's set-up and its
// actions, each explained.
type Walkthrough struct {
	Slug    string          `json:"slug"`
	Title   string          `json:"title"` // the engine title
	Seed    int64           `json:"seed"`
	Players []engine.Player `json:"players"`
	Focus   Focus           `json:"focus"`
	Steps   []Step          `json:"steps"`
}

// Config is the game the walkthrough is played in.
func (w *Walkthrough) Config() engine.Config {
	return engine.Config{Title: w.Title, Players: w.Players, Seed: w.Seed}
}

// Actions lists the walkthrough's actions in order.
func (w *Walkthrough) Actions() []engine.Action {
	var out []engine.Action
	for _, s := range w.Steps {
		if s.Action != nil {
			out = append(out, *s.Action)
		}
	}
	return out
}

// Record is the walkthrough as an 18xx.games game record.
func (w *Walkthrough) Record() *engine.Record {
	return engine.NewRecord(w.Config(), w.Actions(), nil, "")
}

// Play replays the walkthrough in the engine and returns the game as it
// stands after each step (states[k] after step k; an opening step without
// an action leaves the game as set up).
func (w *Walkthrough) Play() ([]engine.Game, error) {
	title, err := registry.Lookup(w.Title)
	if err != nil {
		return nil, err
	}
	g, err := title.New(w.Config())
	if err != nil {
		return nil, err
	}
	states := make([]engine.Game, 0, len(w.Steps))
	for k, s := range w.Steps {
		if s.Action != nil {
			if err := g.Apply(*s.Action); err != nil {
				return nil, fmt.Errorf("%s step %d (%s): %w", w.Slug, k, s.Action.Type, err)
			}
		}
		states = append(states, g.Clone())
	}
	return states, nil
}

// walkthroughs are the walkthroughs in data/, by slug.
var walkthroughs = func() map[string]*Walkthrough {
	m := map[string]*Walkthrough{}
	files, err := fs.Glob(dataFS, "data/*-walkthrough.json")
	if err != nil {
		panic(err)
	}
	for _, f := range files {
		data, err := dataFS.ReadFile(f)
		if err != nil {
			panic(err)
		}
		var w Walkthrough
		if err := json.Unmarshal(data, &w); err != nil {
			panic(fmt.Sprintf("learn: %s: %v", f, err))
		}
		if w.Slug == "" || !strings.HasPrefix(f, "data/"+w.Slug+"-") {
			panic(fmt.Sprintf("learn: %s: slug %q does not name the file", f, w.Slug))
		}
		m[w.Slug] = &w
	}
	return m
}()

// WalkthroughOf returns the walkthrough with the given slug.
func WalkthroughOf(slug string) (*Walkthrough, bool) {
	w, ok := walkthroughs[slug]
	return w, ok
}

// WalkthroughSlugs lists the walkthroughs' slugs in order.
func WalkthroughSlugs() []string {
	return slices.Sorted(maps.Keys(walkthroughs))
}
