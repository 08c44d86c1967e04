package g18zoo

import (
	"encoding/json"
	"sort"
	"sync"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
)

// Legal lists the concrete legal actions of whoever acts now, in a fixed
// order: each tile lay (hex, tile, rotation), each station, the best run
// (run_routes with the optimizer's routes), each certificate, par price,
// train and power use, and pass where passing is allowed.
func (g *Game) Legal() []engine.Action {
	if g.finished {
		return nil
	}
	var buf [8]*rounds.State
	open, waiting := steps.Open(g, buf[:0])
	if waiting == nil {
		return nil
	}
	e := steps.WaitsFor(g, waiting)
	if !e.Valid() {
		return nil
	}
	// every generator below lists only what the same predicates that
	// validate actions accept, so nothing is tried on a copy of the game;
	// they append to a scratch list, and the caller gets an exact copy
	scratch := legalScratch.Get().(*[]engine.Action)
	out := (*scratch)[:0]
	defer func() {
		clear(out)
		*scratch = out[:0]
		legalScratch.Put(scratch)
	}()
	// each type an entity is offered is listed by the first open step
	// offering it; tile lays, the longest lists, are kept as lays and
	// written once, straight into the answer
	var lays []pendingLays
	var perBuf [16]rounds.Set
	per := perBuf[:]
	if len(open) > len(per) {
		per = make([]rounds.Set, len(open))
	}
	// emit lists e's actions of the types in only
	emit := func(e rounds.Entity, only rounds.Set) {
		var base engine.Action
		switch e.Kind {
		case rounds.Player:
			base = engine.Action{Entity: g.players[e.Idx].ID, EntityType: "player"}
		case rounds.Corporation:
			base = engine.Action{Entity: g.fams[e.Idx].Sym, EntityType: "corporation"}
		default:
			base = engine.Action{Entity: g.companyRef(e.Idx), EntityType: "company"}
		}
		for _, t := range acts.Names(steps.Offers(g, open, e, per) & only) {
			bit := acts.Of(t)
			i := 0
			for per[i]&bit == 0 {
				i++
			}
			// a pass, or what the step lists (table talk and automation,
			// end_game and program_*, are not moves and listed by none)
			base.Type = t
			switch st := steps.Step(open[i].Kind); {
			case t == "lay_tile":
				var kept []hexmap.Lay
				if ls, ok := st.(layStep); ok {
					opts, payer, laid := ls.layRules(g, e)
					var pays hexmap.Payer
					if payer >= 0 {
						pays = terrainPayer{g, payer}
					}
					kept = g.board.legalLays(opts, laid, pays)
				}
				lays = append(lays, pendingLays{at: len(out), base: base, lays: kept})
			case t == "pass":
				out = append(out, base)
			default:
				if l, ok := st.(lister); ok {
					out = l.list(g, e, t, base, out)
				}
			}
		}
	}
	emit(e, ^rounds.Set(0))
	// powers and tickets act as themselves
	for c := range g.companies {
		ce := co(c)
		if ce == e || g.companies[c].Closed || !g.companies[c].Owner.IsSeatOrCorp() {
			continue // (a power the game waits for is listed above)
		}
		emit(ce, ^rounds.Set(0))
	}
	// a family that must buy a train: its president may sell shares
	if e.Kind == rounds.Corporation && g.round.Kind == rOperating && (buyTrainStep{}).must(g, e.Idx) {
		if p := g.fams[e.Idx].President; p >= 0 {
			emit(pl(p), actSellShares)
		}
	}
	return assemble(out, lays)
}

// pendingLays are tile lays Legal lists at position at of its other actions.
type pendingLays struct {
	at   int
	base engine.Action
	lays []hexmap.Lay
}

