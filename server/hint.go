package server

import (
	"context"
	"fmt"
	"net/http"
	"slices"
	"sync"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/logtext"
	"ferro/store"
)

// POST /api/games/{id}/hint (issue 28): the analysis bot's move for the
// caller's seat that is to act, in a hotseat game or a game against bots
// only. Nobody gets a hint while another person is seated at the table
// (no hints against people): then the answer is 403 hint_refused. The
// bot is the analyses' (Config.AnalysisBot, the bot.Analysis tuning),
// asked within hintBudget, its move one play would make (a trade the
// seller's judgement refuses left out, bot.AnsweredMove). Hints run in a
// lane of their own (hintLane): one at a time, a few waiting, so that a
// player asking again and again takes one core at most from the games
// being played, and the bots' lanes never wait behind a hint.

// hintBudget bounds one hint's search.
var hintBudget = bot.Budget{Sims: 500, Time: 5 * time.Second}

// hintQueue is how many hints may wait for the one under way.
const hintQueue = 4

// hintLane runs one hint at a time; its zero value is ready.
type hintLane struct {
	mu      sync.Mutex
	sem     chan struct{}
	waiting int
}

// enter waits for the lane (release it when done), or refuses at once
// when hintQueue hints wait already.
func (l *hintLane) enter(ctx context.Context) (release func(), err error) {
	l.mu.Lock()
	if l.sem == nil {
		l.sem = make(chan struct{}, 1)
	}
	if l.waiting >= hintQueue {
		l.mu.Unlock()
		return nil, errorf(http.StatusServiceUnavailable, "hints_busy", "the bot is busy with other hints: ask again in a few seconds")
	}
	l.waiting++
	sem := l.sem
	l.mu.Unlock()
	defer func() {
		l.mu.Lock()
		l.waiting--
		l.mu.Unlock()
	}()
	select {
	case sem <- struct{}{}:
		return func() { <-sem }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// hintReply is what POST /api/games/{id}/hint answers.
type hintReply struct {
	Game    int64         `json:"game"`
	Version int           `json:"version"` // the position the hint is for
	Player  string        `json:"player"`  // the seat it is for
	Action  engine.Action `json:"action"`  // a legal action of that position
	Says    string        `json:"says"`    // the action in words, in the caller's language
	Bot     string        `json:"bot"`
}

// hintRefusal is why the caller may not have a hint in lg: a seat held by
// another person (not the caller, not a bot). nil when every other seat is
// a bot's or the caller's (a hotseat game). lg.mu is held.
func (k *analysisService) hintRefusal(ctx context.Context, lg *liveGame, c *caller) error {
	for _, st := range lg.meta.Seats {
		if st.AccountID != 0 && st.AccountID != c.acct.ID && k.trades.botOf(ctx, st.AccountID) != nil {
			continue // a bot's
		}
		if st.AccountID == c.acct.ID || (lg.meta.Hotseat && lg.meta.OwnerID == c.acct.ID) {
			continue // the caller's (a hotseat game's owner holds every seat a bot does not)
		}
		return &apiError{Status: http.StatusForbidden, Code: "hint_refused",
			Message: fmt.Sprintf("no hints in game %d: %s is another person's seat; hints are offered in a hotseat game or a game against bots only", lg.id, st.Name)}
	}
	return nil
}

// hintOffered: c may ask for a hint in lg now or later (the page shows the
// button). lg.mu is held.
func (k *analysisService) hintOffered(ctx context.Context, lg *liveGame, c *caller) bool {
	return c != nil && c.acct != nil && lg.meta.Status == store.StatusActive && len(seatsOf(lg.meta, c)) > 0 &&
		k.analysisSpec() != nil && k.hintRefusal(ctx, lg, c) == nil
}

func (k *analysisService) hint(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req versionRequest
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if req.Version == nil {
		return badRequest("version is required: the game version the hint is asked for")
	}
	var (
		g       engine.Game
		player  string
		version int
	)
	err = k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		if lg.meta.Status == store.StatusFinished {
			return errorf(http.StatusConflict, "not_in_play", "game %d is over: its analysis is at /games/%d/analysis", lg.id, lg.id)
		}
		mine, err := k.games.mayAct(r.Context(), lg, c, *req.Version)
		if err != nil {
			return err
		}
		if err := k.hintRefusal(r.Context(), lg, c); err != nil {
			return err
		}
		acting := lg.sess.Game().Acting()
		i := slices.IndexFunc(acting, func(p string) bool { return slices.Contains(mine, p) })
		if i < 0 {
			return forbidden("it is not your turn: waiting for player %v; a hint is for your own move", acting)
		}
		g, player, version = lg.sess.Game().Clone(), acting[i], int(lg.version.Load())
		return nil
	})
	if err != nil {
		return err
	}
	sp := k.analysisSpec()
	if sp == nil {
		return errorf(http.StatusServiceUnavailable, "hints_unavailable", "this server offers no hints (its analysis bot is off)")
	}
	release, err := k.hints.enter(r.Context())
	if err != nil {
		return err
	}
	defer release()
	b := sp.NewTuned(uint64(id)<<24^uint64(version), 1, bot.Analysis)
	seat := bot.SeatOf(g, player)
	best, err := bot.AnsweredMove(r.Context(), b, hintBudget, g, seat, uint64(version))
	if err != nil {
		return errorf(http.StatusConflict, "no_hint", "the bot has no move for %s here: %v", player, err)
	}
	out := hintReply{Game: id, Version: version, Player: player, Action: best, Bot: sp.String()}
	if p, _ := describeMove(g, best); p != nil {
		out.Says = logtext.Render(logtext.FromRequest(r), *p)
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
