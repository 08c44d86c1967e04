package playcheck

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
)

// NameMap renames the names a trace uses (player names, corporation,
// company and train ids, round names…) to the ones the game under test
// uses. Only strings are renamed, never numbers. A nil map renames nothing.
type NameMap map[string]string

func (m NameMap) name(s string) string {
	if n, ok := m[s]; ok {
		return n
	}
	return s
}

// Diff is one field where a game's state departs from the expected one.
// Expected and Got are compact JSON, or "(missing)" for an absent key.
type Diff struct {
	Path     string // e.g. "players[Player 2].cash", "corps[GI].trains", "bank"
	Expected string
	Got      string
}

func (d Diff) String() string {
	return fmt.Sprintf("%s: expected %s, got %s", d.Path, d.Expected, d.Got)
}

const missing = "(missing)"

// The state schema of a trace step (see the fixtures' README.md). Keys are
// compared in these orders, then any others in name order, so that the
// first Diff is the first field of the first entity that differs.
var (
	stateOrder  = []string{"round", "round_type", "turn", "round_num", "phase", "current", "acting", "players", "corps", "bank", "depot", "discarded", "available_companies", "future_companies"}
	playerOrder = []string{"name", "cash", "companies", "shares", "value", "penalty"}
	corpOrder   = []string{"id", "cash", "price", "par", "ipoed", "floated", "president", "trains", "tokens", "ipo_pct", "pool_pct", "companies", "closed"}
)

// keyed lists hold entities matched by a key rather than by position.
var keyedLists = map[string]struct {
	key   string
	order []string
}{
	"players": {"name", playerOrder},
	"corps":   {"id", corpOrder},
}

// SetFields are the list fields whose order means nothing: they are
// compared as multisets. Every other list is compared in order.
var SetFields = map[string]bool{"companies": true}

// OptionalFields may be absent; absent equals the field's zero value
// (0, false, null, "", [] or {}), on either side.
var OptionalFields = map[string]bool{"penalty": true, "closed": true}

// DerivedFields are computed from other fields (a player's value from
// cash and share prices): they are compared after every other field, so
// that the first diff points at a cause rather than at its consequence.
var DerivedFields = map[string]bool{"value": true}

// IDFields hold entity ids, where 3 and "3" are the same id.
var IDFields = map[string]bool{"current": true, "acting": true, "president": true, "entity": true}

// CompareStep compares a game's state with an expected trace state, field
// by field, and returns every difference in schema order (so diffs[0] is
// the first). Players are matched by name and corporations by id; lists
// are compared as lists, except SetFields; maps (shares) compare entry by
// entry, an absent entry equal to a zero one. Keys the game has that the
// trace lacks are not compared, except OptionalFields.
func CompareStep(expected, got json.RawMessage, names NameMap) []Diff {
	c := comparer{names: names}
	c.compareDocs(expected, got)
	return c.diffs
}

// FirstDiff is CompareStep's first difference, or nil; it stops there.
func FirstDiff(expected, got json.RawMessage, names NameMap) *Diff {
	c := comparer{names: names, limit: 1}
	c.compareDocs(expected, got)
	if len(c.diffs) == 0 {
		return nil
	}
	return &c.diffs[0]
}

// SameState compares two states of the same game strictly: keys present
// on one side only differ too. It returns the first difference, or nil.
func SameState(a, b json.RawMessage) *Diff {
	if bytes.Equal(a, b) {
		return nil
	}
	c := comparer{strict: true, limit: 1}
	c.compareDocs(a, b)
	if len(c.diffs) == 0 {
		return nil
	}
	return &c.diffs[0]
}

type comparer struct {
	names   NameMap
	derived bool // the second pass: only DerivedFields
	strict  bool // keys only in got count too
	limit   int  // stop after this many diffs (0: no limit)
	diffs   []Diff
}

func (c *comparer) full() bool { return c.limit > 0 && len(c.diffs) >= c.limit }

func (c *comparer) add(path string, e, g any, eok, gok bool) {
	d := Diff{Path: path, Expected: missing, Got: missing}
	if eok {
		d.Expected = compact(e)
	}
	if gok {
		d.Got = compact(g)
	}
	c.diffs = append(c.diffs, d)
}

func compact(v any) string {
	b, err := json.Marshal(v)
	if err != nil {
		return fmt.Sprint(v)
	}
	return string(b)
}

