package main

import (
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"
)

// logFlags are ferro serve's logging flags.
type logFlags struct {
	format, level *string
}

func addLogFlags(fs *flag.FlagSet) logFlags {
	return logFlags{
		format: fs.String("log-format", "text", "log line format: text or json"),
		level:  fs.String("log-level", "info", "least level logged: debug (adds a line per request), info (a line per action), warn or error"),
	}
}

// logger builds the server's structured logger writing to w.
func (f logFlags) logger(w io.Writer) (*slog.Logger, error) {
	var lv slog.Level
	if err := lv.UnmarshalText([]byte(strings.ToUpper(*f.level))); err != nil {
		return nil, fmt.Errorf("--log-level %q: want debug, info, warn or error", *f.level)
	}
	opts := &slog.HandlerOptions{Level: lv}
	switch strings.ToLower(*f.format) {
	case "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("--log-format %q: want text or json", *f.format)
}
