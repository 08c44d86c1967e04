package server

import (
	"net/http"
	"sort"
	"time"

	"ferro/timectl"
)

// clockJSON is a game's time control and clocks as GET /clock answers them.
type clockJSON struct {
	Control      timectl.Control `json:"control"`
	Rated        bool            `json:"rated"`
	Now          time.Time       `json:"now"`
	Paused       bool            `json:"paused"`
	Seats        []seatClockJSON `json:"seats"`
	Vote         *expelVote      `json:"vote,omitempty"`
	StandInMoves []int           `json:"stand_in_moves"`
	Events       []clockEvent    `json:"events"`
}

type seatClockJSON struct {
	Player   string    `json:"player"`
	LeftMs   int64     `json:"left_ms"`
	Running  bool      `json:"running"`
	Due      time.Time `json:"due,omitzero"`
	Remind   bool      `json:"remind"` // within the reminder's time
	StandIn  string    `json:"stand_in,omitempty"`
	Expelled bool      `json:"expelled,omitempty"`
}

func (k *clockService) clockView(lg *liveGame, t *table, cal timectl.CalendarOf) clockJSON {
	now := k.now()
	v := clockJSON{Control: timectl.Control{Kind: timectl.None}, Now: now.UTC(), Seats: []seatClockJSON{}, StandInMoves: []int{}, Events: []clockEvent{}}
	if t != nil {
		v.Control, v.Rated, v.Vote = t.Control, t.Rated, t.Vote
		if t.StandInMoves != nil {
			v.StandInMoves = t.StandInMoves
		}
		if t.Events != nil {
			v.Events = t.Events
		}
	}
	for _, st := range lg.meta.Seats {
		sc := seatClockJSON{Player: st.PlayerID, StandIn: st.StandIn}
		if t != nil {
			for _, p := range t.Expelled {
				sc.Expelled = sc.Expelled || p == st.PlayerID
			}
			if t.Clocks != nil {
				v.Paused = t.Clocks.Paused
				if c := t.Clocks.Seats[st.PlayerID]; c != nil {
					left := t.Clocks.Left(st.PlayerID, now, cal)
					sc.LeftMs, sc.Running = int64(left/time.Millisecond), c.Running
					sc.Due = t.Clocks.Due(st.PlayerID, cal).UTC()
					sc.Remind = c.Running && left <= t.Control.Reminder()
				}
			}
		}
		v.Seats = append(v.Seats, sc)
	}
	sort.Slice(v.Seats, func(i, j int) bool { return v.Seats[i].Player < v.Seats[j].Player })
	return v
}

// comeBack is a player's visit: POST /api/games/{id}/back takes their seats
// back from a stand-in bot (the game page sends it when it opens; an
// action sent does the same). A page merely left open does not.
func (k *clockService) comeBack(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		if err := k.takeBack(r.Context(), lg, c); err != nil {
			return err
		}
		t, err := k.loadTable(r.Context(), id)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, k.clockView(lg, t, k.calendars(r.Context(), lg.meta)))
		return nil
	})
}

// getClock answers a game's time control and clocks.
func (k *clockService) getClock(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		t, err := k.loadTable(r.Context(), id)
		if err != nil {
			return err
		}
		writeJSON(w, http.StatusOK, k.clockView(lg, t, k.calendars(r.Context(), lg.meta)))
		return nil
	})
}
