package server

import (
	"bytes"
	"encoding/json"
	"net/http"
	"slices"

	"ferro/engine"
	vm "ferro/engine/view"
)

// POST /api/games/{id}/effects {"action": …} says what one action of the
// legal list would change, so a client can show it before the player
// confirms (what a dividend pays each player, where a price moves, who
// becomes president after a sale): the action is applied to a copy of the
// game, whose view is compared with the game's. The game does not change.

type change[T any] struct {
	Before T `json:"before"`
	After  T `json:"after"`
}

type playerEffect struct {
	ID    string       `json:"id"`
	Name  string       `json:"name"`
	Cash  *change[int] `json:"cash,omitempty"`
	Value *change[int] `json:"value,omitempty"`
}

type familyEffect struct {
	ID        string           `json:"id"`
	Cash      *change[int]     `json:"cash,omitempty"`
	Price     *change[int]     `json:"price,omitempty"`
	Cell      *change[*[2]int] `json:"cell,omitempty"`
	President *change[string]  `json:"president,omitempty"`
}

type effectsView struct {
	Players  []playerEffect `json:"players"`
	Families []familyEffect `json:"families"`
}

func changed[T comparable](a, b T) *change[T] {
	if a == b {
		return nil
	}
	return &change[T]{a, b}
}

func cellChange(a, b *[2]int) *change[*[2]int] {
	if a == nil && b == nil || a != nil && b != nil && *a == *b {
		return nil
	}
	return &change[*[2]int]{a, b}
}

// effectsOf compares two views of a game.
func effectsOf(before, after *vm.View) effectsView {
	out := effectsView{Players: []playerEffect{}, Families: []familyEffect{}}
	for _, p := range after.Players {
		i := slices.IndexFunc(before.Players, func(q vm.Player) bool { return q.ID == p.ID })
		if i < 0 {
			continue
		}
		q := before.Players[i]
		e := playerEffect{ID: p.ID, Name: p.Name, Cash: changed(q.Cash, p.Cash), Value: changed(q.Value, p.Value)}
		if e.Cash != nil || e.Value != nil {
			out.Players = append(out.Players, e)
		}
	}
	for _, f := range after.Families {
		i := slices.IndexFunc(before.Families, func(g vm.Family) bool { return g.ID == f.ID })
		if i < 0 {
			continue
		}
		g := before.Families[i]
		e := familyEffect{ID: f.ID, Cash: changed(g.Cash, f.Cash), Price: changed(g.Price, f.Price), Cell: cellChange(g.Cell, f.Cell),
			President: changed(g.President, f.President)}
		if e.Cash != nil || e.Price != nil || e.Cell != nil || e.President != nil {
			out.Families = append(out.Families, e)
		}
	}
	return out
}

func (s *Server) postEffects(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req struct {
		Action json.RawMessage `json:"action"`
	}
	if err := readJSON(w, r, s.cfg.MaxBody, &req); err != nil {
		return err
	}
	a, err := engine.DecodeActionStrict(req.Action)
	if err != nil {
		return errorf(http.StatusBadRequest, "bad_json", "action: %v", err)
	}
	want, err := json.Marshal(a)
	if err != nil {
		return err
	}
	var out effectsView
	err = s.withGame(r.Context(), id, true, func(lg *liveGame) error {
		if lg.sess == nil {
			return conflict("game %d has not started", id)
		}
		g := lg.sess.Game()
		listed := slices.ContainsFunc(g.Legal(), func(l engine.Action) bool {
			b, err := json.Marshal(l)
			return err == nil && bytes.Equal(b, want)
		})
		if !listed {
			return &apiError{Status: http.StatusUnprocessableEntity, Code: "illegal_action", Rule: "legal list",
				Message: "the action is not in the game's legal list now"}
		}
		before := g.View()
		if before == nil {
			return errorf(http.StatusNotImplemented, "no_view", "%s gives no view", lg.meta.Title)
		}
		cl := g.Clone()
		if err := cl.Apply(a); err != nil {
			return err
		}
		out = effectsOf(before, cl.View())
		return nil
	})
	if err != nil {
		return err
	}
	writeJSON(w, http.StatusOK, out)
	return nil
}
