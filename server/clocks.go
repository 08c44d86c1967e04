package server

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"
	"time"

	"ferro/store"
	"ferro/timectl"
)

// Time controls (issue 29). What a table chose when it created a game
// beyond its record — a time control, what happens when a player's time
// runs out, whether games with bots are rated — and the game's clocks are a
// table, kept in the store apart from the game's record (game_tables) with
// the instant its next clock event is due. Clock events are handled by
// clockTick, which a background loop calls every Config.ClockTick and
// tests call by hand with a fake Config.Now.
//
// A player whose time runs out is either replaced by a stand-in bot
// (seats.stand_in, standin.go) until their next visit, or put to the
// table's vote; an expelled player's seat is played by the bot to the end.

// table is a game's table rules and clocks.
type table struct {
	Control      timectl.Control `json:"control"`
	Rated        bool            `json:"rated"`
	Clocks       *timectl.Clocks `json:"clocks,omitempty"`         // from the start, for a clocked game
	StandInMoves []int           `json:"stand_in_moves,omitempty"` // log lengths after the moves stand-ins made
	Expelled     []string        `json:"expelled,omitempty"`       // player ids voted out
	Vote         *expelVote      `json:"vote,omitempty"`
	Events       []clockEvent    `json:"events,omitempty"`
}

// expelVote asks the table whether a player out of time is to be expelled.
type expelVote struct {
	Player string    `json:"player"`
	Opened time.Time `json:"opened"`
	Yes    []int64   `json:"yes"`
	No     []int64   `json:"no"`
}

// clockEvent is something the clocks did, shown on the game page.
type clockEvent struct {
	At      time.Time `json:"at"`
	Player  string    `json:"player"`
	Kind    string    `json:"kind"` // timeout, stand_in, back, vote, expelled, kept, reminder
	Version int       `json:"version"`
}

// accountTime is an account's time zone and holidays.
type accountTime struct {
	TimeZone string         `json:"time_zone,omitempty"`
	Holidays []timectl.Span `json:"holidays,omitempty"`
}

func (k *clockService) now() time.Time {
	if k.cfg.Now != nil {
		return k.cfg.Now()
	}
	return time.Now()
}

