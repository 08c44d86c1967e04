package main

import "ferro/engine"

// readRecord reads the game record at path and finds its title and
// configuration, for the commands that take one record (render, route).
// Its errors name the file.
func readRecord(path string) (*engine.Record, engine.Title, engine.Config, error) {
	return engine.ReadRecord(path, lookupTitle)
}
