package web_test

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"ferro/draw"
)

// cssRules reads static/style.css as selector → property → value, with
// var(--x) resolved from :root (the first rule of a selector wins).
func cssRules(t *testing.T) map[string]map[string]string {
	t.Helper()
	raw, err := os.ReadFile("static/style.css")
	if err != nil {
		t.Fatal(err)
	}
	css := regexp.MustCompile(`(?s)/\*.*?\*/`).ReplaceAllString(string(raw), "")
	css = regexp.MustCompile(`(?s)@media[^{]*\{((?:[^{}]*\{[^}]*\})*)\s*\}`).ReplaceAllString(css, "") // the phone layout sets no colours
	rules := map[string]map[string]string{}
	for _, m := range regexp.MustCompile(`([^{}]+)\{([^}]*)\}`).FindAllStringSubmatch(css, -1) {
		decls := map[string]string{}
		for _, d := range strings.Split(m[2], ";") {
			if k, v, ok := strings.Cut(d, ":"); ok {
				decls[strings.TrimSpace(k)] = strings.TrimSpace(v)
			}
		}
		for _, sel := range strings.Split(m[1], ",") {
			sel = strings.TrimSpace(sel)
			if rules[sel] == nil {
				rules[sel] = map[string]string{}
			}
			for k, v := range decls {
				if _, ok := rules[sel][k]; !ok {
					rules[sel][k] = v
				}
			}
		}
	}
	root := rules[":root"]
	for _, decls := range rules {
		for k, v := range decls {
			if name, ok := strings.CutPrefix(v, "var("); ok {
				decls[k] = root[strings.TrimSuffix(name, ")")]
			}
		}
	}
	return rules
}

// TestPaletteContrast: every text colour of the client's palette has a
// contrast of at least 4.5:1 (WCAG AA) on each background it is shown on.
func TestPaletteContrast(t *testing.T) {
	rules := cssRules(t)
	// colour is a selector's property, or a :root variable (--x), or a literal.
	colour := func(ref string) string {
		if strings.HasPrefix(ref, "--") {
			return rules[":root"][ref]
		}
		if strings.HasPrefix(ref, "#") {
			return ref
		}
		sel, prop, _ := strings.Cut(ref, " @")
		v := rules[sel][prop]
		if v == "" {
			t.Fatalf("style.css has no %s for %s", prop, sel)
		}
		return v
	}
	for _, p := range []struct{ what, fg, bg string }{
		{"text", "body @color", "body @background"},
		{"text on cards", "--fg", "--card"},
		{"text on my games and the acting row", "--fg", "--mine"},
		{"muted text", "--muted", "--bg"},
		{"muted text on cards", "--muted", "--card"},
		{"muted text on my games", "--muted", "--mine"},
		{"muted text in history", "--muted", ".history.past @background"},
		{"muted text on the banner", "--muted", ".banner @background"},
		{"links", "a @color", "--bg"},
		{"links on cards", "a @color", "--card"},
		{"errors", ".error @color", "--card"},
		{"terrain cost", ".cost @color", "--card"},
		{"primary buttons", "button.primary @color", "button.primary @background"},
		{"current phase", ".phase.current @color", ".phase.current @background"},
		{"✔", ".confirm .ok @color", ".confirm .ok @background"},
		{"✖", ".confirm .cancel @color", "button @background"},
		{"top bar", ".nav a @color", ".nav @background"},
		{"banner", "--fg", ".banner @background"},
		{"your-turn banner", "--fg", ".banner.mine @background"},
		{"game-over banner", "--fg", ".banner.over @background"},
		{"history banner", "--fg", ".banner.past @background"},
		{"picked buttons", "--fg", ".hex-btn.on @background"},
		{"tags", ".tag @color", ".tag @background"},
		{"undo consent", "--fg", ".consent @background"},
	} {
		fg, bg := colour(p.fg), colour(p.bg)
		c, err := draw.Contrast(fg, bg)
		if err != nil {
			t.Fatalf("%s: %v", p.what, err)
		}
		if c < 4.5 {
			t.Errorf("%s: %s on %s has contrast %.2f, want at least 4.5", p.what, fg, bg, c)
		} else {
			t.Logf("%s: %s on %s: %.2f", p.what, fg, bg, c)
		}
	}
}
