package timectl

import (
	"slices"
	"time"
)

// Clock is one seat's clock.
type Clock struct {
	LeftMs   int64     `json:"left_ms"`        // time left, as of Since
	Running  bool      `json:"running"`        // the seat is to act
	Since    time.Time `json:"since,omitzero"` // when it was last charged
	Reminded bool      `json:"reminded"`       // reminded this turn
	Out      bool      `json:"out"`            // ran out this turn (handled)
}

// Left is the seat's time left.
func (c *Clock) Left() time.Duration { return time.Duration(c.LeftMs) * time.Millisecond }

// Clocks are a game's seats' clocks under its Control. Calendar tells
// each player's hours that count.
type Clocks struct {
	Control Control           `json:"control"`
	Seats   map[string]*Clock `json:"seats"`  // by player id
	Paused  bool              `json:"paused"` // waiting for an answer (an undo request)
}

// CalendarOf gives a player's calendar.
type CalendarOf func(player string) Calendar

// NewClocks starts the clocks of players, the first of whom act at now.
func NewClocks(c Control, players, acting []string, now time.Time, cal CalendarOf) *Clocks {
	k := &Clocks{Control: c, Seats: map[string]*Clock{}}
	for _, p := range players {
		k.Seats[p] = &Clock{LeftMs: int64(time.Duration(c.BankSeconds) * time.Second / time.Millisecond)}
	}
	k.Turn(now, nil, acting, cal)
	return k
}

func (k *Clocks) calendar(p string, cal CalendarOf) Calendar {
	c := Calendar{}
	if cal != nil {
		c = cal(p)
	}
	c.SkipWeekends = c.SkipWeekends || (k.Control.Kind == Turns && k.Control.SkipWeekends)
	if k.Control.Kind != Turns {
		c.SkipWeekends = false
	}
	return c
}

// charge takes the counted time since the seat's last charge off it.
func (k *Clocks) charge(p string, now time.Time, cal CalendarOf) {
	c := k.Seats[p]
	if c == nil || !c.Running {
		return
	}
	if !k.Paused && now.After(c.Since) {
		c.LeftMs -= int64(k.calendar(p, cal).Counted(c.Since, now) / time.Millisecond)
	}
	c.Since = now
}

// Turn moves the clocks at now from the players who acted before to
// those who act after: the others' time is charged, a seat whose turn
// ended gets the increment, a seat whose turn begins starts running (by
// turns: with a full deadline).
func (k *Clocks) Turn(now time.Time, before, after []string, cal CalendarOf) {
	for _, p := range before {
		k.charge(p, now, cal)
	}
	for p, c := range k.Seats {
		if c.Running && !slices.Contains(after, p) {
			k.charge(p, now, cal)
			c.Running = false
			c.LeftMs += int64(time.Duration(k.Control.IncrementSec) * time.Second / time.Millisecond)
		}
	}
	for _, p := range after {
		c := k.Seats[p]
		if c == nil || c.Running {
			continue
		}
		c.Running, c.Since, c.Reminded, c.Out = true, now, false, false
		if b := k.Control.turnBudget(); b > 0 {
			c.LeftMs = int64(b / time.Millisecond)
		}
	}
}

// Pause stops every clock at now (the game waits for an answer outside
// the turn order); Resume starts them again.
func (k *Clocks) Pause(now time.Time, cal CalendarOf) {
	if k.Paused {
		return
	}
	for p := range k.Seats {
		k.charge(p, now, cal)
	}
	k.Paused = true
}

// Resume restarts the clocks stopped by Pause.
func (k *Clocks) Resume(now time.Time) {
	if !k.Paused {
		return
	}
	k.Paused = false
	for _, c := range k.Seats {
		if c.Running {
			c.Since = now
		}
	}
}

// Left is what p has left at now.
func (k *Clocks) Left(p string, now time.Time, cal CalendarOf) time.Duration {
	c := k.Seats[p]
	if c == nil {
		return 0
	}
	left := c.Left()
	if c.Running && !k.Paused && now.After(c.Since) {
		left -= k.calendar(p, cal).Counted(c.Since, now)
	}
	return left
}

// Due is when p's running clock runs out (zero: it is not running).
func (k *Clocks) Due(p string, cal CalendarOf) time.Time {
	c := k.Seats[p]
	if c == nil || !c.Running || k.Paused || c.Out {
		return time.Time{}
	}
	if c.LeftMs <= 0 {
		return c.Since
	}
	return k.calendar(p, cal).After(c.Since, c.Left())
}

// RemindAt is when p is to be reminded (zero: not, or done).
func (k *Clocks) RemindAt(p string, cal CalendarOf) time.Time {
	c := k.Seats[p]
	r := k.Control.Reminder()
	if c == nil || !c.Running || k.Paused || c.Out || c.Reminded || r <= 0 || c.Left() <= r {
		return time.Time{}
	}
	return k.calendar(p, cal).After(c.Since, c.Left()-r)
}

// Next is the earliest instant anything is due (a run-out or a reminder),
// zero if none.
func (k *Clocks) Next(cal CalendarOf) time.Time {
	var next time.Time
	for p := range k.Seats {
		for _, t := range []time.Time{k.Due(p, cal), k.RemindAt(p, cal)} {
			if !t.IsZero() && (next.IsZero() || t.Before(next)) {
				next = t
			}
		}
	}
	return next
}

// Give restarts p's clock at now with at least d left (a player back from
// a stand-in, or kept by the table's vote).
func (k *Clocks) Give(p string, now time.Time, d time.Duration) {
	c := k.Seats[p]
	if c == nil {
		return
	}
	if c.Left() < d {
		c.LeftMs = int64(d / time.Millisecond)
	}
	c.Since, c.Out, c.Reminded = now, false, false
}
