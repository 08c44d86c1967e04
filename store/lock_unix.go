//go:build unix

package store

import (
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
)

// lockDatabase takes an exclusive lock on path+".lock" for as long as the
// returned release is not called, so that a second server on the same
// SQLite file refuses to start: each server caches games in memory and
// trusts its cache, so two would disagree. The kernel drops the lock when
// the process ends, however it ends (kill -9 included).
func lockDatabase(path string) (release func(), err error) {
	name := path + ".lock"
	f, err := os.OpenFile(name, os.O_RDWR|os.O_CREATE, 0o644)
	if errors.Is(err, os.ErrPermission) {
		f, err = os.Open(name) // another user's lock file: flock needs no write
	}
	if err != nil {
		return nil, fmt.Errorf("lock database %s: %w", path, err)
	}
	if err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB); err != nil {
		pid, _ := os.ReadFile(name)
		f.Close()
		if errors.Is(err, syscall.EWOULDBLOCK) {
			holder := "another ferro server"
			if p := strings.TrimSpace(string(pid)); p != "" {
				holder += " (pid " + p + ")"
			}
			return nil, fmt.Errorf("database %s is in use by %s: several servers on one database need PostgreSQL (--db postgres://…)", path, holder)
		}
		return nil, fmt.Errorf("lock database %s: %w", path, err)
	}
	f.Truncate(0)
	f.WriteAt([]byte(strconv.Itoa(os.Getpid())+"\n"), 0)
	return func() { f.Close() }, nil
}
