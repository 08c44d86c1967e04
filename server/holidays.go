package server

import (
	"encoding/json"
	"net/http"
	"time"

	"ferro/timectl"
)

// A player's time zone (their weekends, for deadlines that skip them) and
// holidays (their clocks stop in every game), at most Config.HolidayDays
// days a year.

const defaultHolidayDays = 21

func (k *clockService) holidayDays() int {
	if k.cfg.HolidayDays > 0 {
		return k.cfg.HolidayDays
	}
	return defaultHolidayDays
}

type accountTimeJSON struct {
	TimeZone string         `json:"time_zone"`
	Holidays []timectl.Span `json:"holidays"`
	DaysLeft int            `json:"days_left"` // of this year's holidays
	PerYear  int            `json:"per_year"`
}

func (k *clockService) accountTimeView(at accountTime) accountTimeJSON {
	loc := time.UTC
	if l, err := time.LoadLocation(at.TimeZone); err == nil {
		loc = l
	}
	used := timectl.HolidayDays(at.Holidays, k.now().In(loc).Year(), loc)
	v := accountTimeJSON{TimeZone: at.TimeZone, Holidays: at.Holidays, DaysLeft: max(0, k.holidayDays()-used), PerYear: k.holidayDays()}
	if v.Holidays == nil {
		v.Holidays = []timectl.Span{}
	}
	if v.TimeZone == "" {
		v.TimeZone = "UTC"
	}
	return v
}

func (k *clockService) getMyTime(w http.ResponseWriter, r *http.Request, c *caller) error {
	writeJSON(w, http.StatusOK, k.accountTimeView(k.accountTime(r.Context(), c.acct.ID)))
	return nil
}

// setMyTimeZone: PUT {"time_zone": "Europe/Prague"} (an IANA name).
func (k *clockService) setMyTimeZone(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		TimeZone string `json:"time_zone"`
	}
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if _, err := time.LoadLocation(req.TimeZone); err != nil || req.TimeZone == "" || req.TimeZone == "Local" {
		return badRequest("time zone %q: an IANA name such as Europe/Prague or UTC", req.TimeZone)
	}
	at := k.accountTime(r.Context(), c.acct.ID)
	at.TimeZone = req.TimeZone
	return k.putAccountTime(w, r, c, at)
}

// addHoliday: POST {"days": N, "from": optional RFC 3339 time, default now}.
func (k *clockService) addHoliday(w http.ResponseWriter, r *http.Request, c *caller) error {
	var req struct {
		Days int        `json:"days"`
		From *time.Time `json:"from"`
	}
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	now := k.now()
	from := now
	if req.From != nil {
		from = *req.From
	}
	if from.Before(now.Add(-time.Minute)) {
		return badRequest("a holiday cannot begin in the past")
	}
	at := k.accountTime(r.Context(), c.acct.ID)
	v := k.accountTimeView(at)
	if req.Days < 1 || req.Days > v.DaysLeft {
		return badRequest("a holiday is 1 to %d days: %d of this year's %d days are left", v.DaysLeft, v.DaysLeft, v.PerYear)
	}
	at.Holidays = append(at.Holidays, timectl.Span{From: from.UTC(), To: from.Add(time.Duration(req.Days) * 24 * time.Hour).UTC()})
	return k.putAccountTime(w, r, c, at)
}

func (k *clockService) putAccountTime(w http.ResponseWriter, r *http.Request, c *caller, at accountTime) error {
	body, _ := json.Marshal(at)
	if err := k.st.PutAccountTime(r.Context(), c.acct.ID, body); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, k.accountTimeView(at))
	return nil
}
