package server

import (
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

// getChat lists a game's chat lines after ?after (an id), the newest 200.
func (s *Server) getChat(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var after int64
	if v := r.URL.Query().Get("after"); v != "" {
		if after, err = strconv.ParseInt(v, 10, 64); err != nil || after < 0 {
			return badRequest("after must be a chat line id")
		}
	}
	if err := s.withGame(r.Context(), id, true, func(lg *liveGame) error { return nil }); err != nil {
		return err
	}
	ms, err := s.st.Chat(r.Context(), id, after, 200)
	if err != nil {
		return err
	}
	out := []chatView{}
	for _, m := range ms {
		out = append(out, chatViewOf(m))
	}
	if err := s.hiddenChat(r.Context(), id, out); err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, map[string]any{"game": id, "chat": out})
	return nil
}

// postChat adds a line {"text"} to a game's chat; the caller must hold a
// seat. Viewers of the game get it as a "chat" live message, on every
// server sharing the database (chatlive.go).
func (s *Server) postChat(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req struct {
		Text string `json:"text"`
	}
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	req.Text = strings.TrimSpace(req.Text)
	if req.Text == "" || utf8.RuneCountInString(req.Text) > maxChatText || !utf8.ValidString(req.Text) {
		return badRequest("text must be 1 to %d characters", maxChatText)
	}
	return s.withGame(r.Context(), id, true, func(lg *liveGame) error {
		i := slices.IndexFunc(lg.meta.Seats, func(st store.Seat) bool { return st.AccountID == c.acct.ID })
		if i < 0 {
			return forbidden("only players seated in game %d may write in its chat", id)
		}
		name := lg.meta.Seats[i].Name
		if lg.meta.Hotseat {
			name = c.acct.Name
		}
		m := store.ChatMessage{GameID: id, AccountID: c.acct.ID, Name: name, Text: req.Text}
		if err := s.st.AddChat(r.Context(), &m); err != nil {
			return err
		}
		v := chatViewOf(m)
		lg.broadcast(chatMessage(id, v))
		s.chatShown(lg, m.ID)
		writeJSON(w, http.StatusCreated, v)
		return nil
	})
}