func decode(raw json.RawMessage) (any, error) {
	d := json.NewDecoder(bytes.NewReader(raw))
	d.UseNumber()
	var v any
	if err := d.Decode(&v); err != nil {
		return nil, err
	}
	return v, nil
}

func (c *comparer) compareDocs(expected, got json.RawMessage) {
	e, err := decode(expected)
	if err != nil {
		c.diffs = append(c.diffs, Diff{Path: "(state)", Expected: "valid JSON", Got: "expected state is not JSON: " + err.Error()})
		return
	}
	g, err := decode(got)
	if err != nil {
		c.diffs = append(c.diffs, Diff{Path: "(state)", Expected: "valid JSON", Got: "snapshot is not JSON: " + err.Error()})
		return
	}
	em, eok := e.(map[string]any)
	gm, gok := g.(map[string]any)
	if !eok || !gok {
		c.value("", "", e, g)
		return
	}
	c.record("", stateOrder, em, gm)
	c.derived = true
	c.record("", stateOrder, em, gm)
}

// record compares two entities (the state, a player, a corporation) key
// by key: a key the expectation has must be there.
func (c *comparer) record(path string, order []string, e, g map[string]any) {
	for _, k := range keyOrder(order, e, g, c.strict) {
		if c.full() {
			return
		}
		_, keyed := keyedLists[k]
		if !keyed && DerivedFields[k] != c.derived {
			continue
		}
		p := join(path, k)
		ev, eok := e[k]
		gv, gok := g[k]
		if keyed && c.derived && !(eok && gok) {
			continue // reported in the first pass
		}
		switch {
		case eok && gok:
			c.value(p, k, ev, gv)
		case OptionalFields[k]:
			if eok && !isZero(ev) || gok && !isZero(gv) {
				c.add(p, ev, gv, eok, gok)
			}
		case eok || c.strict:
			c.add(p, ev, gv, eok, gok)
		}
	}
}

// keyOrder lists the keys to compare: the schema's first, then the rest
// of the expectation's (and the game's, for optional fields or when
// strict) in name order.
func keyOrder(order []string, e, g map[string]any, strict bool) []string {
	seen := map[string]bool{}
	var keys []string
	for _, k := range order {
		_, eok := e[k]
		_, gok := g[k]
		if eok || gok && (strict || OptionalFields[k]) {
			keys = append(keys, k)
		}
		seen[k] = true
	}
	var rest []string
	for k := range e {
		if !seen[k] {
			rest = append(rest, k)
			seen[k] = true
		}
	}
	for k := range g {
		if !seen[k] && (strict || OptionalFields[k]) {
			rest = append(rest, k)
		}
	}
	sort.Strings(rest)
	return append(keys, rest...)
}

func join(path, key string) string {
	if path == "" {
		return key
	}
	return path + "." + key
}

// value compares one field's values; key is the field's name.
func (c *comparer) value(path, key string, e, g any) {
	if kl, ok := keyedLists[key]; ok {
		ea, eok := e.([]any)
		ga, gok := g.([]any)
		if eok && gok && c.keyedList(path, kl.key, kl.order, ea, ga) {
			return
		}
		if c.derived {
			return // compared as a whole in the first pass
		}
	}
	if em, ok := e.(map[string]any); ok {
		if gm, ok := g.(map[string]any); ok {
			c.mapping(path, em, gm)
			return
		}
	}
	var same bool
	if SetFields[key] {
		same = c.sameSet(e, g)
	} else {
		same = c.equal(e, g, IDFields[key])
	}
	if !same {
		c.add(path, e, g, true, true)
	}
}

// keyedList matches entities by their key field. It reports false, having
// compared nothing, when an element has no such key.
func (c *comparer) keyedList(path, key string, order []string, e, g []any) bool {
	ek, ok := c.index(e, key, true)
	if !ok {
		return false
	}
	gk, ok := c.index(g, key, false)
	if !ok {
		return false
	}
	for i, el := range e {
		if c.full() {
			return true
		}
		name := ek.keys[i]
		p := fmt.Sprintf("%s[%s]", path, name)
		j, found := gk.at[name]
		if !found {
			if !c.derived {
				c.add(p, el, nil, true, false)
			}
			continue
		}
		c.record(p, order, el.(map[string]any), g[j].(map[string]any))
	}
	for j, el := range g {
		if c.full() {
			return true
		}
		if _, found := ek.at[gk.keys[j]]; !found && !c.derived {
			c.add(fmt.Sprintf("%s[%s]", path, gk.keys[j]), nil, el, false, true)
		}
	}
	return true
}

