package main

import (
	"bytes"
	"flag"
	"fmt"
	"io"
	"os"

	"ferro/draw"
	"ferro/engine/history"
)

func init() {
	register("render", "draw the board (or market) of a game record as SVG", func(args []string) int {
		return renderMain(args, os.Stdout, os.Stderr)
	})
}

const renderUsage = `usage: ferro render RECORD [--at N] [--market] [-o FILE]
Replays the game record RECORD (18ZOO or 1713 Menorca) through its first N
log entries (undo and redo count; the whole log without --at) and writes the
board as SVG, with the newest runs drawn over it, or with --market the stock
market, to FILE (standard output without -o).
`

func renderMain(args []string, stdout, stderr io.Writer) int {
	fs := flag.NewFlagSet("render", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() { fmt.Fprint(stderr, renderUsage); fs.PrintDefaults() }
	at := fs.Int("at", -1, "log entries to apply (-1: all)")
	market := fs.Bool("market", false, "draw the stock market instead of the board")
	out := fs.String("o", "", "write the SVG to this file")
	files, err := parseInterleaved(fs, args)
	if err != nil {
		return 2
	}
	if len(files) != 1 {
		fs.Usage()
		return 2
	}
	fail := func(format string, a ...any) int {
		fmt.Fprintf(stderr, "ferro render: "+format+"\n", a...)
		return 1
	}
	rec, title, cfg, err := readRecord(files[0])
	if err != nil {
		return fail("%v", err)
	}
	n := len(rec.Actions)
	if *at >= 0 {
		if *at > n {
			return fail("--at %d: the record has %d log entries", *at, n)
		}
		n = *at
	}
	tl, err := history.New(title, cfg, rec.Actions[:n], 0)
	if err != nil {
		return fail("%s: %v", files[0], err)
	}
	v, err := tl.ViewAt(n)
	if err != nil {
		return fail("%s: %v", files[0], err)
	}
	if v == nil {
		return fail("%s gives no view", rec.Title)
	}
	var b bytes.Buffer
	pal := draw.PaletteOf(v.Families)
	if *market {
		err = draw.Market(&b, v.Market, pal)
	} else {
		err = draw.Board(&b, v.Board, draw.BoardOptions{Routes: v.Routes, Palette: pal, Currency: v.Currency})
	}
	if err != nil {
		return fail("%v", err)
	}
	if *out == "" || *out == "-" {
		stdout.Write(b.Bytes())
		return 0
	}
	if err := os.WriteFile(*out, b.Bytes(), 0o644); err != nil {
		return fail("%v", err)
	}
	return 0
}
