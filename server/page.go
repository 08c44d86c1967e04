package server

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"

	"ferro/draw"
	"ferro/engine"
	vm "ferro/engine/view"
	"ferro/logtext"
	"ferro/store"
)

// The game page's one answer: everything the page draws a position from
// (the state with the legal actions and their labels, the view in the
// reader's language, the board and the market drawn, a pending undo
// request), from GET /api/games/{id}/page and from POST …/actions?page=1,
// so that a move is one request and a refresh another.

// pageAnswer is a position as the game page draws it.
type pageAnswer struct {
	stateView
	View        *vm.View         `json:"view,omitempty"`
	Board       string           `json:"board_svg,omitempty"`
	Market      string           `json:"market_svg,omitempty"`
	UndoRequest *undoRequestJSON `json:"undo_request,omitempty"`
	Proposal    *proposalJSON    `json:"proposal,omitempty"` // a trade waiting for consent (consent.go), for players only
	// Ranges: for a legal action (by its index) whose price may be any
	// whole amount of a range the list gives only the ends of, that range.
	Ranges map[int][2]int `json:"ranges,omitempty"`
	// TradeNotes: what the table heard of trade proposals up to the
	// position shown (tradenotes.go), for signed-in readers.
	TradeNotes []tradeLineJSON `json:"trade_notes,omitempty"`
	// Hints: the reader may ask for a hint (hint.go: a seat of theirs in a
	// game in play with no other person seated).
	Hints bool `json:"hints,omitempty"`
}

// labelsOf are the legal actions in words, in lang: each the line the
// game's log would say for it (its Describe), so that a button and the
// log line of what it did read the same, in the title's terms.
func labelsOf(g engine.Game, legal []engine.Action, lang string) []string {
	out := make([]string, len(legal))
	for i, a := range legal {
		p := g.Describe(a)
		if p.Key == "" {
			return nil // a game with no words of its own (engine.Describer)
		}
		out[i] = logtext.Render(lang, p)
	}
	if len(out) == 0 {
		return nil
	}
	return out
}

// rangesOf are the price ranges of the legal actions whose list gives
// only the ends (engine.PriceRanger), by index.
func rangesOf(g engine.Game, legal []engine.Action) map[int][2]int {
	pr, ok := g.(engine.PriceRanger)
	if !ok {
		return nil
	}
	var out map[int][2]int
	for i, a := range legal {
		if lo, hi, ok := pr.PriceRange(a); ok {
			if out == nil {
				out = map[int][2]int{}
			}
			out[i] = [2]int{lo, hi}
		}
	}
	return out
}

func (s *Server) getPage(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	ans, err := s.pageOf(r, id, c, nil)
	if err != nil {
		return err
	}
	writePage(w, ans)
	return nil
}

// writePage answers a page as writeJSON does, but with <, > and & as
// they are: the drawings are SVG, and escaping each of their tags costs
// time and bytes (the JSON is no less valid).
func writePage(w http.ResponseWriter, ans *pageAnswer) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(ans); err != nil {
		http.Error(w, `{"code":"internal","error":"cannot encode response"}`, http.StatusInternalServerError)
		return
	}
	h := w.Header()
	h.Set("Content-Type", "application/json")
	h.Set("Content-Length", strconv.Itoa(b.Len()))
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Cache-Control", "no-cache")
	w.WriteHeader(http.StatusOK)
	w.Write(b.Bytes())
}