type keyIndex struct {
	keys []string
	at   map[string]int
}

func (c *comparer) index(list []any, key string, rename bool) (keyIndex, bool) {
	ix := keyIndex{at: map[string]int{}}
	for i, el := range list {
		m, ok := el.(map[string]any)
		if !ok {
			return ix, false
		}
		k, ok := scalarText(m[key])
		if !ok {
			return ix, false
		}
		if rename {
			k = c.names.name(k)
		}
		ix.keys = append(ix.keys, k)
		ix.at[k] = i
	}
	return ix, true
}

// mapping compares two maps (such as shares) entry by entry; an absent
// entry equals a zero one.
func (c *comparer) mapping(path string, e, g map[string]any) {
	renamed := make(map[string]any, len(e))
	for k, v := range e {
		renamed[c.names.name(k)] = v
	}
	keys := make([]string, 0, len(renamed)+len(g))
	for k := range renamed {
		keys = append(keys, k)
	}
	for k := range g {
		if _, ok := renamed[k]; !ok {
			keys = append(keys, k)
		}
	}
	sort.Strings(keys)
	for _, k := range keys {
		if c.full() {
			return
		}
		ev, eok := renamed[k]
		gv, gok := g[k]
		p := join(path, k)
		switch {
		case eok && gok:
			c.value(p, k, ev, gv)
		case eok && !isZero(ev) || gok && !isZero(gv):
			c.add(p, ev, gv, eok, gok)
		}
	}
}

// equal is deep equality of decoded JSON, with the trace's names renamed;
// ids allows a number to equal a string of the same digits.
func (c *comparer) equal(e, g any, ids bool) bool {
	switch ev := e.(type) {
	case nil:
		return g == nil
	case bool:
		gv, ok := g.(bool)
		return ok && ev == gv
	case json.Number:
		switch gv := g.(type) {
		case json.Number:
			return sameNumber(ev, gv)
		case string:
			return ids && string(ev) == gv
		}
		return false
	case string:
		switch gv := g.(type) {
		case string:
			return c.names.name(ev) == gv
		case json.Number:
			return ids && c.names.name(ev) == string(gv)
		}
		return false
	case []any:
		gv, ok := g.([]any)
		if !ok || len(ev) != len(gv) {
			return false
		}
		for i := range ev {
			if !c.equal(ev[i], gv[i], ids) {
				return false
			}
		}
		return true
	case map[string]any:
		gv, ok := g.(map[string]any)
		if !ok {
			return false
		}
		sub := comparer{names: c.names, limit: 1}
		sub.mapping("", ev, gv)
		return len(sub.diffs) == 0
	}
	return false
}

func sameNumber(a, b json.Number) bool {
	if a == b {
		return true
	}
	af, aerr := a.Float64()
	bf, berr := b.Float64()
	return aerr == nil && berr == nil && af == bf
}

// sameSet compares two lists as multisets.
func (c *comparer) sameSet(e, g any) bool {
	ea, eok := e.([]any)
	ga, gok := g.([]any)
	if !eok || !gok {
		return c.equal(e, g, false)
	}
	if len(ea) != len(ga) {
		return false
	}
	es := make([]string, len(ea))
	for i, v := range ea {
		if s, ok := v.(string); ok {
			v = c.names.name(s)
		}
		es[i] = compact(v)
	}
	gs := make([]string, len(ga))
	for i, v := range ga {
		gs[i] = compact(v)
	}
	sort.Strings(es)
	sort.Strings(gs)
	return strings.Join(es, "\x00") == strings.Join(gs, "\x00")
}

func scalarText(v any) (string, bool) {
	switch x := v.(type) {
	case string:
		return x, true
	case json.Number:
		return string(x), true
	}
	return "", false
}

func isZero(v any) bool {
	switch x := v.(type) {
	case nil:
		return true
	case bool:
		return !x
	case json.Number:
		f, err := x.Float64()
		return err == nil && f == 0
	case string:
		return x == ""
	case []any:
		return len(x) == 0
	case map[string]any:
		return len(x) == 0
	}
	return false
}
