package store

import "time"

// SetTruncateInterval sets how often SQLite's WAL file is emptied, for the
// stores opened after it, and returns a function restoring it.
func SetTruncateInterval(d time.Duration) (restore func()) {
	old := truncateInterval
	truncateInterval = d
	return func() { truncateInterval = old }
}
