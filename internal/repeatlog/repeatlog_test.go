package repeatlog

import (
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"
)

type lines struct {
	mu  sync.Mutex
	out []string
}

func (l *lines) Printf(format string, args ...any) {
	l.mu.Lock()
	l.out = append(l.out, fmt.Sprintf(format, args...))
	l.mu.Unlock()
}

func (l *lines) get() []string {
	l.mu.Lock()
	defer l.mu.Unlock()
	return append([]string(nil), l.out...)
}

// TestFoldsRepeats: 1,000 identical lines (interleaved with another) are
// written once each, and then once more with their count.
func TestFoldsRepeats(t *testing.T) {
	var out lines
	l := New(&out, time.Hour)
	for i := 0; i < 1000; i++ {
		l.Print("database is read-only")
		if i%100 == 0 {
			l.Print("other")
		}
	}
	if got := out.get(); len(got) != 2 {
		t.Fatalf("before the window closes: %q", got)
	}
	l.Flush()
	got := out.get()
	want := []string{"database is read-only", "other", "database is read-only (repeated 999 more times in 1h0m0s)", "other (repeated 9 more times in 1h0m0s)"}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Fatalf("got %q\nwant %q", got, want)
	}
	l.Print("database is read-only") // a new window writes it again
	if got := out.get(); len(got) != 5 {
		t.Fatalf("new window: %q", got)
	}
}

// TestWindowCloses: the count is written by the timer, without a Flush.
func TestWindowCloses(t *testing.T) {
	var out lines
	l := New(&out, 20*time.Millisecond)
	for i := 0; i < 5; i++ {
		l.Print("x")
	}
	deadline := time.Now().Add(5 * time.Second)
	for len(out.get()) < 2 && time.Now().Before(deadline) {
		time.Sleep(5 * time.Millisecond)
	}
	if got := out.get(); len(got) != 2 || !strings.Contains(got[1], "repeated 4 more times") {
		t.Fatalf("got %q", got)
	}
}
