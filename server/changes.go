package server

import (
	"net/http"
	"strconv"

	vm "ferro/engine/view"
)

// "Since your last turn" (issue 29): GET /api/games/{id}/changes?from=N
// answers what changed from the position after the first N entries of the
// log to now (engine/view.Diff: prices moved, players' cash and holdings,
// families' cash and trains, trains rusted, the phase). The game page asks
// it with N just after the reader's last action, and highlights what it
// lists; it is the views compared, so it shows no more than they do.
func (s *Server) getChanges(w http.ResponseWriter, r *http.Request, _ *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	tl, meta, err := s.timelineOf(r.Context(), id)
	if err != nil {
		return err
	}
	n := tl.Len()
	from, err := strconv.Atoi(r.URL.Query().Get("from"))
	if err != nil || from < 0 || from > n {
		return badRequest("from must be a number from 0 to %d (the log's length)", n)
	}
	a, err := tl.ViewAt(from)
	if err != nil {
		return errorf(http.StatusUnprocessableEntity, "no_position", "the log does not replay to %d: %v", from, err)
	}
	b, err := tl.ViewAt(n)
	if err != nil {
		return errorf(http.StatusUnprocessableEntity, "no_position", "the log does not replay to %d: %v", n, err)
	}
	if a == nil || b == nil {
		return errorf(http.StatusNotImplemented, "no_view", "%s gives no view", meta.Title)
	}
	writeJSON(w, http.StatusOK, vm.Diff(a, b))
	return nil
}
