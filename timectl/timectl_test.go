package timectl

import (
	"testing"
	"time"
)

var prague = time.FixedZone("CET", 3600)

func at(s string) time.Time {
	t, err := time.ParseInLocation("2006-01-02 15:04", s, prague)
	if err != nil {
		panic(err)
	}
	return t
}

// 2026-12-04 is a Friday. A 24-hour deadline given at 18:00 on Friday,
// weekends skipped in the player's zone: 6 hours count on Friday, none on
// Saturday and Sunday, the other 18 on Monday: due Monday 18:00.
func TestWeekendSkipped(t *testing.T) {
	k := Calendar{Loc: prague, SkipWeekends: true}
	if got, want := k.After(at("2026-12-04 18:00"), 24*time.Hour), at("2026-12-07 18:00"); !got.Equal(want) {
		t.Fatalf("due %v, want %v", got, want)
	}
	if got := k.Counted(at("2026-12-04 18:00"), at("2026-12-07 06:00")); got != 12*time.Hour {
		t.Fatalf("counted %v over the weekend, want 12h", got)
	}
	// Given at 00:30 on Saturday in Prague (23:30 on Friday in UTC): in
	// Prague nothing counts until Monday 00:00, so it is due on Tuesday at
	// 00:00; a player in UTC has half an hour on Friday, and is due at
	// 23:30 UTC on Monday, 00:30 in Prague: the player's zone matters.
	if got, want := k.After(at("2026-12-05 00:30"), 24*time.Hour), at("2026-12-08 00:00"); !got.Equal(want) {
		t.Fatalf("Prague due %v, want %v", got, want)
	}
	u := Calendar{Loc: time.UTC, SkipWeekends: true}
	if got, want := u.After(at("2026-12-05 00:30"), 24*time.Hour), at("2026-12-08 00:30"); !got.Equal(want) {
		t.Fatalf("UTC due %v, want %v", got, want)
	}
	// Without skipping: Saturday 18:00.
	if got, want := (Calendar{}).After(at("2026-12-04 18:00"), 24*time.Hour), at("2026-12-05 18:00"); !got.Equal(want) {
		t.Fatalf("no skip due %v, want %v", got, want)
	}
}

func TestHolidayStopsTheClock(t *testing.T) {
	h := Span{From: at("2026-12-02 12:00"), To: at("2026-12-04 12:00")}
	k := Calendar{Holidays: []Span{h}}
	// Tuesday 12:00, 72 hours: 24 on Tuesday–Wednesday, two days off, 48 more.
	if got, want := k.After(at("2026-12-01 12:00"), 72*time.Hour), at("2026-12-06 12:00"); !got.Equal(want) {
		t.Fatalf("due %v, want %v", got, want)
	}
	if got := HolidayDays([]Span{h}, 2026, prague); got != 2 {
		t.Fatalf("HolidayDays = %d, want 2", got)
	}
}

func TestLiveBankAndIncrement(t *testing.T) {
	c := Control{Kind: Live, BankSeconds: 60, IncrementSec: 5}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	t0 := at("2026-12-04 18:00")
	k := NewClocks(c, []string{"1", "2"}, []string{"1"}, t0, nil)
	if d := k.Due("1", nil); !d.Equal(t0.Add(time.Minute)) {
		t.Fatalf("due %v", d)
	}
	// 1 takes 20 s and ends its turn: 40 + 5 left, 2 runs.
	k.Turn(t0.Add(20*time.Second), []string{"1"}, []string{"2"}, nil)
	if l := k.Left("1", t0.Add(time.Hour), nil); l != 45*time.Second {
		t.Fatalf("1 has %v, want 45s", l)
	}
	// An undo request pauses the clocks for ten minutes.
	k.Pause(t0.Add(30*time.Second), nil)
	if l := k.Left("2", t0.Add(10*time.Minute), nil); l != 50*time.Second {
		t.Fatalf("paused: 2 has %v, want 50s", l)
	}
	k.Resume(t0.Add(10 * time.Minute))
	if d, want := k.Due("2", nil), t0.Add(10*time.Minute+50*time.Second); !d.Equal(want) {
		t.Fatalf("2 due %v, want %v", d, want)
	}
	// A turn of several actions by the same player is charged, not topped up.
	k.Turn(t0.Add(10*time.Minute+10*time.Second), []string{"2"}, []string{"2"}, nil)
	if l := k.Left("2", t0.Add(10*time.Minute+10*time.Second), nil); l != 40*time.Second {
		t.Fatalf("2 has %v, want 40s", l)
	}
}

func TestTurnsDeadlineAndReminder(t *testing.T) {
	c := Control{Kind: Turns, TurnHours: 24, SkipWeekends: true}
	if err := c.Check(); err != nil {
		t.Fatal(err)
	}
	cal := func(string) Calendar { return Calendar{Loc: prague} }
	k := NewClocks(c, []string{"1", "2"}, []string{"1"}, at("2026-12-04 18:00"), cal)
	if d, want := k.Due("1", cal), at("2026-12-07 18:00"); !d.Equal(want) {
		t.Fatalf("due %v, want %v", d, want)
	}
	// Reminded 6 hours before: Monday 12:00.
	if r, want := k.RemindAt("1", cal), at("2026-12-07 12:00"); !r.Equal(want) {
		t.Fatalf("reminder %v, want %v", r, want)
	}
	if n := k.Next(cal); !n.Equal(at("2026-12-07 12:00")) {
		t.Fatalf("next %v", n)
	}
	// A new turn gets the whole deadline again.
	k.Turn(at("2026-12-07 17:00"), []string{"1"}, []string{"2"}, cal)
	k.Turn(at("2026-12-08 10:00"), []string{"2"}, []string{"1"}, cal)
	if l := k.Left("1", at("2026-12-08 10:00"), cal); l != 24*time.Hour {
		t.Fatalf("1 has %v, want 24h", l)
	}
}

func TestCheck(t *testing.T) {
	for _, c := range []Control{{Kind: "blitz"}, {Kind: Live, BankSeconds: 1}, {Kind: Turns}, {Kind: Turns, TurnHours: 24, OnTimeout: "kick"}} {
		if err := c.Check(); err == nil {
			t.Errorf("%+v accepted", c)
		}
	}
}
