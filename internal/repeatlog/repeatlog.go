// Package repeatlog folds repeated log lines: the first occurrence of a
// line is written at once, later identical ones within a window are only
// counted, and the count is written when the window closes. A failing
// database then logs one line and a count instead of one line per request.
package repeatlog

import (
	"sync"
	"time"
)

// Printer is where folded lines go (a *log.Logger).
type Printer interface {
	Printf(format string, args ...any)
}

// maxKeys bounds the lines remembered in one window; past it lines are
// written as they come.
const maxKeys = 256

// Logger folds repeated lines. The zero value is not usable: use New.
type Logger struct {
	out    Printer
	window time.Duration

	mu     sync.Mutex
	counts map[string]int // lines seen in this window -> repeats not yet written
	order  []string
	timer  *time.Timer
	closed bool
}

// New returns a Logger writing to out that counts repeats for window.
func New(out Printer, window time.Duration) *Logger {
	return &Logger{out: out, window: window, counts: map[string]int{}}
}

// Print writes line, or counts it if it was already written in this window.
func (l *Logger) Print(line string) {
	l.mu.Lock()
	defer l.mu.Unlock()
	if n, ok := l.counts[line]; ok && !l.closed {
		l.counts[line] = n + 1
		return
	}
	l.out.Printf("%s", line)
	if l.closed || len(l.counts) >= maxKeys {
		return
	}
	l.counts[line] = 0
	l.order = append(l.order, line)
	if l.timer == nil {
		l.timer = time.AfterFunc(l.window, l.Flush)
	}
}

// Flush writes the counts of the lines repeated so far and starts a new window.
func (l *Logger) Flush() {
	l.mu.Lock()
	defer l.mu.Unlock()
	for _, line := range l.order {
		if n := l.counts[line]; n > 0 {
			l.out.Printf("%s (repeated %d more times in %v)", line, n, l.window)
		}
	}
	clear(l.counts)
	l.order = l.order[:0]
	if l.timer != nil {
		l.timer.Stop()
		l.timer = nil
	}
}

// Close flushes and stops counting: later lines are written as they come.
func (l *Logger) Close() {
	l.Flush()
	l.mu.Lock()
	l.closed = true
	l.mu.Unlock()
}