// assemble is Legal's answer: the actions in out with the pending lays
// written in at their places, in a list of exactly that length.
func assemble(out []engine.Action, lays []pendingLays) []engine.Action {
	n := len(out)
	for _, p := range lays {
		n += len(p.lays)
	}
	res := make([]engine.Action, 0, n)
	prev := 0
	for _, p := range lays {
		res = append(res, out[prev:p.at]...)
		prev = p.at
		for _, l := range p.lays {
			res = append(res, p.base)
			a := &res[len(res)-1]
			a.Hex, a.Tile, a.Rotation = l.Hex, l.Tile, engine.Int(l.Rotation)
		}
	}
	return append(res, out[prev:]...)
}

// dividendKinds are the extras of the two dividend actions, shared by
// every listing (never changed).
var dividendKinds = []*engine.Extra{{Kind: "payout"}, {Kind: "withhold"}}

// variantExtras are the extras of buy_train actions, one per train name
// and variant, shared by every listing (never changed).
var variantExtras = func() map[string]*engine.Extra {
	m := map[string]*engine.Extra{}
	for _, tt := range trainTypes {
		for _, v := range []string{tt.Name, tt.Variant} {
			if v != "" {
				m[v] = &engine.Extra{Variant: v}
			}
		}
	}
	return m
}()

// variantExtra is the shared extra naming train variant v (none for "").
func variantExtra(v string) *engine.Extra {
	if v == "" {
		return nil
	}
	if e, ok := variantExtras[v]; ok {
		return e
	}
	return &engine.Extra{Variant: v}
}

// legalScratch holds the lists Legal builds its answer in.
var legalScratch = sync.Pool{New: func() any { return new([]engine.Action) }}

// add appends base to out and completes the new entry in place.
func add(out []engine.Action, base engine.Action, f func(a *engine.Action)) []engine.Action {
	out = append(out, base)
	f(&out[len(out)-1])
	return out
}

// lister is a step that lists its own concrete actions of a type it
// offers e (base: e's action of that type).
type lister interface {
	list(g *Game, e rounds.Entity, typ string, base engine.Action, out []engine.Action) []engine.Action
}

// listChoices lists the uses of power e now (choose_ability), in whichever
// step offers them: a ZOOTicket is sold (in an operating round, to the
// family operating, for 1$N up to its value), a power's hooks say.
func listChoices(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	if e.Kind != rounds.Company {
		return out
	}
	c := e.Idx
	cp := &g.companies[c]
	var choices []map[string]any
	switch {
	case g.round.Kind == rStock && cp.Ticket:
		choices = append(choices, map[string]any{"type": "sell"})
	case g.round.Kind == rStock:
		if h := g.companies[c].hooks().sr; h != nil {
			choices = h.choicesSR(g, c)
		}
	case cp.Ticket:
		f := g.operator()
		for v := 1; v <= cp.Value; v++ {
			choices = append(choices, map[string]any{"type": "sell", "price": v, "corporation": g.fams[f].Sym})
		}
	default:
		if h := g.companies[c].hooks().or; h != nil {
			choices = h.choicesOR(g, c, g.operator())
		}
	}
	for _, ch := range choices {
		b, _ := json.Marshal(ch)
		out = add(out, base, func(a *engine.Action) { a.Edit().Choice = b })
	}
	return out
}

// bundle is the certificates of player p's percent of the family, as a
// sale or a listing names them.
func (fm *Family) bundle(p, percent int) []string {
	var ids []string
	left := percent
	for i := len(fm.Shares) - 1; i >= 1 && left > 0; i-- {
		if fm.Shares[i].Owner.IsPlayer(p) {
			ids = append(ids, shareID(fm, i))
			left -= 20
		}
	}
	if left > 0 && fm.Shares[0].Owner.IsPlayer(p) {
		ids = append(ids, shareID(fm, 0))
	}
	sort.Strings(ids)
	return ids
}

// priceRange is the two ends of a range of prices (one when they meet).
func priceRange(min, max int) []int {
	if max <= min {
		return []int{min}
	}
	return []int{min, max}
}
