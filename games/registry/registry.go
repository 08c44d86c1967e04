// Package registry maps game titles to their implementations. It is the one
// place that knows every game package.
package registry

import (
	"fmt"
	"sort"

	"ferro/engine"
	"ferro/games/g1713menorca"
	"ferro/games/g18zoo"
)

// all lists every title Ferro plays. Each game package contributes its titles here.
func all() []engine.Title {
	var ts []engine.Title
	ts = append(ts, g18zoo.Titles()...)
	ts = append(ts, g1713menorca.Title())
	return ts
}

var titles = func() map[string]engine.Title {
	m := map[string]engine.Title{}
	for _, t := range all() {
		m[t.Name()] = t
	}
	return m
}()

// Lookup finds a title by its exact name.
func Lookup(name string) (engine.Title, error) {
	t, ok := titles[name]
	if !ok {
		return nil, fmt.Errorf("unknown game title %q (known: %v)", name, Names())
	}
	return t, nil
}

// Names lists the registered titles in order.
func Names() []string {
	out := make([]string, 0, len(titles))
	for n := range titles {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}
