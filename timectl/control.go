// Package timectl is the arithmetic of Ferro's time controls, apart from
// any server: what a table chose when it created a game (Control), each
// seat's clock (Clock), and which hours count against a player (Calendar:
// weekends in their time zone when the table skips them, their holidays).
// Every function takes the time it is asked about; nothing here reads the
// wall clock, so tests move time by hand.
package timectl

import (
	"fmt"
	"time"
)

// Kinds of time control.
const (
	None  = "none"  // no clock (the default)
	Live  = "live"  // a bank per player with an increment per turn
	Turns = "turns" // a deadline per turn in hours
)

// What happens when a player's time runs out.
const (
	OnTimeoutBot  = "bot"  // a bot plays the seat until the player returns
	OnTimeoutVote = "vote" // the table votes the player out; then a bot plays to the end
)

// Control is a table's choice of time control, made when the game is
// created and kept apart from the game's record.
type Control struct {
	Kind         string `json:"kind"`                        // none, live, turns
	BankSeconds  int    `json:"bank_seconds,omitempty"`      // live: each player's bank
	IncrementSec int    `json:"increment_seconds,omitempty"` // live: added when a turn ends
	TurnHours    int    `json:"turn_hours,omitempty"`        // turns: the deadline of one turn
	SkipWeekends bool   `json:"skip_weekends,omitempty"`     // turns: Saturdays and Sundays in the player's time zone do not count
	OnTimeout    string `json:"on_timeout,omitempty"`        // bot or vote
	BotKind      string `json:"bot_kind,omitempty"`          // the stand-in bot's kind
	BotStrength  string `json:"bot_strength,omitempty"`      // and strength
}

// Clocked reports whether c runs a clock.
func (c Control) Clocked() bool { return c.Kind == Live || c.Kind == Turns }

// Check normalizes c (empty kind: none; defaults for the rest) and says
// what is wrong with it.
func (c *Control) Check() error {
	switch c.Kind {
	case "", None:
		*c = Control{Kind: None}
		return nil
	case Live:
		if c.BankSeconds < 10 || c.BankSeconds > 24*3600 {
			return fmt.Errorf("a live clock's bank is 10 seconds to 24 hours, not %d seconds", c.BankSeconds)
		}
		if c.IncrementSec < 0 || c.IncrementSec > 3600 {
			return fmt.Errorf("a live clock's increment is 0 to 3600 seconds, not %d", c.IncrementSec)
		}
		c.TurnHours, c.SkipWeekends = 0, false
	case Turns:
		if c.TurnHours < 1 || c.TurnHours > 24*14 {
			return fmt.Errorf("a turn's deadline is 1 to 336 hours, not %d", c.TurnHours)
		}
		c.BankSeconds, c.IncrementSec = 0, 0
	default:
		return fmt.Errorf("time control %q: none, live or turns", c.Kind)
	}
	switch c.OnTimeout {
	case "":
		c.OnTimeout = OnTimeoutBot
	case OnTimeoutBot, OnTimeoutVote:
	default:
		return fmt.Errorf("on_timeout %q: bot or vote", c.OnTimeout)
	}
	if c.BotKind == "" {
		c.BotKind = "heuristic"
	}
	if c.BotStrength == "" {
		c.BotStrength = "normal"
	}
	return nil
}

// TurnBudget is the time a new turn starts with beyond what the seat has
// left (live: nothing, the bank goes on; turns: the deadline).
func (c Control) turnBudget() time.Duration {
	if c.Kind == Turns {
		return time.Duration(c.TurnHours) * time.Hour
	}
	return 0
}

// Reminder is how long before running out a player is reminded: a
// quarter of a turn's deadline (at most 12 hours), or of a live bank's.
func (c Control) Reminder() time.Duration {
	if c.Kind == Turns {
		return min(time.Duration(c.TurnHours)*time.Hour/4, 12*time.Hour)
	}
	return time.Duration(c.BankSeconds) * time.Second / 4
}
