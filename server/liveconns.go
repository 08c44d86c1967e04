package server

import (
	"net/http"
	"strconv"
	"sync"
	"time"
)

// Bounds on open /live connections: a WebSocket holds a goroutine, a
// queue and a socket for as long as its viewer stays, so each account and
// each client address may hold only so many at once, whoever they are.
const (
	defaultLivePerAccount = 32
	defaultLivePerAddress = 64
)

// connCounter counts open connections per key.
type connCounter struct {
	mu   sync.Mutex
	open map[string]int
}

// acquire takes one of at most limit places of key, reporting false when
// all are taken. release gives one back.
func (c *connCounter) acquire(key string, limit int) bool {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.open == nil {
		c.open = map[string]int{}
	}
	if c.open[key] >= limit {
		return false
	}
	c.open[key]++
	return true
}

func (c *connCounter) release(key string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.open[key]--; c.open[key] <= 0 {
		delete(c.open, key)
	}
}

// admitLive decides whether a /live request may open a connection. Only
// a valid session or API token counts as signed in: anyone else (no
// credentials, or a cookie or token that names no session) is held to the
// address's budget of anonymous reads. Every connection then takes a
// place of its address and, signed in, of its account, until it closes
// (the returned func). A refusal is answered here.
func (k *liveService) admitLive(w http.ResponseWriter, r *http.Request) (release func(), ok bool) {
	c, err := k.front.identify(r)
	if err != nil || c.acct == nil {
		if ok, wait := k.reads.allow(clientKey(r), time.Now()); !ok {
			k.front.writeError(w, r, k.front.tooMany(w, wait))
			return nil, false
		}
	}
	addr := "addr " + clientKey(r)
	if !k.conns.acquire(addr, k.cfg.LivePerAddress) {
		k.front.writeError(w, r, tooManyConns(w, "this address", k.cfg.LivePerAddress))
		return nil, false
	}
	if err != nil || c.acct == nil {
		return func() { k.conns.release(addr) }, true
	}
	acct := "acct " + strconv.FormatInt(c.acct.ID, 10)
	if !k.conns.acquire(acct, k.cfg.LivePerAccount) {
		k.conns.release(addr)
		k.front.writeError(w, r, tooManyConns(w, "this account", k.cfg.LivePerAccount))
		return nil, false
	}
	return func() { k.conns.release(acct); k.conns.release(addr) }, true
}

func tooManyConns(w http.ResponseWriter, who string, n int) error {
	e := errorf(http.StatusTooManyRequests, "too_many_connections", "%s already has %d live connections open: close one", who, n)
	e.retryAfter = 5
	return e
}
