package engine

import (
	"fmt"
	"reflect"
	"unicode/utf8"
)

// The canonical form of a submitted action: the fields its type carries
// in the 18xx.games record format, as the titles read them, and no other.
// A client may send any action field with any type ("bid" with a "hex");
// the game ignores what its type does not use, but the log would keep it,
// stored and served to everyone. Canonical drops those fields, and
// CheckSizes bounds the size of every field, so what is stored is what the
// game understood. Records are imported as they came (read leniently).

// typeFields are, for each action type, the fields beyond type, entity,
// entity_type, id, user and created_at that it carries (in the titles'
// legal lists and in the real records). A type not listed keeps every
// field (bounded by CheckSizes).
var typeFields = map[string][]string{
	"assign":         {"target", "target_type"},
	"bid":            {"company", "corporation", "price"},
	"buy_company":    {"company", "price"},
	"buy_shares":     {"corporation", "hex", "percent", "shares", "share_price"},
	"buy_train":      {"price", "target", "target_type", "train", "variant"},
	"choose":         {"choice"},
	"choose_ability": {"choice"},
	"discard_train":  {"train"},
	"dividend":       {"kind"},
	"end_game":       {},
	"lay_tile":       {"hex", "rotation", "tile"},
	"par":            {"corporation", "hex", "price", "share_price"},
	"pass":           {},
	"place_token":    {"city", "hex", "slot", "tokener"},
	"run_routes":     {"routes", "extra_revenue", "subsidy"},
	"sell_shares":    {"corporation", "percent", "shares"},
}

// fieldClear empties one field of an action, by its JSON key.
var fieldClear = map[string]func(a *Action){
	"company":         func(a *Action) { a.Company = "" },
	"corporation":     func(a *Action) { a.Corporation = "" },
	"price":           func(a *Action) { a.Price = nil },
	"shares":          func(a *Action) { a.Shares = nil },
	"percent":         func(a *Action) { a.Percent = nil },
	"hex":             func(a *Action) { a.Hex = "" },
	"tile":            func(a *Action) { a.Tile = "" },
	"rotation":        func(a *Action) { a.Rotation = nil },
	"city":            func(a *Action) { a.City = "" },
	"train":           func(a *Action) { a.Train = "" },
	"share_price":     func(a *Action) { a.Edit().SharePrice = nil },
	"choice":          func(a *Action) { a.Edit().Choice = nil },
	"target":          func(a *Action) { a.Edit().Target = "" },
	"target_type":     func(a *Action) { a.Edit().TargetType = "" },
	"tokener":         func(a *Action) { a.Edit().Tokener = "" },
	"slot":            func(a *Action) { a.Edit().Slot = nil },
	"variant":         func(a *Action) { a.Edit().Variant = "" },
	"routes":          func(a *Action) { a.Edit().Routes = nil },
	"extra_revenue":   func(a *Action) { a.Edit().ExtraRevenue = nil },
	"subsidy":         func(a *Action) { a.Edit().Subsidy = nil },
	"kind":            func(a *Action) { a.Edit().Kind = "" },
	"action_id":       func(a *Action) { a.Edit().ActionID = nil },
	"original_id":     func(a *Action) { a.Edit().OriginalID = nil },
	"auto_actions":    func(a *Action) { a.Edit().AutoActions = nil },
	"from_market":     func(a *Action) { a.Edit().FromMarket = nil },
	"indefinite":      func(a *Action) { a.Edit().Indefinite = nil },
	"unconditional":   func(a *Action) { a.Edit().Unconditional = nil },
	"until_condition": func(a *Action) { a.Edit().UntilCondition = nil },
	"skip":            func(a *Action) { a.Edit().Skip = nil },
}

// Canonical is a in the form its type carries: the fields its type does
// not use are dropped (a type Canonical does not know keeps every field
// but one). auto_actions is always dropped: the actions 18xx.games
// triggered itself (another player's programmed pass) are its records'
// own, and from a client they would be moves made for another player.
func Canonical(a Action) Action {
	keep, known := typeFields[a.Type]
	c := a
	if a.extra != nil {
		c.Edit() // c's own copy: a keeps its fields
		c.extra.AutoActions = nil
	}
	if known {
		for key, clear := range fieldClear {
			if !contains(keep, key) {
				clear(&c)
			}
		}
	}
	if c.extra != nil && reflect.ValueOf(*c.extra).IsZero() {
		c.extra = nil
	}
	return c
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// Bounds of CheckSizes: the longest name, id, hex, tile or choice the
// titles use is under 40 characters, and the longest run under 20 stops.
const (
	maxFieldChars = 64
	maxListLen    = 64
	maxRawBytes   = 512
)

// CheckSizes refuses an action any of whose fields is larger than an
// action of any title needs, naming the field.
func CheckSizes(a Action) error {
	str := func(key, s string) error {
		if utf8.RuneCountInString(s) > maxFieldChars || len(s) > 4*maxFieldChars {
			return fmt.Errorf("field %s is %d characters long; at most %d", key, utf8.RuneCountInString(s), maxFieldChars)
		}
		return nil
	}
	list := func(key string, n int) error {
		if n > maxListLen {
			return fmt.Errorf("field %s has %d entries; at most %d", key, n, maxListLen)
		}
		return nil
	}
	raw := func(key string, b []byte) error {
		if len(b) > maxRawBytes {
			return fmt.Errorf("field %s is %d bytes long; at most %d", key, len(b), maxRawBytes)
		}
		return nil
	}
	e := a.Extras()
	errs := []error{
		str("type", a.Type), str("entity", a.Entity), str("entity_type", a.EntityType), str("company", a.Company),
		str("corporation", a.Corporation), str("hex", a.Hex), str("tile", a.Tile), str("city", a.City), str("train", a.Train),
		str("target", e.Target), str("target_type", e.TargetType), str("tokener", e.Tokener), str("variant", e.Variant), str("kind", e.Kind),
		list("shares", len(a.Shares)), raw("share_price", e.SharePrice), raw("choice", e.Choice),
		list("routes", len(e.Routes)), list("auto_actions", len(e.AutoActions)),
	}
	for _, s := range a.Shares {
		errs = append(errs, str("shares", s))
	}
	for _, r := range e.Routes {
		errs = append(errs, str("routes.train", r.Train), str("routes.revenue_str", r.RevenueStr),
			list("routes.connections", len(r.Connections)), list("routes.hexes", len(r.Hexes)), list("routes.nodes", len(r.Nodes)))
		for _, c := range r.Connections {
			errs = append(errs, list("routes.connections", len(c)))
			for _, h := range c {
				errs = append(errs, str("routes.connections", h))
			}
		}
		for _, h := range r.Hexes {
			errs = append(errs, str("routes.hexes", h))
		}
		for _, n := range r.Nodes {
			errs = append(errs, str("routes.nodes", n))
		}
	}
	for _, sub := range e.AutoActions {
		errs = append(errs, CheckSizes(sub))
	}
	for _, err := range errs {
		if err != nil {
			return err
		}
	}
	return nil
}
