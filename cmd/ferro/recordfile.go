package main

import (
	"fmt"
	"os"

	"ferro/engine"
)

// readRecord reads the game record at path and finds its title and
// configuration, for the commands that take one record (render, route).
// Its errors name the file.
func readRecord(path string) (*engine.Record, engine.Title, engine.Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, engine.Config{}, err
	}
	rec, err := engine.ParseRecord(data)
	if err != nil {
		return nil, nil, engine.Config{}, fmt.Errorf("%s: %w", path, err)
	}
	title, err := lookupTitle(rec.Title)
	if err != nil {
		return nil, nil, engine.Config{}, fmt.Errorf("%s: %w", path, err)
	}
	cfg, err := rec.Config()
	if err != nil {
		return nil, nil, engine.Config{}, fmt.Errorf("%s: %w", path, err)
	}
	return rec, title, cfg, nil
}
