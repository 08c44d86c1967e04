package engine

import "ferro/engine/view"

// Chapter is where a game stands, for the headers and notes of its log
// (engine/history): a header where the round changes, a note where a phase
// begins (with what it brings: trains that rust or turn obsolete) and the
// payouts of a dividend, per player and company.
type Chapter struct {
	Round    view.Phrase    // the round, with its turn (day, era) where it has one
	Phase    string         // the phase's name
	PhaseSay view.Phrase    // what the phase's start brings; empty for nothing
	Cash     map[string]int // each player's (by id) and company's (by its id) cash
	Currency string         // the money format, "%s$N"
}

// Chapterer is a game that says its Chapter.
type Chapterer interface {
	Chapter() Chapter
}
