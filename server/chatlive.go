package server

import (
	"context"
	"encoding/json"
	"slices"
	"time"

	"ferro/store"
)

// A chat line reaches the viewers of the server it was written on at once
// (postChat) and those of other servers sharing a PostgreSQL database
// through the store's announcement of it (Event.Chat), the path that log
// growth takes. A server hears its own announcements too: it drops those
// of lines it has shown already. When its listener lost the database for a
// while (Event{}: announcements may have been missed), it tells its viewers
// to fetch the chat again ("chat_resync").

const chatShownKept = 64 // own lines remembered per game until their announcement comes back

// chatMessage is the live message of a chat line.
func chatMessage(id int64, v chatView) []byte {
	msg, _ := json.Marshal(struct {
		Type string   `json:"type"`
		Game int64    `json:"game"`
		Chat chatView `json:"chat"`
	}{"chat", id, v})
	return msg
}

// chatShown notes that this server showed chat line id of lg to its
// viewers. lg.mu is held.
func (k *chatService) chatShown(lg *liveGame, id int64) {
	if !k.st.Shared() {
		return // no announcements come back
	}
	if len(lg.chatShown) >= chatShownKept {
		lg.chatShown = lg.chatShown[1:]
	}
	lg.chatShown = append(lg.chatShown, id)
}

// chatArrived shows an announced chat line to this server's viewers of
// its game, unless this server showed it already.
func (k *chatService) chatArrived(e store.Event) {
	lg, ok := k.games.cached(e.GameID)
	if !ok {
		return // nobody watches it here
	}
	go func() {
		lg.mu.Lock()
		defer lg.mu.Unlock()
		if i := slices.Index(lg.chatShown, e.Chat); i >= 0 {
			lg.chatShown = slices.Delete(lg.chatShown, i, i+1)
			return
		}
		if len(lg.viewers) == 0 {
			return
		}
		ctx, cancel := context.WithTimeout(k.ctx, 10*time.Second)
		defer cancel()
		m, err := k.st.ChatLine(ctx, e.GameID, e.Chat)
		if err != nil {
			k.log.Printf("game %d: reading chat line %d: %v", e.GameID, e.Chat, err)
			return
		}
		lg.broadcast(chatMessage(e.GameID, chatViewOf(*m)))
	}()
}

// chatMissed tells the viewers of every game cached here that chat lines
// may have been missed.
func (k *chatService) chatMissed() {
	for _, lg := range k.games.cachedGames() {
		go func() {
			lg.mu.Lock()
			defer lg.mu.Unlock()
			if len(lg.viewers) > 0 {
				msg, _ := json.Marshal(struct {
					Type string `json:"type"`
					Game int64  `json:"game"`
				}{"chat_resync", lg.id})
				lg.broadcast(msg)
			}
		}()
	}
}
