package g18zoo

import (
	"encoding/json"
	"sort"

	"ferro/engine"
	"ferro/engine/rounds"
)

// Legal lists the concrete legal actions of whoever acts now, in a fixed
// order: each tile lay (hex, tile, rotation), each station, the best run
// (run_routes with the optimizer's routes), each certificate, par price,
// train and power use, and pass where passing is allowed. The engine's
// builder (rounds.Legal.List) asks the open steps: each lists only what the
// predicates that validate its actions accept, so nothing is tried on a
// copy of the game.
func (g *Game) Legal() []engine.Action {
	if g.finished {
		return nil
	}
	return legal.List(steps, g, func(open []rounds.Step[*Game], e rounds.Entity, out []engine.Action) []engine.Action {
		// powers and tickets act as themselves
		for c := range g.companies {
			if ce := co(c); ce != e && !g.companies[c].Closed && g.companies[c].Owner.IsSeatOrCorp() {
				out = legal.Add(g, open, ce, ^rounds.Set(0), out) // (a power the game waits for is listed above)
			}
		}
		// a family that must buy a train: its president may sell shares
		if e.Kind == rounds.Corporation && g.round.Kind == rOperating && (buyTrainStep{}).must(g, e.Idx) {
			if p := g.fams[e.Idx].President; p >= 0 {
				out = legal.Add(g, open, pl(p), actSellShares, out)
			}
		}
		return out
	})
}

// legal builds the legal lists from the steps' lists (List); table talk
// and automation (end_game, program_*) are not moves and listed by none.
var legal = &rounds.Legal[*Game]{Types: acts, Pass: actPass, Base: baseAction}

// baseAction is e's action (its entity, no type yet).
func baseAction(g *Game, e rounds.Entity) engine.Action {
	return engine.Action{Entity: entityID(g, e), EntityType: e.Kind.String()}
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

// add appends base to out and completes the new entry in place.
func add(out []engine.Action, base engine.Action, f func(a *engine.Action)) []engine.Action {
	out = append(out, base)
	f(&out[len(out)-1])
	return out
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

// listSales lists player p's sales, of every family and size, that ok
// allows (the stock round's, a president's emergency sales).
func listSales(g *Game, p int, base engine.Action, out []engine.Action, ok func(f, pc int) bool) []engine.Action {
	for f := range g.fams {
		for pc := range g.fams[f].saleSizes(g.order, p).All() {
			if !ok(f, pc) {
				continue
			}
			shares := g.fams[f].bundle(p, pc)
			out = add(out, base, func(a *engine.Action) {
				a.Shares = shares
				a.Percent = engine.Int(pc)
			})
		}
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
