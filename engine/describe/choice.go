package describe

import (
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"ferro/engine"
)

// choice is a choice as words: a string as it is (its kind in the title's
// words), an object's kind then its other values.
func choice(w Words, a engine.Action) any {
	if c := a.ChoiceString(); c != "" {
		return w.Choice(c)
	}
	var obj map[string]any
	if json.Unmarshal(a.Extras().Choice, &obj) == nil && len(obj) > 0 {
		keys := make([]string, 0, len(obj))
		for k := range obj {
			if k != "type" {
				keys = append(keys, k)
			}
		}
		sort.Strings(keys)
		parts := make([]string, len(keys))
		for i, k := range keys {
			parts[i] = fmt.Sprint(obj[k])
		}
		kind, ok := obj["type"]
		switch {
		case !ok:
			return strings.Join(parts, " ")
		case len(parts) == 0:
			return w.Choice(fmt.Sprint(kind))
		}
		return engine.Say("log.choice_with", "kind", w.Choice(fmt.Sprint(kind)), "details", strings.Join(parts, " "))
	}
	return string(a.Extras().Choice)
}
