package server

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"sort"
	"strconv"
	"strings"
	"time"

	"ferro/rating"
	"ferro/store"
)

// A player's profile (issue 29): their games and results, win count,
// ratings with their history, favourite titles, and head-to-head records
// against the opponents they met most. GET /api/players/{name}; the page
// /players/{name} draws the same (pages_profile.go).

type profileJSON struct {
	ID         int64            `json:"id"`
	Name       string           `json:"name"`
	Bot        bool             `json:"bot"`
	Games      int              `json:"games"`   // finished games
	Wins       int              `json:"wins"`    // finished games won (first place, shared or not)
	Playing    int              `json:"playing"` // games in progress
	Ratings    []ratingJSON     `json:"ratings"` // by title group
	History    []ratingStepJSON `json:"history"` // every rated game, oldest first
	Favourites []titleCountJSON `json:"favourite_titles"`
	HeadToHead []versusJSON     `json:"head_to_head"`
	Recent     []resultJSON     `json:"recent"` // newest first
}

type ratingStepJSON struct {
	Game    int64     `json:"game"`
	Title   string    `json:"title"`
	Place   int       `json:"place"` // 1 for first
	Players int       `json:"players"`
	Rating  float64   `json:"rating"`
	Mu      float64   `json:"mu"`
	Sigma   float64   `json:"sigma"`
	At      time.Time `json:"at"`
}

type titleCountJSON struct {
	Title string `json:"title"`
	Games int    `json:"games"`
}

type versusJSON struct {
	AccountID int64  `json:"account_id"`
	Name      string `json:"name"`
	Games     int    `json:"games"`
	Wins      int    `json:"wins"`   // placed ahead of them
	Losses    int    `json:"losses"` // behind them
	Draws     int    `json:"draws"`
}

type resultJSON struct {
	Game    int64     `json:"game"`
	Title   string    `json:"title"`
	Status  string    `json:"status"`
	Place   int       `json:"place,omitempty"` // 1 for first; 0 while not finished
	Players int       `json:"players"`
	Score   int       `json:"score,omitempty"`
	At      time.Time `json:"at"`
}

func (k *accountService) getProfile(w http.ResponseWriter, r *http.Request, _ *caller) error {
	p, err := k.profile(r.Context(), r.PathValue("name"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, p)
	return nil
}

// places reads a finished game's places (1 for first) by player id.
func places(g *store.Game) map[string]int {
	var result map[string]int
	if g.Status != store.StatusFinished || json.Unmarshal(g.Result, &result) != nil {
		return nil
	}
	out := map[string]int{}
	for p, sc := range result {
		out[p] = 1
		for _, o := range result {
			if o > sc {
				out[p]++
			}
		}
	}
	return out
}

func (k *accountService) profile(ctx context.Context, name string) (*profileJSON, error) {
	a, err := k.st.AccountByName(ctx, name)
	if errors.Is(err, store.ErrNotFound) {
		return nil, notFound("player " + strconv.Quote(name))
	}
	if err != nil {
		return nil, err
	}
	p := &profileJSON{ID: a.ID, Name: a.Name, Bot: strings.HasPrefix(a.Name, botPrefix), Ratings: []ratingJSON{},
		History: []ratingStepJSON{}, Favourites: []titleCountJSON{}, HeadToHead: []versusJSON{}, Recent: []resultJSON{}}
	rs, err := k.st.AccountRatings(ctx, a.ID)
	if err != nil {
		return nil, err
	}
	for _, r := range rs {
		p.Ratings = append(p.Ratings, ratingView(r))
	}
	hist, err := k.st.RatingHistory(ctx, a.ID)
	if err != nil {
		return nil, err
	}
	for _, h := range hist {
		p.History = append(p.History, ratingStepJSON{Game: h.GameID, Title: h.Title, Place: h.Place + 1, Players: h.Players,
			Rating: rating.Rating{Mu: h.Mu, Sigma: h.Sigma}.Ordinal(), Mu: h.Mu, Sigma: h.Sigma, At: h.At.UTC()})
	}
	games, err := k.st.ListGames(ctx, store.ListFilter{AccountID: a.ID, Limit: 500})
	if err != nil {
		return nil, err
	}
	titles := map[string]int{}
	versus := map[int64]*versusJSON{}
	for _, g := range games {
		mine := ""
		for _, st := range g.Seats {
			if st.AccountID == a.ID && mine == "" {
				mine = st.PlayerID
			}
		}
		if mine == "" || g.Status == store.StatusExpired {
			continue
		}
		titles[titleGroup(g.Title)]++
		res := resultJSON{Game: g.ID, Title: g.Title, Status: g.Status, Players: len(g.Seats), At: g.UpdatedAt.UTC()}
		switch g.Status {
		case store.StatusActive:
			p.Playing++
		case store.StatusFinished:
			pl := places(g)
			p.Games++
			res.Place = pl[mine]
			var result map[string]int
			json.Unmarshal(g.Result, &result)
			res.Score = result[mine]
			if pl[mine] == 1 {
				p.Wins++
			}
			if g.Hotseat {
				break
			}
			for _, st := range g.Seats {
				if st.AccountID == a.ID || st.AccountID == 0 {
					continue
				}
				v := versus[st.AccountID]
				if v == nil {
					v = &versusJSON{AccountID: st.AccountID}
					versus[st.AccountID] = v
				}
				v.Games++
				switch {
				case pl[mine] < pl[st.PlayerID]:
					v.Wins++
				case pl[mine] > pl[st.PlayerID]:
					v.Losses++
				default:
					v.Draws++
				}
			}
		}
		if len(p.Recent) < 20 {
			p.Recent = append(p.Recent, res)
		}
	}
	for t, n := range titles {
		p.Favourites = append(p.Favourites, titleCountJSON{Title: t, Games: n})
	}
	sort.Slice(p.Favourites, func(i, j int) bool {
		if p.Favourites[i].Games != p.Favourites[j].Games {
			return p.Favourites[i].Games > p.Favourites[j].Games
		}
		return p.Favourites[i].Title < p.Favourites[j].Title
	})
	for _, v := range versus {
		p.HeadToHead = append(p.HeadToHead, *v)
	}
	sort.Slice(p.HeadToHead, func(i, j int) bool {
		if p.HeadToHead[i].Games != p.HeadToHead[j].Games {
			return p.HeadToHead[i].Games > p.HeadToHead[j].Games
		}
		return p.HeadToHead[i].AccountID < p.HeadToHead[j].AccountID
	})
	if len(p.HeadToHead) > 10 {
		p.HeadToHead = p.HeadToHead[:10]
	}
	for i := range p.HeadToHead {
		if o, err := k.st.Account(ctx, p.HeadToHead[i].AccountID); err == nil {
			p.HeadToHead[i].Name = o.Name
		}
	}
	return p, nil
}

// idList reads "1,2,3", at most limit ids.
func idList(v string, limit int) ([]int64, error) {
	var out []int64
	if v == "" {
		return out, nil
	}
	for _, f := range strings.Split(v, ",") {
		id, err := strconv.ParseInt(strings.TrimSpace(f), 10, 64)
		if err != nil || id <= 0 {
			return nil, badRequest("%q is not an account id", f)
		}
		out = append(out, id)
	}
	if len(out) > limit {
		return nil, badRequest("at most %d accounts at once", limit)
	}
	return out, nil
}
