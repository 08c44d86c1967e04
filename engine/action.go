package engine

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"
)

// Action is one entry of a game's log, in the 18xx.games record format.
// It is a flat union: Type says which of the optional fields are meaningful.
// Games read the fields they need; fields they do not know round-trip
// unchanged through JSON so that imported records export as they came.
//
// The fields few actions carry (record metadata, undo/redo and programmed
// actions, choices and targets, token slots, train variants, runs and
// dividends) live apart, behind a pointer that is nil when none is set:
// legal-action lists are built for every position and logs hold every
// action, so the common part is kept small (208 bytes, from 472 with every
// field inline). Read them with Extras and write them with Edit or With.
type Action struct {
	Type       string `json:"type"`
	Entity     string `json:"-"` // player id or corporation/company symbol, always as text
	EntityType string `json:"entity_type,omitempty"`
	ID         int    `json:"id,omitempty"`

	// Stock and auction fields.
	Company     string   `json:"company,omitempty"`
	Corporation string   `json:"corporation,omitempty"`
	Price       *int     `json:"price,omitempty"`
	Shares      []string `json:"shares,omitempty"`
	Percent     *int     `json:"percent,omitempty"`

	// Map fields.
	Hex      string `json:"hex,omitempty"`
	Tile     string `json:"tile,omitempty"`
	Rotation *int   `json:"rotation,omitempty"`
	City     string `json:"city,omitempty"`

	// Train field.
	Train string `json:"train,omitempty"`

	extra *Extra // nil when the action carries none of Extra's fields
}

// Extra holds the fields of an action that few actions carry.
type Extra struct {
	// Record metadata.
	User      int   `json:"user,omitempty"`
	CreatedAt int64 `json:"created_at,omitempty"`

	// Par price, choices and targets.
	SharePrice json.RawMessage `json:"share_price,omitempty"` // "7,1,1" or false
	Choice     json.RawMessage `json:"choice,omitempty"`      // string or object
	Target     string          `json:"target,omitempty"`
	TargetType string          `json:"target_type,omitempty"`
	Tokener    string          `json:"tokener,omitempty"`
	Slot       *int            `json:"slot,omitempty"`

	// Train variants, runs and dividends.
	Variant      string  `json:"variant,omitempty"`
	Routes       []Route `json:"routes,omitempty"` // always written for run_routes (MarshalJSON)
	ExtraRevenue *int    `json:"extra_revenue,omitempty"`
	Subsidy      *int    `json:"subsidy,omitempty"`
	Kind         string  `json:"kind,omitempty"`

	// Undo/redo and programmed actions.
	ActionID       *int     `json:"action_id,omitempty"`
	OriginalID     *int     `json:"original_id,omitempty"`
	AutoActions    []Action `json:"auto_actions,omitempty"`
	FromMarket     *bool    `json:"from_market,omitempty"`
	Indefinite     *bool    `json:"indefinite,omitempty"`
	Unconditional  *bool    `json:"unconditional,omitempty"`
	UntilCondition *int     `json:"until_condition,omitempty"`
	Skip           *bool    `json:"skip,omitempty"`
}

// Extras returns a copy of the action's rarely used fields (zero when it
// has none).
func (a *Action) Extras() Extra {
	if a.extra == nil {
		return Extra{}
	}
	return *a.extra
}

// With returns the action with e as its rarely used fields, in place of
// any it had.
func (a Action) With(e Extra) Action {
	a.extra = &e
	return a
}

// WithShared returns the action carrying *e as its rarely used fields,
// without a copy: e must never change afterwards. Listings use it to give
// many actions the same fields; Edit copies before writing, so the actions
// stay independent.
func (a Action) WithShared(e *Extra) Action {
	a.extra = e
	return a
}

// Edit returns the action's rarely used fields to write. They are the
// action's own: an action copied from this one before keeps its values.
// (The copy is shallow: replace a slice such as Routes rather than write
// into its elements.)
func (a *Action) Edit() *Extra {
	e := &Extra{}
	if a.extra != nil {
		*e = *a.extra
	}
	a.extra = e
	return e
}

