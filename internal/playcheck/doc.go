// Package playcheck checks games by playing them: it replays a record
// against its per-action state trace (18xx.games's) and reports the first
// difference, and drives games at random through their legal-action lists
// while checking invariants (replay, undo and redo, every legal action
// applies). It names no game and imports no test code: `ferro replay` and
// `ferro simulate` use it, and so do the titles' tests (through
// internal/testkit for the fixtures).
package playcheck
