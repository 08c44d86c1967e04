package server

import (
	"sync"
	"time"
)

// authCache remembers recently checked credentials (by their hash) for a
// few seconds, sparing two database reads per request. Revoking a token or
// signing out clears its entry here at once; other servers sharing the
// database notice within authTTL.
type authCache struct {
	mu sync.Mutex
	m  map[string]authEntry
}

type authEntry struct {
	c       caller
	expires time.Time
}

const (
	authTTL     = 5 * time.Second
	authMaxSize = 10000
)

func (a *authCache) get(key string, now time.Time) (*caller, bool) {
	a.mu.Lock()
	defer a.mu.Unlock()
	e, ok := a.m[key]
	if !ok || now.After(e.expires) {
		return nil, false
	}
	c := e.c
	return &c, true
}

func (a *authCache) put(key string, c *caller, now time.Time) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.m == nil || len(a.m) >= authMaxSize {
		a.m = map[string]authEntry{}
	}
	a.m[key] = authEntry{c: *c, expires: now.Add(authTTL)}
}

func (a *authCache) drop(key string) {
	a.mu.Lock()
	delete(a.m, key)
	a.mu.Unlock()
}

// dropAccount forgets every entry of an account (its data changed).
func (a *authCache) dropAccount(id int64) {
	a.mu.Lock()
	defer a.mu.Unlock()
	for k, e := range a.m {
		if e.c.acct.ID == id {
			delete(a.m, k)
		}
	}
}
