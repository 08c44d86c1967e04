package main

import (
	"path/filepath"
	"testing"
)

// TestServeAnalysisBotFlag: ferro serve refuses an --analysis-bot it
// cannot build (exit 2) instead of serving without analyses.
func TestServeAnalysisBotFlag(t *testing.T) {
	db := filepath.Join(t.TempDir(), "ferro.db")
	if code := runServe([]string{"--db", db, "--addr", "127.0.0.1:0", "--analysis-bot", "grandmaster@9"}); code != 2 {
		t.Fatalf("exit %d, want 2", code)
	}
}
