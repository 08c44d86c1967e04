package server

import (
	"context"
	"net/http"
	"sync"
	"time"
)

// hashGate bounds the password hashing that sign-up and sign-in do: each
// argon2id hash takes 19 MiB and tens of milliseconds of a core, so
// unbounded, a burst of sign-ins (18 from one address took the server
// from 60 to 366 MB) costs memory without end. At most workers hashes run
// at once; up to queue more wait for a place (at most maxWait); past
// that the answer is 503 busy with Retry-After. One client address may
// have at most perAddr sign-ins being checked or waiting at once: past
// that, 429 with Retry-After (its attempts per second are the
// --signin-rate limit's).
type hashGate struct {
	slots   chan struct{}
	queue   int
	perAddr int
	maxWait time.Duration

	mu      sync.Mutex
	waiting int
	byAddr  map[string]int
}

const (
	defaultHashQueue   = 16
	defaultHashPerAddr = 2
	hashMaxWait        = 5 * time.Second
)

func newHashGate(workers, queue, perAddr int) *hashGate {
	return &hashGate{slots: make(chan struct{}, workers), queue: queue, perAddr: perAddr, maxWait: hashMaxWait, byAddr: map[string]int{}}
}

// enter waits for a place to hash for a request from addr and returns
// the func that gives it back, or the error to answer.
func (g *hashGate) enter(ctx context.Context, addr string) (func(), error) {
	g.mu.Lock()
	if g.byAddr[addr] >= g.perAddr {
		g.mu.Unlock()
		e := errorf(http.StatusTooManyRequests, "rate_limited", "this address already has %d sign-ins being checked: retry when they are answered", g.perAddr)
		e.retryAfter = 1
		return nil, e
	}
	g.byAddr[addr]++
	g.mu.Unlock()
	leave := func() {
		g.mu.Lock()
		if g.byAddr[addr]--; g.byAddr[addr] <= 0 {
			delete(g.byAddr, addr)
		}
		g.mu.Unlock()
	}
	select {
	case g.slots <- struct{}{}:
		return func() { <-g.slots; leave() }, nil
	default:
	}
	g.mu.Lock()
	if g.waiting >= g.queue {
		g.mu.Unlock()
		leave()
		return nil, busyHashing()
	}
	g.waiting++
	g.mu.Unlock()
	defer func() {
		g.mu.Lock()
		g.waiting--
		g.mu.Unlock()
	}()
	timer := time.NewTimer(g.maxWait)
	defer timer.Stop()
	select {
	case g.slots <- struct{}{}:
		return func() { <-g.slots; leave() }, nil
	case <-timer.C:
		leave()
		return nil, busyHashing()
	case <-ctx.Done():
		leave()
		return nil, ctx.Err()
	}
}

func busyHashing() error {
	e := errorf(http.StatusServiceUnavailable, "busy", "too many sign-ins are being checked: try again shortly")
	e.retryAfter = 2
	return e
}
