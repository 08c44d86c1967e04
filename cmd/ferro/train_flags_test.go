package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestTrainSearchLearnedNeedsSearch: --search-learned without --search
// would fit on heuristic games while saying nothing; it is refused, with
// what is missing.
func TestTrainSearchLearnedNeedsSearch(t *testing.T) {
	var out, errb bytes.Buffer
	code := trainMain([]string{"--family", "18zoo", "--games", "1", "--search-learned"}, &out, &errb)
	if code != 2 || !strings.Contains(errb.String(), "--search-learned needs --search N") {
		t.Fatalf("exit %d, stderr %q; want 2 and what is missing", code, errb.String())
	}
}