// Route is one train's run as recorded in a run_routes action.
type Route struct {
	Train       string     `json:"train"`
	Connections [][]string `json:"connections"`
	Hexes       []string   `json:"hexes,omitempty"`
	Revenue     int        `json:"revenue"`
	RevenueStr  string     `json:"revenue_str,omitempty"`
	Subsidy     int        `json:"subsidy,omitempty"`
	Nodes       []string   `json:"nodes,omitempty"`
}

// Int returns a pointer to v, for the optional numeric fields of Action.
func Int(v int) *int { return &v }

type actionAlias Action

// MarshalJSON writes the entity as a number when it is a numeric player id,
// as 18xx.games does.
func (a Action) MarshalJSON() ([]byte, error) {
	type withEntity struct {
		Entity json.RawMessage `json:"entity,omitempty"`
		actionAlias
		*Extra
	}
	w := withEntity{actionAlias: actionAlias(a), Extra: a.extra}
	if a.Entity != "" {
		if n, err := strconv.Atoi(a.Entity); err == nil && strconv.Itoa(n) == a.Entity && (a.EntityType == "player" || a.EntityType == "") {
			w.Entity = json.RawMessage(a.Entity)
		} else {
			b, _ := json.Marshal(a.Entity)
			w.Entity = b
		}
	}
	out, err := json.Marshal(w)
	if err == nil && a.Type == "run_routes" && len(a.Extras().Routes) == 0 {
		// 18xx.games needs the key even for a run without routes
		out = append(append(out[:len(out)-1:len(out)-1], `,"routes":[]`...), '}')
	}
	return out, err
}

// UnmarshalJSON accepts the entity as a number or a string.
func (a *Action) UnmarshalJSON(data []byte) error { return a.decode(data, false) }

// decode reads an action; strict refuses keys that are no field of it
// (see DecodeActionStrict).
func (a *Action) decode(data []byte, strict bool) error {
	type withEntity struct {
		Entity json.RawMessage `json:"entity"`
		*actionAlias
		*Extra
	}
	w := withEntity{actionAlias: (*actionAlias)(a)}
	dec := json.NewDecoder(bytes.NewReader(data))
	if strict {
		dec.DisallowUnknownFields()
	}
	if err := dec.Decode(&w); err != nil {
		return err
	}
	a.extra = w.Extra // allocated by the decoder only when the record has one of its keys
	if a.Type == "" {
		return fmt.Errorf("action has no type")
	}
	a.Entity = ""
	if len(w.Entity) > 0 && !bytes.Equal(w.Entity, []byte("null")) {
		var s string
		if err := json.Unmarshal(w.Entity, &s); err == nil {
			a.Entity = s
		} else {
			var n json.Number
			if err := json.Unmarshal(w.Entity, &n); err != nil {
				return fmt.Errorf("action entity must be a string or a number, got %s", w.Entity)
			}
			a.Entity = n.String()
		}
	}
	return nil
}

// ChoiceString returns the choice when it is a plain string.
func (a Action) ChoiceString() string {
	var s string
	if a.extra != nil && json.Unmarshal(a.extra.Choice, &s) == nil {
		return s
	}
	return ""
}

// SharePriceString returns share_price when it is a string such as "7,1,1".
func (a Action) SharePriceString() string {
	var s string
	if a.extra != nil && json.Unmarshal(a.extra.SharePrice, &s) == nil {
		return s
	}
	return ""
}

// Key is a canonical text form of the action's meaning, without its id,
// user and timestamp: two actions with the same key do the same thing.
// Legal-action lists are compared by key.
func (a Action) Key() string {
	c := a
	c.ID = 0
	if c.extra != nil {
		e := c.Edit()
		e.User, e.CreatedAt, e.AutoActions = 0, 0, nil
	}
	b, _ := json.Marshal(c)
	return string(b)
}
