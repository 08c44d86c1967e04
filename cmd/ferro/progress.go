package main

import (
	"fmt"
	"io"
	"strings"
)

// progress draws a one-line progress bar, redrawn in place with \r. It
// redraws only when what it shows changes.
type progress struct {
	w     io.Writer
	total int
	width int
	last  string
}

func newProgress(w io.Writer, total int) *progress {
	return &progress{w: w, total: total, width: 30}
}

// set shows done of total, with a note after the bar.
func (p *progress) set(done int, note string) {
	filled := 0
	if p.total > 0 {
		filled = done * p.width / p.total
	}
	line := fmt.Sprintf("[%s%s] %d/%d %s", strings.Repeat("#", filled), strings.Repeat(".", p.width-filled), done, p.total, note)
	if line == p.last {
		return
	}
	pad := ""
	if n := len(p.last) - len(line); n > 0 {
		pad = strings.Repeat(" ", n)
	}
	fmt.Fprint(p.w, "\r"+line+pad)
	p.last = line
}

// finish ends the bar's line.
func (p *progress) finish() {
	if p.last != "" {
		fmt.Fprintln(p.w)
	}
}
