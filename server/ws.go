package server

import (
	"context"
	"encoding/json"
	"net/http"
	"time"

	"github.com/coder/websocket"

	"ferro/engine"
)

// viewer is one WebSocket watching a game. Messages queue in ch; a viewer
// too slow to keep up is dropped (it reconnects and gets a fresh hello).
type viewer struct {
	ch chan []byte
}

const viewerQueue = 256

// liveMessage is what viewers receive: "hello" on connect, "action" for
// each new log entry, "game" when seats or status change, "resync" when
// they must fetch the state again; chat lines come as "chat" and
// "chat_resync" (fetch the chat again) messages (chatlive.go).
type liveMessage struct {
	Type    string         `json:"type"`
	Game    int64          `json:"game"`
	Version int            `json:"version"`
	Status  string         `json:"status"`
	Acting  []string       `json:"acting"`
	Action  *engine.Action `json:"action,omitempty"`
}

func (k *liveService) message(lg *liveGame, typ string, a *engine.Action) []byte {
	m := liveMessage{Type: typ, Game: lg.id, Version: int(lg.version.Load()), Acting: []string{}, Action: a}
	if lg.meta != nil {
		m.Status = lg.meta.Status
		if lg.meta.Acting != nil {
			m.Acting = lg.meta.Acting
		}
	}
	b, _ := json.Marshal(m)
	return b
}

// broadcast sends msg to every viewer of lg. lg.mu is held.
func (lg *liveGame) broadcast(msg []byte) {
	for v := range lg.viewers {
		select {
		case v.ch <- msg:
		default:
			close(v.ch)
			delete(lg.viewers, v)
		}
	}
}

// live upgrades to a WebSocket that streams a game's changes. Anyone may
// watch (spectate).
func (k *liveService) live(w http.ResponseWriter, r *http.Request) {
	id, err := pathID(r)
	if err != nil {
		k.front.writeError(w, r, err)
		return
	}
	release, ok := k.admitLive(w, r) // liveconns.go
	if !ok {
		return
	}
	defer release()
	v := &viewer{ch: make(chan []byte, viewerQueue)}
	var lg *liveGame
	err = k.games.withGame(r.Context(), id, true, func(g *liveGame) error {
		lg = g
		v.ch <- k.message(g, "hello", nil)
		g.viewers[v] = struct{}{}
		return nil
	})
	if err != nil {
		k.front.writeError(w, r, err)
		return
	}
	defer func() {
		lg.mu.Lock()
		delete(lg.viewers, v)
		lg.mu.Unlock()
	}()
	conn, err := websocket.Accept(w, r, &websocket.AcceptOptions{OriginPatterns: k.cfg.Origins})
	if err != nil {
		return // Accept has answered
	}
	defer conn.CloseNow()
	k.metrics.websockets.Inc()
	defer k.metrics.websockets.Dec()
	ctx := conn.CloseRead(r.Context()) // viewers only listen; this notices their close
	ping := time.NewTicker(30 * time.Second)
	defer ping.Stop()
	for {
		select {
		case <-ctx.Done():
			conn.Close(websocket.StatusNormalClosure, "")
			return
		case <-k.ctx.Done():
			conn.Close(websocket.StatusServiceRestart, "server restarting: reconnect")
			return
		case <-ping.C:
			pctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Ping(pctx)
			cancel()
			if err != nil {
				return
			}
		case msg, ok := <-v.ch:
			if !ok {
				conn.Close(websocket.StatusPolicyViolation, "too slow: reconnect")
				return
			}
			wctx, cancel := context.WithTimeout(ctx, 10*time.Second)
			err := conn.Write(wctx, websocket.MessageText, msg)
			cancel()
			if err != nil {
				return
			}
		}
	}
}
