package server

import (
	"math"
	"net/http"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"ferro/store"
)

// A game's chat is stored apart from its log, so it is never part of the
// record. Anyone may read it (spectators too); only seated players write.

const maxChatText = 500 // characters of one chat line

type chatView struct {
	ID        int64     `json:"id"`
	Account   int64     `json:"account"`
	Name      string    `json:"name"`
	Text      string    `json:"text"`
	CreatedAt time.Time `json:"created_at"`
	Hidden    bool      `json:"hidden,omitempty"` // hidden by an admin: kept, shown without its text (admin.go)
}

func chatViewOf(m store.ChatMessage) chatView {
	return chatView{ID: m.ID, Account: m.AccountID, Name: m.Name, Text: m.Text, CreatedAt: m.CreatedAt.UTC()}
}

// chatPage is the most chat lines one GET answers.
const chatPage = 200

// getChat pages through a game's chat both ways, lines oldest first:
// without a bound, the newest lines; ?before=ID the newest lines before
// that one (paging back); ?after=ID the oldest lines after it (paging
// forward, as a client catching up does). ?limit= takes fewer than 200.
// "older" (paging back) or "newer" (paging forward) says that lines lie
// beyond the page in the direction it pages.
func (k *chatService) getChat(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	q := r.URL.Query()
	num := func(key string, lo, hi int64) (int64, error) {
		v := q.Get(key)
		if v == "" {
			return 0, nil
		}
		n, err := strconv.ParseInt(v, 10, 64)
		if err != nil || n < lo || n > hi {
			return 0, badRequest("%s must be a number from %d to %d", key, lo, hi)
		}
		return n, nil
	}
	after, err := num("after", 0, math.MaxInt64)
	if err != nil {
		return err
	}
	before, err := num("before", 1, math.MaxInt64)
	if err != nil {
		return err
	}
	limit, err := num("limit", 1, chatPage)
	if err != nil {
		return err
	}
	if limit == 0 {
		limit = chatPage
	}
	if err := k.games.withGame(r.Context(), id, true, func(lg *liveGame) error { return nil }); err != nil {
		return err
	}
	forward := q.Has("after")
	ms, err := k.st.ChatRange(r.Context(), id, after, before, int(limit)+1, forward)
	if err != nil {
		return err
	}
	more := len(ms) > int(limit)
	if more && forward {
		ms = ms[:limit]
	} else if more {
		ms = ms[1:]
	}
	out := []chatView{}
	for _, m := range ms {
		out = append(out, chatViewOf(m))
	}
	if err := k.accounts.hiddenChat(r.Context(), id, out); err != nil {
		return err
	}
	// older: paging back (or the newest), lines before the page remain;
	// newer: paging forward, lines after it remain.
	writeJSON(w, http.StatusOK, map[string]any{"game": id, "chat": out, "older": more && !forward, "newer": more && forward})
	return nil
}

// postChat adds a line {"text"} to a game's chat; the caller must hold a
// seat. Viewers of the game get it as a "chat" live message, on every
// server sharing the database (chatlive.go).
func (k *chatService) postChat(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req struct {
		Text string `json:"text"`
	}
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	req.Text = strings.TrimSpace(req.Text)
	if req.Text == "" || utf8.RuneCountInString(req.Text) > maxChatText || !utf8.ValidString(req.Text) {
		return badRequest("text must be 1 to %d characters", maxChatText)
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		i := slices.IndexFunc(lg.meta.Seats, func(st store.Seat) bool { return st.AccountID == c.acct.ID })
		if i < 0 {
			return forbidden("only players seated in game %d may write in its chat", id)
		}
		name := lg.meta.Seats[i].Name
		if lg.meta.Hotseat {
			name = c.acct.Name
		}
		m := store.ChatMessage{GameID: id, AccountID: c.acct.ID, Name: name, Text: req.Text}
		if err := k.st.AddChat(r.Context(), &m); err != nil {
			return err
		}
		v := chatViewOf(m)
		lg.broadcast(chatMessage(id, v))
		k.chatShown(lg, m.ID)
		writeJSON(w, http.StatusCreated, v)
		return nil
	})
}