// pageOf is game id as the page draws it at ?at (now without), in the
// request's language; stored is the action just stored, if any.
func (s *Server) pageOf(r *http.Request, id int64, c *caller, stored *engine.Action) (*pageAnswer, error) {
	ctx := r.Context()
	lang := logtext.FromRequest(r)
	var ans pageAnswer
	err := s.withGame(ctx, id, stored == nil, func(lg *liveGame) error {
		ans.stateView = view(lg, c, false, true) // the snapshot only for a title without a view (below)
		if lg.sess != nil {
			ans.Legal = engine.DistinctLays(lg.sess.Game(), ans.Legal) // each distinct lay once
			ans.Labels = labelsOf(lg.sess.Game(), ans.Legal, lang)
			ans.Ranges = rangesOf(lg.sess.Game(), ans.Legal)
		}
		s.trades.markConsent(ctx, lg, &ans.stateView) // after DistinctLays: the marks index the list sent
		ans.Hints = s.analysis.hintOffered(ctx, lg, c)
		if c != nil && c.acct != nil {
			if p, err := s.trades.currentProposal(ctx, lg); err == nil {
				pv := proposalView(lg, p, lang)
				ans.Proposal = &pv
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	ans.Action = stored
	if ans.Status == store.StatusOpen {
		return &ans, nil
	}
	tl, _, err := s.timelineOf(ctx, id)
	if err != nil {
		return nil, err
	}
	n, err := atParam(r, tl.Len())
	if err != nil {
		return nil, err
	}
	if r.URL.Query().Get("at") == "" {
		n = min(ans.Version, tl.Len()) // the position the state is at
	}
	v, err := tl.ViewAt(n)
	if err != nil {
		return nil, errorf(http.StatusUnprocessableEntity, "no_position", "the log does not replay to %d: %v", n, err)
	}
	if v != nil {
		logtext.View(v, lang)
		ans.View = v
		pal := draw.PaletteOf(v.Families)
		var b bytes.Buffer
		if v.Board != nil && draw.Board(&b, v.Board, draw.BoardOptions{Palette: pal, Currency: v.Currency, Lang: lang, Routes: v.Routes}) == nil {
			ans.Board = b.String()
		}
		b.Reset()
		if v.Market != nil && draw.Market(&b, v.Market, pal) == nil {
			ans.Market = b.String()
		}
	}
	if c != nil && c.acct != nil {
		err := s.withGame(ctx, id, false, func(lg *liveGame) error {
			ans.TradeNotes = s.tradeLines(ctx, lg, lang, n)
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if ans.View == nil {
		// a title without a view: the page draws its tables from the snapshot
		err := s.withGame(ctx, id, false, func(lg *liveGame) error {
			if lg.sess != nil {
				ans.State = lg.sess.Game().Snapshot()
			}
			return nil
		})
		if err != nil {
			return nil, err
		}
	}
	if c != nil && c.acct != nil {
		ur, err := s.st.UndoRequest(ctx, id)
		if err == nil && ur.Version == ans.Version {
			u := undoRequestView(ur)
			ans.UndoRequest = &u
		} else if err != nil && !errors.Is(err, store.ErrNotFound) {
			return nil, err
		}
	}
	return &ans, nil
}

// advanceTimeline hands the action lg's session has just applied to the
// game's cached history, which then need not apply it again (line: its log
// line, said before). Without a cached history or a line, or after an undo
// or redo, the history is built when next asked for.
func (s *Server) advanceTimeline(lg *liveGame, line *engine.Phrase) {
	log := lg.sess.Log()
	n := len(log)
	if a := log[n-1]; a.Type == "undo" || a.Type == "redo" || line == nil {
		return // the cached history extends itself (replaying the action) when next asked
	}
	s.views.mu.Lock()
	defer s.views.mu.Unlock()
	tl := s.views.m[lg.id]
	if tl == nil || tl.Len() != n-1 || (n > 1 && tl.Log()[n-2].ID != log[n-2].ID) {
		return
	}
	nt, err := tl.Append(log[:n:n], line, lg.sess.Game().Clone())
	if err == nil {
		s.views.m[lg.id] = nt
	}
}

// submitPage answers a submitted action with the page of the position it
// made (POST …/actions?page=1).
func (s *Server) submitPage(ctx context.Context, w http.ResponseWriter, r *http.Request, id int64, c *caller, stored engine.Action) error {
	ans, err := s.pageOf(r.WithContext(ctx), id, c, &stored)
	if err != nil {
		return err
	}
	writePage(w, ans)
	return nil
}

// sameAction reports whether the game stored a as it was submitted.
func sameAction(a, stored engine.Action) bool {
	x, err1 := json.Marshal(a)
	y, err2 := json.Marshal(stored)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
