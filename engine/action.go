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
type Action struct {
	Type       string `json:"type"`
	Entity     string `json:"-"` // player id or corporation/company symbol, always as text
	EntityType string `json:"entity_type,omitempty"`
	ID         int    `json:"id,omitempty"`
	User       int    `json:"user,omitempty"`
	CreatedAt  int64  `json:"created_at,omitempty"`

	// Stock and auction fields.
	Company     string          `json:"company,omitempty"`
	Corporation string          `json:"corporation,omitempty"`
	Price       *int            `json:"price,omitempty"`
	SharePrice  json.RawMessage `json:"share_price,omitempty"` // "7,1,1" or false
	Shares      []string        `json:"shares,omitempty"`
	Percent     *int            `json:"percent,omitempty"`
	Slot        *int            `json:"slot,omitempty"`

	// Map fields.
	Hex      string `json:"hex,omitempty"`
	Tile     string `json:"tile,omitempty"`
	Rotation *int   `json:"rotation,omitempty"`
	City     string `json:"city,omitempty"`
	Tokener  string `json:"tokener,omitempty"`

	// Train and route fields.
	Train        string  `json:"train,omitempty"`
	Variant      string  `json:"variant,omitempty"`
	Routes       []Route `json:"routes,omitempty"` // always written for run_routes (MarshalJSON)
	ExtraRevenue *int    `json:"extra_revenue,omitempty"`
	Subsidy      *int    `json:"subsidy,omitempty"`
	Kind         string  `json:"kind,omitempty"`

	// Choices, abilities and targets.
	Choice     json.RawMessage `json:"choice,omitempty"` // string or object
	Target     string          `json:"target,omitempty"`
	TargetType string          `json:"target_type,omitempty"`

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

// Bool returns a pointer to v, for the optional boolean fields of Action.
func Bool(v bool) *bool { return &v }

type actionAlias Action

// MarshalJSON writes the entity as a number when it is a numeric player id,
// as 18xx.games does.
func (a Action) MarshalJSON() ([]byte, error) {
	type withEntity struct {
		Entity json.RawMessage `json:"entity,omitempty"`
		actionAlias
	}
	w := withEntity{actionAlias: actionAlias(a)}
	if a.Entity != "" {
		if n, err := strconv.Atoi(a.Entity); err == nil && strconv.Itoa(n) == a.Entity && (a.EntityType == "player" || a.EntityType == "") {
			w.Entity = json.RawMessage(a.Entity)
		} else {
			b, _ := json.Marshal(a.Entity)
			w.Entity = b
		}
	}
	out, err := json.Marshal(w)
	if err == nil && a.Type == "run_routes" && len(a.Routes) == 0 {
		// 18xx.games needs the key even for a run without routes
		out = append(append(out[:len(out)-1:len(out)-1], `,"routes":[]`...), '}')
	}
	return out, err
}

// UnmarshalJSON accepts the entity as a number or a string.
func (a *Action) UnmarshalJSON(data []byte) error {
	type withEntity struct {
		Entity json.RawMessage `json:"entity"`
		*actionAlias
	}
	w := withEntity{actionAlias: (*actionAlias)(a)}
	if err := json.Unmarshal(data, &w); err != nil {
		return err
	}
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
	if json.Unmarshal(a.Choice, &s) == nil {
		return s
	}
	return ""
}

// SharePriceString returns share_price when it is a string such as "7,1,1".
func (a Action) SharePriceString() string {
	var s string
	if json.Unmarshal(a.SharePrice, &s) == nil {
		return s
	}
	return ""
}

// Key is a canonical text form of the action's meaning, without its id,
// user and timestamp: two actions with the same key do the same thing.
// Legal-action lists are compared by key.
func (a Action) Key() string {
	c := a
	c.ID, c.User, c.CreatedAt = 0, 0, 0
	c.AutoActions = nil
	b, _ := json.Marshal(c)
	return string(b)
}
