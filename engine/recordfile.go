package engine

import (
	"fmt"
	"os"
)

// ReadRecord reads the game record at path and finds its title (by
// lookup, e.g. the registry's) and configuration. Its errors name the file.
func ReadRecord(path string, lookup func(name string) (Title, error)) (*Record, Title, Config, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, Config{}, err
	}
	rec, err := ParseRecord(data)
	if err != nil {
		return nil, nil, Config{}, fmt.Errorf("%s: %w", path, err)
	}
	title, err := lookup(rec.Title)
	if err != nil {
		return nil, nil, Config{}, fmt.Errorf("%s: %w", path, err)
	}
	cfg, err := rec.Config()
	if err != nil {
		return nil, nil, Config{}, fmt.Errorf("%s: %w", path, err)
	}
	return rec, title, cfg, nil
}
