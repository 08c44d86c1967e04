package server

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"time"

	vm "ferro/engine/view"
	"ferro/logtext"
	"ferro/timectl"
)

// The clocks on the read-only game page (GET /games/{id}), for spectators:
// the same data as GET /api/games/{id}/clock (clockView) that the seated
// page shows (web/src/clock.ts), drawn once as of the page's request.

type pageClocks struct {
	Title   string
	Control string
	Paused  string // "" when running
	Seats   []pageClockSeat
	Moves   string // the moves stand-ins made, "" for none
	Events  []string
}

type pageClockSeat struct {
	Player, Name, Left, Tag string
	Running, Short          bool
}

// pageClocksOf is game id's clocks in lang as of now, nil for a game
// without a time control.
func (k *pageService) pageClocksOf(ctx context.Context, id int64, names map[string]string, lang string) (*pageClocks, error) {
	var out *pageClocks
	err := k.games.withGame(ctx, id, true, func(lg *liveGame) error {
		t, err := k.clocks.loadTable(ctx, id)
		if err != nil || t == nil || !t.Control.Clocked() {
			return err
		}
		v := k.clocks.clockView(lg, t, k.clocks.calendars(ctx, lg.meta))
		out = clocksForPage(v, names, lang)
		return nil
	})
	return out, err
}

func clocksForPage(v clockJSON, names map[string]string, lang string) *pageClocks {
	say := func(key string, kv ...any) string { return logtext.Render(lang, vm.Say(key, kv...)) }
	name := func(p string) string {
		if n := names[p]; n != "" {
			return n
		}
		return p
	}
	c := v.Control
	ctl := say("page.clock.turns", "h", c.TurnHours)
	if c.Kind == timectl.Live {
		ctl = say("page.clock.live", "bank", pageClockText(time.Duration(c.BankSeconds)*time.Second, lang))
	}
	if v.Rated {
		ctl += " · " + say("page.clock.rated")
	}
	pc := &pageClocks{Title: say("page.clock.title"), Control: ctl}
	if v.Paused {
		pc.Paused = say("page.clock.paused")
	}
	for _, st := range v.Seats {
		ps := pageClockSeat{Player: st.Player, Name: name(st.Player), Left: pageClockText(time.Duration(st.LeftMs)*time.Millisecond, lang),
			Running: st.Running, Short: st.Remind}
		switch {
		case st.Expelled:
			ps.Tag = say("page.clock.expelled_tag")
		case st.StandIn != "":
			kind, _, _ := strings.Cut(st.StandIn, ":")
			ps.Tag = say("page.clock.bot_tag", "bot", say("page.bot")+" ("+kind+")")
		}
		pc.Seats = append(pc.Seats, ps)
	}
	if len(v.StandInMoves) > 0 {
		ns := make([]string, len(v.StandInMoves))
		for i, n := range v.StandInMoves {
			ns[i] = strconv.Itoa(n)
		}
		pc.Moves = say("page.clock.bot_moves", "list", strings.Join(ns, ", "))
	}
	for _, e := range v.Events[max(0, len(v.Events)-6):] {
		pc.Events = append(pc.Events, fmt.Sprintf("#%d ", e.Version)+say("page.clock.event."+e.Kind, "name", name(e.Player)))
	}
	return pc
}

// pageClockText says a time left as the seated page does (clockText in
// web/src/clock.ts): m:ss under an hour, else hours and minutes, or days
// and hours from 48 hours.
func pageClockText(d time.Duration, lang string) string {
	s := max(0, int(d/time.Second))
	if s < 3600 {
		return fmt.Sprintf("%d:%02d", s/60, s%60)
	}
	hrs := s / 3600
	if hrs >= 48 {
		return logtext.Render(lang, vm.Say("page.clock.days", "d", hrs/24, "h", hrs%24))
	}
	return logtext.Render(lang, vm.Say("page.clock.hours", "h", hrs, "m", (s%3600)/60))
}
