package engine

import (
	"encoding/json"
	"fmt"
	"regexp"
	"sort"
	"strconv"
)

// Record is a game in the 18xx.games export format: the title, the players,
// the settings (seed and optional rules) and the whole action log, undo and
// redo included, then the result once the game is over.
type Record struct {
	ID            json.RawMessage `json:"id,omitempty"`
	Description   string          `json:"description,omitempty"`
	Title         string          `json:"title"`
	Players       []recordPlayer  `json:"players"`
	MinPlayers    Count           `json:"min_players,omitempty"`
	MaxPlayers    Count           `json:"max_players,omitempty"`
	Settings      RecordSettings  `json:"settings"`
	Status        string          `json:"status,omitempty"`
	Actions       []Action        `json:"actions"`
	Result        map[string]int  `json:"result,omitempty"`
	GameEndReason string          `json:"game_end_reason,omitempty"`
	Mode          string          `json:"mode,omitempty"`
	Engine        string          `json:"ferro_engine,omitempty"` // engine version a Ferro game was played under
}

// RecordSettings are the record's game settings.
type RecordSettings struct {
	Seed          json.RawMessage `json:"seed,omitempty"`
	OptionalRules []string        `json:"optional_rules"`
}

type recordPlayer struct {
	ID   json.RawMessage `json:"id"`
	Name string          `json:"name"`
}

// ParseRecord decodes a record.
func ParseRecord(data []byte) (*Record, error) {
	var r Record
	if err := json.Unmarshal(data, &r); err != nil {
		return nil, fmt.Errorf("not a game record: %w", err)
	}
	if r.Title == "" {
		return nil, fmt.Errorf("not a game record: no title")
	}
	if len(r.Players) == 0 {
		return nil, fmt.Errorf("not a game record: no players")
	}
	return &r, nil
}

var firstDigits = regexp.MustCompile(`\d+`)

// Config returns the game definition the record was played with. The seed
// is settings.seed, or else the first run of digits in the record's id, as
// 18xx.games does.
func (r *Record) Config() (Config, error) {
	cfg := Config{Title: r.Title, OptionalRules: r.Settings.OptionalRules}
	for _, p := range r.Players {
		id := rawText(p.ID)
		if id == "" {
			id = p.Name // some records name players only
		}
		cfg.Players = append(cfg.Players, Player{ID: id, Name: p.Name})
	}
	seed := rawText(r.Settings.Seed)
	if seed == "" {
		seed = firstDigits.FindString(rawText(r.ID))
	}
	if seed != "" {
		n, err := strconv.ParseInt(seed, 10, 64)
		if err != nil {
			return cfg, fmt.Errorf("record seed %q is not a number", seed)
		}
		cfg.Seed = n
	}
	return cfg, nil
}

// NewRecord makes a record of a game played in Ferro.
func NewRecord(cfg Config, log []Action, g Game, engineVersion string) *Record {
	r := &Record{
		Title:      cfg.Title,
		MinPlayers: Count(len(cfg.Players)),
		MaxPlayers: Count(len(cfg.Players)),
		Settings: RecordSettings{
			Seed:          json.RawMessage(strconv.FormatInt(cfg.Seed, 10)),
			OptionalRules: append([]string{}, cfg.OptionalRules...),
		},
		Actions: log,
		Engine:  engineVersion,
		Status:  "active",
	}
	if r.Settings.OptionalRules == nil {
		r.Settings.OptionalRules = []string{}
	}
	for _, p := range cfg.Players {
		id := json.RawMessage(strconv.Quote(p.ID))
		if _, err := strconv.Atoi(p.ID); err == nil {
			id = json.RawMessage(p.ID)
		}
		r.Players = append(r.Players, recordPlayer{ID: id, Name: p.Name})
	}
	if g != nil && g.Finished() {
		r.Status = "finished"
		r.Result = g.Result()
		r.GameEndReason = g.EndReason()
	}
	return r
}

// rawText returns a JSON string's text or a JSON number's digits.
func rawText(raw json.RawMessage) string {
	if len(raw) == 0 || string(raw) == "null" {
		return ""
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	return string(raw)
}

// SortedKeys returns a map's keys in order, for deterministic output.
func SortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Start sets up a replay of the record in title: its configuration, the
// game before its first action and the indices of the actions that take
// effect (Effective).
func (r *Record) Start(title Title) (Config, Game, []int, error) {
	cfg, err := r.Config()
	if err != nil {
		return Config{}, nil, nil, err
	}
	eff, err := Effective(r.Actions)
	if err != nil {
		return Config{}, nil, nil, err
	}
	g, err := title.New(cfg)
	if err != nil {
		return Config{}, nil, nil, err
	}
	return cfg, g, eff, nil
}
