package timectl

import "time"

// Span is a stretch of time [From, To).
type Span struct {
	From time.Time `json:"from"`
	To   time.Time `json:"to"`
}

// Calendar says which hours count against one player's clock: all but
// their holidays, and but Saturdays and Sundays in their time zone when
// SkipWeekends is set.
type Calendar struct {
	Loc          *time.Location // nil: UTC
	SkipWeekends bool
	Holidays     []Span
}

// off reports whether t does not count and, if so, when that stretch
// ends; else when the next stretch that does not count begins (the zero
// time: never).
func (k Calendar) off(t time.Time) (bool, time.Time) {
	for _, h := range k.Holidays {
		if !t.Before(h.From) && t.Before(h.To) {
			return true, h.To
		}
	}
	next := time.Time{}
	for _, h := range k.Holidays {
		if h.From.After(t) && (next.IsZero() || h.From.Before(next)) {
			next = h.From
		}
	}
	if k.SkipWeekends {
		loc := k.Loc
		if loc == nil {
			loc = time.UTC
		}
		lt := t.In(loc)
		day := time.Date(lt.Year(), lt.Month(), lt.Day(), 0, 0, 0, 0, loc)
		switch lt.Weekday() {
		case time.Saturday:
			return true, day.AddDate(0, 0, 2)
		case time.Sunday:
			return true, day.AddDate(0, 0, 1)
		}
		sat := day.AddDate(0, 0, int(time.Saturday-lt.Weekday()))
		if next.IsZero() || sat.Before(next) {
			next = sat
		}
	}
	return false, next
}

// Counted is the time between a and b that counts.
func (k Calendar) Counted(a, b time.Time) time.Duration {
	var sum time.Duration
	for t := a; t.Before(b); {
		off, until := k.off(t)
		if off {
			t = until
			continue
		}
		end := b
		if !until.IsZero() && until.Before(b) {
			end = until
		}
		sum += end.Sub(t)
		t = end
	}
	return sum
}

// After is the instant at which the time counted from a reaches d.
func (k Calendar) After(a time.Time, d time.Duration) time.Time {
	t := a
	for {
		off, until := k.off(t)
		if off {
			t = until
			continue
		}
		if until.IsZero() || until.Sub(t) >= d {
			return t.Add(d)
		}
		d -= until.Sub(t)
		t = until
	}
}

// HolidayDays counts the days of holidays that begin in year (in loc).
func HolidayDays(hs []Span, year int, loc *time.Location) int {
	if loc == nil {
		loc = time.UTC
	}
	n := 0
	for _, h := range hs {
		if h.From.In(loc).Year() == year {
			n += int((h.To.Sub(h.From) + 23*time.Hour) / (24 * time.Hour))
		}
	}
	return n
}
