package server

import (
	"sync"
	"time"
)

// limiter is a set of token buckets, one per key (account or address):
// each holds up to burst tokens and refills at rate per second.
type limiter struct {
	rate    float64
	burst   float64
	mu      sync.Mutex
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	last   time.Time
}

func newLimiter(rate float64, burst int) *limiter {
	if burst < 1 {
		burst = max(1, int(rate))
	}
	return &limiter{rate: rate, burst: float64(burst), buckets: map[string]*bucket{}}
}

const maxBuckets = 100000

// allow takes a token for key, reporting false (and how long to wait)
// when there is none. A limiter with rate 0 allows everything.
func (l *limiter) allow(key string, now time.Time) (bool, time.Duration) {
	if l.rate <= 0 {
		return true, 0
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	b, ok := l.buckets[key]
	if !ok {
		if len(l.buckets) >= maxBuckets {
			l.prune(now)
		}
		b = &bucket{tokens: l.burst, last: now}
		l.buckets[key] = b
	}
	b.tokens = min(l.burst, b.tokens+now.Sub(b.last).Seconds()*l.rate)
	b.last = now
	if b.tokens < 1 {
		return false, time.Duration((1 - b.tokens) / l.rate * float64(time.Second))
	}
	b.tokens--
	return true, 0
}

// prune forgets buckets that have refilled: they are as new ones.
func (l *limiter) prune(now time.Time) {
	for k, b := range l.buckets {
		if b.tokens+now.Sub(b.last).Seconds()*l.rate >= l.burst {
			delete(l.buckets, k)
		}
	}
}
