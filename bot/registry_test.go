package bot

import (
	"strings"
	"testing"
)

// TestKindsComplete: every kind builds its bot, and every offered kind
// tells people what it is in every language (its label, or each
// strength's, and its seat name): the server and the page read nothing
// else about a kind.
func TestKindsComplete(t *testing.T) {
	names := KindNames()
	if len(names) < 6 || len(OfferedKinds()) < 4 {
		t.Fatalf("kinds %v, offered %d", names, len(OfferedKinds()))
	}
	for _, n := range names {
		k, _ := LookupKind(n)
		b := Spec{Kind: n}.New(1, 1)
		if base, _, _ := strings.Cut(n, "-learned"); b.Name() != base {
			t.Errorf("kind %s builds a %s bot", n, b.Name())
		}
		if !k.Offered {
			continue
		}
		for _, lang := range Languages {
			if k.Short[lang] == "" {
				t.Errorf("kind %s has no seat name in %s", n, lang)
			}
			if len(k.Strengths) == 0 && k.Label[lang] == "" {
				t.Errorf("kind %s has no label in %s", n, lang)
			}
			for _, s := range k.Strengths {
				if s.Label[lang] == "" || s.Short[lang] == "" || s.Budget <= 0 {
					t.Errorf("kind %s strength %s: label %q, short %q, budget %v in %s", n, s.Name, s.Label[lang], s.Short[lang], s.Budget, lang)
				}
			}
		}
	}
	if got := strings.Join(KindNames()[:4], ","); got != "random,random-by-type,heuristic,mcts" {
		t.Errorf("offered kinds in the order %s", got)
	}
	if _, ok := (&Kind{}).Strength("fast"); ok {
		t.Error("a kind without strengths has a fast one")
	}
	m, _ := LookupKind("mcts")
	if s, ok := m.Strength("strong"); !ok || s.Budget.Seconds() != 1.5 {
		t.Errorf("mcts strong: %v %v", s, ok)
	}
}