// loadTable is game id's table, nil if it has none.
func (k *clockService) loadTable(ctx context.Context, id int64) (*table, error) {
	if _, none := k.untabled.Load(id); none {
		return nil, nil
	}
	body, err := k.st.Table(ctx, id)
	if errors.Is(err, store.ErrNotFound) {
		k.untabled.Store(id, true) // a table is made only with its game
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var t table
	if err := json.Unmarshal(body, &t); err != nil {
		return nil, err
	}
	return &t, nil
}

// saveTable stores t with the instant its next event is due.
func (k *clockService) saveTable(ctx context.Context, lg *liveGame, t *table, cal timectl.CalendarOf) error {
	var due time.Time
	if t.Clocks != nil && lg.meta != nil && lg.meta.Status == store.StatusActive {
		due = t.Clocks.Next(cal)
	}
	body, err := json.Marshal(t)
	if err != nil {
		return err
	}
	return k.st.PutTable(context.WithoutCancel(ctx), lg.id, body, due)
}

// calendars gives each seat's calendar: its player's time zone and holidays.
func (k *clockService) calendars(ctx context.Context, g *store.Game) timectl.CalendarOf {
	byPlayer := map[string]timectl.Calendar{}
	for _, st := range g.Seats {
		if st.AccountID == 0 {
			continue
		}
		at := k.accountTime(ctx, st.AccountID)
		k := timectl.Calendar{Holidays: at.Holidays}
		if loc, err := time.LoadLocation(at.TimeZone); err == nil && at.TimeZone != "" {
			k.Loc = loc
		}
		byPlayer[st.PlayerID] = k
	}
	return func(p string) timectl.Calendar { return byPlayer[p] }
}

func (k *clockService) accountTime(ctx context.Context, id int64) accountTime {
	var at accountTime
	if body, err := k.st.AccountTime(ctx, id); err == nil {
		json.Unmarshal(body, &at)
	}
	return at
}

// tableCreated stores the table of a new game (games without a clock and
// unrated have none).
func (k *clockService) tableCreated(ctx context.Context, g *store.Game, c timectl.Control, rated bool) error {
	if !c.Clocked() && !rated {
		return nil
	}
	body, _ := json.Marshal(table{Control: c, Rated: rated})
	k.untabled.Delete(g.ID)
	return k.st.PutTable(ctx, g.ID, body, time.Time{})
}

// tableStarted starts the clocks of a game that has just started. lg.mu is held.
func (k *clockService) tableStarted(ctx context.Context, lg *liveGame) {
	t, err := k.loadTable(ctx, lg.id)
	if err != nil || t == nil || !t.Control.Clocked() {
		return
	}
	var players []string
	for _, st := range lg.meta.Seats {
		players = append(players, st.PlayerID)
	}
	cal := k.calendars(ctx, lg.meta)
	t.Clocks = timectl.NewClocks(t.Control, players, lg.meta.Acting, k.now(), cal)
	if err := k.saveTable(ctx, lg, t, cal); err != nil {
		k.log.Printf("clocks: game %d: %v", lg.id, err)
	}
}

// tableAfterCommit moves the clocks after a stored action, notes a
// stand-in's move, and rates a game that has just ended. lg.mu is held.
func (k *clockService) tableAfterCommit(ctx context.Context, lg *liveGame, c *caller, before []string) {
	t, err := k.loadTable(ctx, lg.id)
	if err != nil {
		k.log.Printf("clocks: game %d: %v", lg.id, err)
		return
	}
	if lg.meta.Status == store.StatusFinished {
		k.ratings.rateGame(ctx, lg, t)
	}
	if t == nil || t.Clocks == nil {
		return
	}
	now := k.now()
	version := int(lg.version.Load())
	for _, p := range before {
		if st, ok := seatByPlayer(lg.meta, p); ok && st.StandIn != "" && c != nil && c.acct != nil && c.acct.ID != st.AccountID &&
			strings.HasPrefix(c.acct.Name, botPrefix) {
			t.StandInMoves = append(t.StandInMoves, version)
			break
		}
	}
	if t.Vote != nil && c != nil && c.acct != nil {
		if st, ok := seatByPlayer(lg.meta, t.Vote.Player); ok && st.AccountID == c.acct.ID {
			t.Vote = nil // the player is back: no vote
		}
	}
	cal := k.calendars(ctx, lg.meta)
	t.Clocks.Resume(now) // an undo request lapses when the game moves
	t.Clocks.Turn(now, before, lg.meta.Acting, cal)
	if err := k.saveTable(ctx, lg, t, cal); err != nil {
		k.log.Printf("clocks: game %d: %v", lg.id, err)
	}
}

// tablePause stops the clocks while the game waits for an answer to an
// undo request; tableResume starts them again. lg.mu is held.
func (k *clockService) tablePause(ctx context.Context, lg *liveGame, pause bool) {
	t, err := k.loadTable(ctx, lg.id)
	if err != nil || t == nil || t.Clocks == nil {
		return
	}
	cal := k.calendars(ctx, lg.meta)
	if pause {
		t.Clocks.Pause(k.now(), cal)
	} else {
		t.Clocks.Resume(k.now())
	}
	if err := k.saveTable(ctx, lg, t, cal); err != nil {
		k.log.Printf("clocks: game %d: %v", lg.id, err)
	}
	k.live.announce(lg, "clock", nil)
}

func seatByPlayer(g *store.Game, p string) (store.Seat, bool) {
	i := slices.IndexFunc(g.Seats, func(st store.Seat) bool { return st.PlayerID == p })
	if i < 0 {
		return store.Seat{}, false
	}
	return g.Seats[i], true
}

// clockLoop calls clockTick every Config.ClockTick until ctx ends (the
// server closes).
func (k *clockService) clockLoop(ctx context.Context) {
	every := k.cfg.ClockTick
	if every == 0 {
		every = time.Second
	}
	tk := time.NewTicker(every)
	defer tk.Stop()
	last := time.Time{}
	for {
		select {
		case <-ctx.Done():
			return
		case <-tk.C:
			k.clockTick(ctx)
			if now := k.now(); now.Sub(last) >= time.Minute {
				last = now
				k.expireOpen(ctx, now)
			}
		}
	}
}

// clockTick handles every clock event due by now: reminders and players
// out of time.
func (k *clockService) clockTick(ctx context.Context) {
	now := k.now()
	ids, err := k.st.DueTables(ctx, now)
	if err != nil {
		k.errLog.Print(fmt.Sprintf("clocks: %v", err))
		return
	}
	for _, id := range ids {
		err := k.clockWork(ctx, id, func() error {
			return k.games.withGame(ctx, id, false, func(lg *liveGame) error { return k.clockDue(ctx, lg, now) })
		})
		if err != nil {
			k.errLog.Print(fmt.Sprintf("clocks: game %d: %v", id, err))
		}
	}
}

// clockDue handles lg's clock events due by now. lg.mu is held.
func (k *clockService) clockDue(ctx context.Context, lg *liveGame, now time.Time) error {
	t, err := k.loadTable(ctx, lg.id)
	if err != nil || t == nil {
		return err
	}
	k.clockHeld(lg.id)
	cal := k.calendars(ctx, lg.meta)
	if t.Clocks == nil || lg.meta.Status != store.StatusActive {
		return k.saveTable(ctx, lg, t, cal)
	}
	players := make([]string, 0, len(t.Clocks.Seats))
	for p := range t.Clocks.Seats {
		players = append(players, p)
	}
	sort.Strings(players)
	for _, p := range players {
		c := t.Clocks.Seats[p]
		if r := t.Clocks.RemindAt(p, cal); !r.IsZero() && !r.After(now) {
			c.Reminded = true
			k.remind(lg, p, t.Clocks.Left(p, now, cal))
		}
		if d := t.Clocks.Due(p, cal); !d.IsZero() && !d.After(now) {
			c.Out = true
			if err := k.timeOut(ctx, lg, t, p, now); err != nil {
				return err
			}
		}
	}
	if err := k.saveTable(ctx, lg, t, cal); err != nil {
		return err
	}
	k.live.announce(lg, "clock", nil)
	return nil
}

// timeOut handles player p running out of time. lg.mu is held.
func (k *clockService) timeOut(ctx context.Context, lg *liveGame, t *table, p string, now time.Time) error {
	st, ok := seatByPlayer(lg.meta, p)
	if !ok || st.StandIn != "" || slices.Contains(t.Expelled, p) || lg.meta.Hotseat {
		return nil // a bot plays the seat already (or nobody could take it over)
	}
	if k.isBot(ctx, st.AccountID) {
		return nil
	}
	version := int(lg.version.Load())
	t.Events = append(t.Events, clockEvent{At: now, Player: p, Kind: "timeout", Version: version})
	if t.Control.OnTimeout == timectl.OnTimeoutVote {
		if t.Vote != nil {
			return nil
		}
		t.Vote = &expelVote{Player: p, Opened: now, Yes: []int64{}, No: []int64{}}
		t.Events = append(t.Events, clockEvent{At: now, Player: p, Kind: "vote", Version: version})
		if len(k.voters(ctx, lg, p)) == 0 {
			return k.expel(ctx, lg, t, now)
		}
		return nil
	}
	t.Events = append(t.Events, clockEvent{At: now, Player: p, Kind: "stand_in", Version: version})
	return k.setStandIn(ctx, lg, p, standInValue(t.Control))
}

// remind tells player p, by webhook, that their time is running out.
func (k *clockService) remind(lg *liveGame, p string, left time.Duration) {
	st, ok := seatByPlayer(lg.meta, p)
	if !ok || st.AccountID == 0 || lg.meta.Hotseat {
		return
	}
	job := turnJob{account: st.AccountID, ev: turnEvent{Event: "reminder", Game: lg.id, Title: lg.meta.Title, PlayerID: p,
		Player: st.Name, Version: int(lg.version.Load()), LeftSeconds: int64(left / time.Second)}}
	select {
	case k.hooks.queue <- job:
	default:
		k.log.Printf("webhooks: queue full, dropped a reminder for account %d in game %d", st.AccountID, lg.id)
	}
}

// isBot reports whether account id is one of the server's bot accounts.
func (k *clockService) isBot(ctx context.Context, id int64) bool {
	if id == 0 {
		return false
	}
	if b, known := k.bots.kind(id); known {
		return b != nil
	}
	a, err := k.st.Account(ctx, id)
	return err == nil && strings.HasPrefix(a.Name, botPrefix)
}

// setStandIn puts a stand-in bot on p's seat (bot "" takes it off) and
// lets the bot move if it is to. lg.mu is held.
func (k *clockService) setStandIn(ctx context.Context, lg *liveGame, p, bot string) error {
	g := *lg.meta
	g.Seats = slices.Clone(lg.meta.Seats)
	i := slices.IndexFunc(g.Seats, func(st store.Seat) bool { return st.PlayerID == p })
	if i < 0 || g.Seats[i].StandIn == bot {
		return nil
	}
	if bot != "" {
		b, _ := parseStandIn(bot)
		if _, err := k.bots.botAccount(ctx, b); err != nil {
			return err
		}
	}
	g.Seats[i].StandIn = bot
	if err := k.st.UpdateGame(ctx, &g); err != nil {
		lg.meta = nil // reload next time
		return err
	}
	lg.meta = &g
	k.live.announce(lg, "game", nil)
	k.bots.kickBots(lg)
	return nil
}

// takeBack gives c their seats back from a stand-in at their visit: the
// clock starts again with at least a grace period. lg.mu is held.
func (k *clockService) takeBack(ctx context.Context, lg *liveGame, c *caller) error {
	if c == nil || c.acct == nil || lg.meta == nil || lg.meta.Status != store.StatusActive || lg.meta.Hotseat {
		return nil
	}
	var mine []string
	for _, st := range lg.meta.Seats {
		if st.AccountID == c.acct.ID && st.StandIn != "" {
			mine = append(mine, st.PlayerID)
		}
	}
	if len(mine) == 0 {
		return nil
	}
	t, err := k.loadTable(ctx, lg.id)
	if err != nil {
		return err
	}
	now := k.now()
	for _, p := range mine {
		if t != nil && slices.Contains(t.Expelled, p) {
			continue
		}
		if err := k.setStandIn(ctx, lg, p, ""); err != nil {
			return err
		}
		if t != nil && t.Clocks != nil {
			t.Clocks.Give(p, now, returnGrace(t.Control))
			t.Events = append(t.Events, clockEvent{At: now, Player: p, Kind: "back", Version: int(lg.version.Load())})
		}
	}
	if t == nil {
		return nil
	}
	return k.saveTable(ctx, lg, t, k.calendars(ctx, lg.meta))
}

// returnGrace is the least time a player back at their seat starts with: a
// quarter of a live bank (at least 30 s), or a whole turn's deadline.
func returnGrace(c timectl.Control) time.Duration {
	if c.Kind == timectl.Turns {
		return time.Duration(c.TurnHours) * time.Hour
	}
	return max(c.Reminder(), 30*time.Second)
}
