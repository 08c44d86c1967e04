package engine

import "iter"

// Journal holds the actions a game has accepted, for Undo to replay: in
// chunks, so that appending never copies earlier actions and a copy
// (Share) shares every chunk, its own appends starting a new one. A copy's
// first chunks are small (a computer player's search copies a game many
// times and applies a few actions to each).
type Journal struct {
	// a replayed log, kept as given (Undo.ReplayLog): log[eff[0]],
	// log[eff[1]], … come first
	log []Action
	eff []int

	chunks [][]Action
	own    int // chunks made since the journal was shared
}

// journalChunk is the largest chunk.
const journalChunk = 64

// Add appends an accepted action.
func (j *Journal) Add(a Action) {
	n := len(j.chunks)
	if n == 0 || len(j.chunks[n-1]) == cap(j.chunks[n-1]) {
		size := journalChunk
		if j.own < 4 {
			size = 4 << j.own // 4, 8, 16, 32
		}
		j.chunks = append(j.chunks, make([]Action, 0, size))
		j.own++
		n++
	}
	j.chunks[n-1] = append(j.chunks[n-1], a)
}

// Share returns a copy that shares the actions but not the room after them.
func (j Journal) Share() Journal {
	c := Journal{log: j.log, eff: j.eff, chunks: make([][]Action, len(j.chunks))}
	for i, ch := range j.chunks {
		c.chunks[i] = ch[:len(ch):len(ch)]
	}
	return c
}

// All yields the actions in order.
func (j Journal) All() iter.Seq[Action] {
	return func(yield func(Action) bool) {
		for _, i := range j.eff {
			if !yield(j.log[i]) {
				return
			}
		}
		for _, ch := range j.chunks {
			for _, a := range ch {
				if !yield(a) {
					return
				}
			}
		}
	}
}

// Last is the action accepted last, if any.
func (j Journal) Last() (Action, bool) {
	if n := len(j.chunks); n > 0 {
		ch := j.chunks[n-1]
		return ch[len(ch)-1], true
	}
	if len(j.eff) > 0 {
		return j.log[j.eff[len(j.eff)-1]], true
	}
	return Action{}, false
}
