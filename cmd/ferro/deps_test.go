package main

import (
	"os/exec"
	"strings"
	"testing"
)

// TestBinaryLinksNoTestCode: the ferro binary depends on neither Go's
// testing package nor internal/testkit (issue 30: `ferro replay` and
// `ferro simulate` once linked them through testkit).
func TestBinaryLinksNoTestCode(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Fatalf("go list -deps: %v", err)
	}
	for _, dep := range strings.Fields(string(out)) {
		if dep == "testing" || strings.HasPrefix(dep, "ferro/internal/testkit") {
			t.Errorf("the binary links %s", dep)
		}
	}
}
