package server

import (
	"context"
	"io"
	"log"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"ferro/store"
)

// TestHashingBounded: password hashes run at most HashWorkers at once;
// sign-ins beyond wait in a queue of HashQueue, past which they are 503
// busy with Retry-After, and one address may have at most HashPerAddress
// being checked (429 with Retry-After beyond). Each hash is held running
// until the test lets it finish, so nothing depends on timing.
func TestHashingBounded(t *testing.T) {
	st, err := store.Open(context.Background(), filepath.Join(t.TempDir(), "ferro.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	s := New(Config{Store: st, Log: log.New(io.Discard, "", 0), HashWorkers: 1, HashQueue: 1, HashPerAddress: 1})
	defer s.Close()

	var running, most atomic.Int32
	started, finish := make(chan struct{}, 8), make(chan struct{})
	real := argonKey
	argonKey = func(pw, salt []byte, time, memory uint32, threads uint8, keyLen uint32) []byte {
		n := running.Add(1)
		if n > most.Load() {
			most.Store(n)
		}
		started <- struct{}{}
		<-finish
		defer running.Add(-1)
		return real(pw, salt, 1, 8, 1, keyLen)
	}
	defer func() { argonKey = real }()

	signin := func(addr string) *httptest.ResponseRecorder {
		r := httptest.NewRequest("POST", "/api/signin", strings.NewReader(`{"name":"nobody","password":"wrong password"}`))
		r.Header.Set("Content-Type", "application/json")
		r.RemoteAddr = addr + ":1234"
		w := httptest.NewRecorder()
		s.ServeHTTP(w, r)
		return w
	}
	// prompt is an attempt that must be answered without waiting for a
	// hash (the deadline only guards against a hang).
	prompt := func(addr string) *httptest.ResponseRecorder {
		ch := make(chan *httptest.ResponseRecorder, 1)
		go func() { ch <- signin(addr) }()
		select {
		case w := <-ch:
			return w
		case <-time.After(10 * time.Second):
			t.Fatalf("an attempt from %s waits for a hash instead of being refused", addr)
			return nil
		}
	}
	done := make(chan *httptest.ResponseRecorder, 2)
	go func() { done <- signin("192.0.2.1") }()
	<-started // the one worker hashes 192.0.2.1's attempt
	if w := prompt("192.0.2.1"); w.Code != http.StatusTooManyRequests || w.Header().Get("Retry-After") == "" {
		t.Errorf("a second attempt of one address while its first is checked: %d %q", w.Code, w.Header().Get("Retry-After"))
	}
	go func() { done <- signin("192.0.2.2") }()
	for waiting(s.hashes) != 1 {
		time.Sleep(time.Millisecond)
	}
	if w := prompt("192.0.2.3"); w.Code != http.StatusServiceUnavailable || w.Header().Get("Retry-After") == "" {
		t.Errorf("an attempt with the worker busy and the queue full: %d %q %s", w.Code, w.Header().Get("Retry-After"), w.Body)
	}
	close(finish)
	for range 2 {
		if w := <-done; w.Code != http.StatusUnauthorized {
			t.Errorf("a held attempt answered %d, want 401", w.Code)
		}
	}
	if most.Load() != 1 {
		t.Errorf("%d hashes ran at once, want at most 1", most.Load())
	}
	if w := signin("192.0.2.1"); w.Code != http.StatusUnauthorized {
		t.Errorf("after its attempts were answered, the address: %d", w.Code)
	}
}

func waiting(g *hashGate) int {
	g.mu.Lock()
	defer g.mu.Unlock()
	return g.waiting
}
