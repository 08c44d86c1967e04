package server

import (
	"context"
	"errors"
	"log"
	"net/http"
	"slices"
	"strings"
	"time"

	"ferro/rating"
	"ferro/store"
)

// Ratings (issue 29, docs/ratings.md): when a game ends, its players are
// rated in the title's group by Weng and Lin's Plackett–Luce model
// (package rating). Rated are games of at least two people (a hotseat game
// never); bot seats are rated as their own accounts, and a game with a bot
// seat only when the table asked for a rated game.

// titleGroup is the group a title is rated in: 18ZOO's maps together
// ("18ZOO - Map A" → "18ZOO"), any other title on its own.
func titleGroup(title string) string {
	group, _, _ := strings.Cut(title, " - ")
	return group
}

// rateGame rates lg, which has just ended. lg.mu is held.
func (rt *ratingService) rateGame(ctx context.Context, lg *liveGame, t *table) {
	if lg.meta.Hotseat || lg.sess == nil {
		return
	}
	ctx = context.WithoutCancel(ctx)
	var people, bots int
	var seats []store.Seat
	for _, st := range lg.meta.Seats {
		if st.AccountID == 0 {
			return
		}
		if rt.isBot(ctx, st.AccountID) {
			bots++
		} else {
			people++
		}
		seats = append(seats, st)
	}
	if people < 2 || (bots > 0 && (t == nil || !t.Rated)) {
		return
	}
	group := titleGroup(lg.meta.Title)
	result := lg.sess.Game().Result()
	scores := make([]float64, len(seats))
	before := make([]rating.Rating, len(seats))
	for i, st := range seats {
		scores[i] = float64(result[st.PlayerID])
		before[i] = rating.Default.New()
		rs, err := rt.st.AccountRatings(ctx, st.AccountID)
		if err != nil {
			rt.log.Printf("ratings: game %d: %v", lg.id, err)
			return
		}
		if k := slices.IndexFunc(rs, func(r store.PlayerRating) bool { return r.Title == group }); k >= 0 {
			before[i] = rating.Rating{Mu: rs[k].Mu, Sigma: rs[k].Sigma}
		}
	}
	ranks := rating.Ranks(scores)
	after, err := rating.Default.Rate(before, ranks)
	if err != nil {
		return
	}
	now := rt.now()
	rows := make([]store.RatingRow, len(seats))
	for i, st := range seats {
		rows[i] = store.RatingRow{GameID: lg.id, AccountID: st.AccountID, Title: group, Place: ranks[i], Players: len(seats),
			Mu: after[i].Mu, Sigma: after[i].Sigma, At: now}
	}
	if err := rt.st.RecordRatings(ctx, rows); err != nil && !errors.Is(err, store.ErrExists) {
		rt.log.Printf("ratings: game %d: %v", lg.id, err)
	}
}

// withdrawRatings takes back the ratings of lg, whose end has just been
// undone; tableAfterCommit rates it again when it ends again. lg.mu is held.
func (rt *ratingService) withdrawRatings(ctx context.Context, lg *liveGame) {
	if err := rt.st.WithdrawRatings(context.WithoutCancel(ctx), lg.id); err != nil {
		rt.log.Printf("ratings: game %d: withdrawing: %v", lg.id, err)
	}
}

// ratingJSON is one account's rating in a title group.
type ratingJSON struct {
	AccountID int64   `json:"account_id"`
	Name      string  `json:"name"`
	Title     string  `json:"title"`
	Rating    float64 `json:"rating"` // the ordinal μ − 3σ, ranked by
	Mu        float64 `json:"mu"`
	Sigma     float64 `json:"sigma"`
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`
}

func ratingView(p store.PlayerRating) ratingJSON {
	return ratingJSON{AccountID: p.AccountID, Name: p.Name, Title: p.Title, Rating: rating.Rating{Mu: p.Mu, Sigma: p.Sigma}.Ordinal(),
		Mu: p.Mu, Sigma: p.Sigma, Games: p.Games, Wins: p.Wins}
}

// ratingGroups lists the title groups of the titles the server knows.
func (rt *ratingService) ratingGroups() []string {
	var out []string
	for _, n := range rt.titles() {
		if g := titleGroup(n); !slices.Contains(out, g) {
			out = append(out, g)
		}
	}
	return out
}

// leaderboard: GET /api/leaderboard?title=GROUP (default: the first group).
func (rt *ratingService) leaderboard(w http.ResponseWriter, r *http.Request, _ *caller) error {
	v, err := rt.leaderboardOf(r.Context(), r.URL.Query().Get("title"))
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, v)
	return nil
}

type leaderboardJSON struct {
	Title  string       `json:"title"`
	Titles []string     `json:"titles"`
	Rows   []ratingJSON `json:"rows"`
}

func (rt *ratingService) leaderboardOf(ctx context.Context, group string) (leaderboardJSON, error) {
	groups := rt.ratingGroups()
	if group == "" && len(groups) > 0 {
		group = groups[0]
	}
	if !slices.Contains(groups, group) {
		return leaderboardJSON{}, badRequest("title %q: one of %s", group, strings.Join(groups, ", "))
	}
	rows, err := rt.st.Leaderboard(ctx, group, 100)
	if err != nil {
		return leaderboardJSON{}, err
	}
	v := leaderboardJSON{Title: group, Titles: groups, Rows: []ratingJSON{}}
	for _, p := range rows {
		v.Rows = append(v.Rows, ratingView(p))
	}
	return v, nil
}

// accountRatings: GET /api/ratings?accounts=1,2,3 — each account's rating
// (ordinal) by title group, for the lobby to show beside names.
func (rt *ratingService) accountRatings(w http.ResponseWriter, r *http.Request, _ *caller) error {
	ids, err := idList(r.URL.Query().Get("accounts"), 200)
	if err != nil {
		return err
	}
	out := map[int64]map[string]float64{}
	for _, id := range ids {
		rs, err := rt.st.AccountRatings(r.Context(), id)
		if err != nil {
			return err
		}
		m := map[string]float64{}
		for _, p := range rs {
			m[p.Title] = ratingView(p).Rating
		}
		out[id] = m
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}

// ratingService is the ratings of issue 29: games rated when they end and
// withdrawn when their end is undone, the leaderboards and an account's
// ratings.
type ratingService struct {
	st     store.Store
	log    *log.Logger
	titles func() []string // the titles the server knows (Config.Titles)
	now    func() time.Time
	isBot  func(ctx context.Context, acct int64) bool // bots are not rated unless the table asked
}
