package g1713menorca

import (
	"bytes"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/route"
)

// Run routes: the best run is the one action (no route: the company moves
// left and pays nothing, and the dividend is skipped).
type runStep struct{ offers }

func (runStep) HasAction(s *state, e rounds.Entity) bool {
	c := corpOf(s, e)
	if key := s.bestKey(c); s.best == nil || !bytes.Equal(s.best.key, key) {
		s.best = &bestMemo{key: key, routes: s.bestRoutes(c)} // kept for the legal list
	}
	return len(s.best.routes) > 0
}

func (runStep) Skip(s *state, st *rounds.State) { s.noRoute(s.opCorp()) }

// List: the best run (HasAction found it).
func (runStep) List(s *state, e rounds.Entity, _ engine.Action, out []engine.Action) []engine.Action {
	return append(out, s.bestRunAction(corpOf(s, e)))
}

// Process checks the routes of a run_routes action and books the revenue;
// ships reaching an off-board destination also earn RADM (or, before the
// merger, the small company) 10 or 20 R per goods token in the harbours
// they call at, paid by the bank.
func (runStep) Process(s *state, _ *rounds.State, e rounds.Entity, a engine.Action) error {
	c := corpOf(s, e)
	routes := a.Extras().Routes
	checked, err := s.checkRun(c, routes)
	if err != nil {
		return err
	}
	total := 0
	for k, r := range routes {
		if r.Revenue != checked[k].revenue {
			return illegal("route revenue", "%s's route earns %d, not %d", r.Train, checked[k].revenue, r.Revenue)
		}
		total += r.Revenue
	}
	s.runStops = make([][]route.StopValue, len(checked))
	for k, cr := range checked {
		s.runStops[k] = cr.stops
	}
	if total == 0 {
		s.noRoute(c)
		return nil
	}
	for _, cr := range checked {
		if cr.ship {
			s.payGoods(cr.walk)
		}
	}
	s.Op.Revenue = total
	s.Op.Step = stepDividend
	return nil
}

// noRoute: a company that runs no route moves one cell left.
func (s *state) noRoute(c *corp) {
	s.move(c, marketGrid.Left)
	s.Op.Revenue = 0
	s.Op.Step = stepSell
}
