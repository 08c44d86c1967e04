package bot

import (
	"slices"
	"sort"
	"time"
)

// A Kind is a computer player: its name, how it is built, and what people
// are told about it. Each kind registers itself (RegisterKind) in the file
// of its bot, so that adding a kind is its own file and its line in
// docs/bots.md: the server offers, names and budgets the kinds from here,
// and the page's choices come from the server (GET /api/bots).
type Kind struct {
	Name string
	// Offered kinds are the ones the server lets people seat and choose
	// as stand-ins; the others (learned evaluations) are for ferro match
	// and ferro analyze.
	Offered bool
	// Rank orders the kinds as people are shown them, weakest first.
	Rank int
	// Strengths are the kind's time budgets, weakest first; a kind
	// without any has one strength, "normal", and needs no time.
	Strengths []Strength
	// Label is how a choice of this kind reads in each language ("en",
	// "nl", "cs", "ja"): "Bot: random by type". A kind with strengths
	// labels its strengths instead.
	Label map[string]string
	// Short is the kind as a seat's name says it ("Bot 2 (random by
	// type)"), in each language.
	Short map[string]string

	build func(seed uint64, workers int, t Tuning) Bot
}

// A Strength is a time budget of a kind.
type Strength struct {
	Name   string        // "fast", "normal", "strong"
	Budget time.Duration // the longest a person waits for one move
	Label  map[string]string
	Short  map[string]string // in a seat's name: "mcts, fast"
}

// NormalStrength is the one strength of a kind that has no time budgets.
const NormalStrength = "normal"

var kinds = map[string]*Kind{}

// RegisterKind adds a kind; build makes its bot from a seed, the number
// of parallel search workers and a tuning (which only searches read).
func RegisterKind(k Kind, build func(seed uint64, workers int, t Tuning) Bot) {
	if _, dup := kinds[k.Name]; dup {
		panic("bot: kind " + k.Name + " registered twice")
	}
	k.build = build
	kinds[k.Name] = &k
}

// LookupKind is the kind of that name.
func LookupKind(name string) (*Kind, bool) {
	k, ok := kinds[name]
	return k, ok
}

// KindNames are the names of every kind, offered ones first, each group
// by rank.
func KindNames() []string {
	out := make([]string, 0, len(kinds))
	for n := range kinds {
		out = append(out, n)
	}
	sort.Slice(out, func(i, j int) bool {
		a, b := kinds[out[i]], kinds[out[j]]
		if a.Offered != b.Offered {
			return a.Offered
		}
		if a.Rank != b.Rank {
			return a.Rank < b.Rank
		}
		return out[i] < out[j]
	})
	return out
}

// OfferedKinds are the kinds the server offers, by rank.
func OfferedKinds() []*Kind {
	var out []*Kind
	for _, n := range KindNames() {
		if k := kinds[n]; k.Offered {
			out = append(out, k)
		}
	}
	return out
}

// Strength is the kind's strength of that name: for a kind without time
// budgets, only NormalStrength (with no budget).
func (k *Kind) Strength(name string) (Strength, bool) {
	if len(k.Strengths) == 0 {
		return Strength{Name: NormalStrength}, name == NormalStrength
	}
	i := slices.IndexFunc(k.Strengths, func(s Strength) bool { return s.Name == name })
	if i < 0 {
		return Strength{}, false
	}
	return k.Strengths[i], true
}

// StrengthNames are the names of the kind's strengths.
func (k *Kind) StrengthNames() []string {
	if len(k.Strengths) == 0 {
		return []string{NormalStrength}
	}
	out := make([]string, len(k.Strengths))
	for i, s := range k.Strengths {
		out[i] = s.Name
	}
	return out
}

// Say is a text in lang, else in English.
func Say(texts map[string]string, lang string) string {
	if s, ok := texts[lang]; ok {
		return s
	}
	return texts["en"]
}

// Languages are the languages every kind's texts are written in.
var Languages = []string{"en", "nl", "cs", "ja"}
