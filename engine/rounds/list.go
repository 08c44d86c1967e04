package rounds

import "ferro/engine"

// List is a game's legal list, built the same way for every title from the
// steps of its Machine m open now (Machine.Listing): the actions of every
// type of the entity the game waits for (Add), then, when more is set,
// those it appends of other entities from the same open steps (a power
// used beside the turn, a president selling for his company). It is nil
// where the game waits nowhere, or for nobody.
func (l *Legal[G]) List(m *Machine[G], g G, more func(open []Step[G], e Entity, out []engine.Action) []engine.Action) []engine.Action {
	var buf [8]Step[G]
	open, waiting := m.Listing(g, buf[:0])
	if waiting == nil {
		return nil
	}
	e := m.WaitsFor(g, waiting)
	if !e.Valid() {
		return nil
	}
	return Collect(func(out []engine.Action) []engine.Action {
		out = l.Add(g, open, e, ^Set(0), out)
		if more != nil {
			out = more(open, e, out)
		}
		return out
	})
}
