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
	// tile lays, the longest lists, are kept as lays and written once,
	// straight into the answer
	var lays []pendingLays
	emit := func(e rounds.Entity, t string, base engine.Action) {
		if t == "lay_tile" {
			base.Type = t
			lays = append(lays, pendingLays{at: len(out), base: base, lays: g.legalLayList(e)})
			return
		}
		out = g.concrete(out, e, t, base)
	}
	base := g.actionBase(e)
	for _, t := range acts.Names(steps.Offered(g, open, e)) {
		emit(e, t, base)
	}
	// powers and tickets act as themselves
	for c := range g.companies {
		ce := co(c)
		if ce == e || g.companies[c].Closed || g.companies[c].Owner < 0 {
			continue // (a power the game waits for is listed above)
		}
		for _, t := range acts.Names(steps.Offered(g, open, ce)) {
			emit(ce, t, g.actionBase(ce))
		}
	}
	// a family that must buy a train: its president may sell shares
	if e.Kind == rounds.Corporation && g.round.Kind == rOperating && g.mustBuyTrain(e.Idx) {
		if p := g.fams[e.Idx].President; p >= 0 && steps.Offered(g, open, pl(p))&actSellShares != 0 {
			emit(pl(p), "sell_shares", g.actionBase(pl(p)))
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

func (g *Game) actionBase(e rounds.Entity) engine.Action {
	switch e.Kind {
	case rounds.Player:
		return engine.Action{Entity: g.players[e.Idx].ID, EntityType: "player"}
	case rounds.Corporation:
		return engine.Action{Entity: g.fams[e.Idx].Sym, EntityType: "corporation"}
	}
	return engine.Action{Entity: g.companyRef(e.Idx), EntityType: "company"}
}

// add appends base to out and completes the new entry in place.
func add(out []engine.Action, base engine.Action, f func(a *engine.Action)) []engine.Action {
	out = append(out, base)
	f(&out[len(out)-1])
	return out
}

// concrete appends to out every concrete action of type typ open to e.
func (g *Game) concrete(out []engine.Action, e rounds.Entity, typ string, base engine.Action) []engine.Action {
	base.Type = typ
	switch typ {
	case "pass":
		out = append(out, base)
	case "lay_tile":
		out = assemble(out, []pendingLays{{at: len(out), base: base, lays: g.legalLayList(e)}})
	case "place_token":
		out = g.legalTokens(out, e, base)
	case "run_routes":
		if a, _, err := g.AutoRoutes(); err == nil {
			out = append(out, a)
		}
	case "assign":
		out = g.legalAssigns(out, e, base)
	case "choose":
		for _, ti := range g.round.TrainsForPatch {
			b, _ := json.Marshal(g.trains[ti].ID)
			out = add(out, base, func(a *engine.Action) { a.Edit().Choice = b })
		}
	case "bid":
		for _, c := range g.available {
			if g.players[e.Idx].Cash < g.companies[c].Value {
				continue
			}
			out = add(out, base, func(a *engine.Action) {
				a.Company = g.companies[c].Sym
				a.Price = engine.Int(g.companies[c].Value)
			})
		}
	case "par":
		var prices []*engine.Extra // one share_price each, shared by every family's par there
		for f := range g.fams {
			if g.fams[f].IPOed || !g.familyAvailable(f) {
				continue
			}
			if prices == nil {
				for _, p := range g.parPrices(e.Idx) {
					sp, _ := json.Marshal(sharePriceID(p))
					prices = append(prices, &engine.Extra{SharePrice: sp})
				}
			}
			for _, sp := range prices {
				a := base.WithShared(sp)
				a.Corporation = g.fams[f].Sym
				out = append(out, a)
			}
		}
	case "buy_shares":
		for f := range g.fams {
			for i, o := range g.fams[f].Certs {
				if o != famBase+f && o != holderPool || i == cousinCert && o == famBase+f && !g.fams[f].CousinOK {
					continue
				}
				if g.canBuyCert(e.Idx, f, i) {
					out = add(out, base, func(a *engine.Action) {
						a.Shares = []string{shareID(&g.fams[f], i)}
						a.Percent = engine.Int(shareCerts[i])
					})
				}
			}
		}
	case "sell_shares":
		if e.Kind != rounds.Player {
			break // a family's emergency sales are its president's (listed with the family's actions)
		}
		seller := e.Idx
		for f := range g.fams {
			if g.round.Kind == rStock && !g.canSell(seller, f) {
				continue
			}
			for pc := range g.sellableBundles(seller, f).all() {
				if op := g.operator(); g.round.Kind == rOperating && (op < 0 || g.emergencySellOK(op, seller, f, pc) != nil) {
					continue
				}
				shares := g.bundleShares(seller, f, pc)
				out = add(out, base, func(a *engine.Action) {
					a.Shares = shares
					a.Percent = engine.Int(pc)
				})
			}
		}
	case "buy_company":
		if e.Kind == rounds.Player {
			for _, c := range g.buyablePowers(e.Idx) {
				out = add(out, base, func(a *engine.Action) {
					a.Company = g.companies[c].Sym
					a.Price = engine.Int(g.companies[c].Value)
				})
			}
		} else {
			for _, c := range g.companiesForFamily(e.Idx) {
				for price := 0; price <= g.fams[e.Idx].Cash && price <= g.companies[c].Value; price++ {
					out = add(out, base, func(a *engine.Action) {
						a.Company = g.companies[c].Sym
						a.Price = engine.Int(price)
					})
				}
			}
		}
	case "choose_ability":
		if e.Kind == rounds.Company {
			for _, ch := range g.choices(e.Idx) {
				b, _ := json.Marshal(ch)
				out = add(out, base, func(a *engine.Action) { a.Edit().Choice = b })
			}
		}
	case "dividend":
		for _, k := range dividendKinds {
			out = append(out, base.WithShared(k))
		}
	case "buy_train":
		f := e.Idx
		for _, t := range g.depotTrains() {
			tt := g.trains[t].kind()
			type offer struct {
				variant string
				price   int
			}
			vars := []offer{{tt.Name, tt.Price}}
			if tt.Variant != "" {
				vars = append(vars, offer{tt.Variant, tt.VarPrice})
			}
			for _, v := range vars {
				if _, err := g.checkBuyTrain(f, t, v.variant, v.price); err != nil {
					continue
				}
				out = add(out, base.WithShared(variantExtra(v.variant)), func(a *engine.Action) {
					a.Train = g.trains[t].ID
					a.Price = engine.Int(v.price)
				})
			}
		}
		for _, i := range g.otherTrains(f) {
			if _, err := g.checkBuyTrain(f, i, g.trains[i].Name, 1); err != nil {
				continue
			}
			// a train from another family sells at any price from 1$N to the
			// buyer's cash: the list gives the two ends of that range
			for _, price := range priceRange(1, g.fams[f].Cash) {
				{
					out = add(out, base.WithShared(variantExtra(g.trains[i].Variant)), func(a *engine.Action) {
						a.Train = g.trains[i].ID
						a.Price = engine.Int(price)
					})
				}
			}
		}
	case "discard_train":
		for _, t := range g.famTrains(e.Idx) {
			out = add(out, base, func(a *engine.Action) { a.Train = g.trains[t].ID })
		}
	case "end_game", "program_share_pass", "program_buy_shares", "program_disable":
		// not offered: these are table-talk and automation, not moves
	}
	return out
}

func (g *Game) bundleShares(p, f, percent int) []string {
	fm := &g.fams[f]
	var ids []string
	left := percent
	for i := len(fm.Certs) - 1; i >= 1 && left > 0; i-- {
		if fm.Certs[i] == p {
			ids = append(ids, shareID(fm, i))
			left -= 20
		}
	}
	if left > 0 && fm.Certs[0] == p {
		ids = append(ids, shareID(fm, 0))
	}
	sort.Strings(ids)
	return ids
}

// choices lists a power's possible uses now.
func (g *Game) choices(c int) []map[string]any {
	cp := &g.companies[c]
	var out []map[string]any
	if g.round.Kind == rStock {
		if cp.Ticket {
			return append(out, map[string]any{"type": "sell"})
		}
		if h := g.hooksOf(c).sr; h != nil {
			out = append(out, h.choicesSR(g, c)...)
		}
		return out
	}
	f := g.operator()
	switch {
	case cp.Ticket:
		for v := 1; v <= cp.Value; v++ {
			out = append(out, map[string]any{"type": "sell", "price": v, "corporation": g.fams[f].Sym})
		}
	default:
		if h := g.hooksOf(c).or; h != nil {
			out = append(out, h.choicesOR(g, c, f)...)
		}
	}
	return out
}

// priceRange is the two ends of a range of prices (one when they meet).
func priceRange(min, max int) []int {
	if max <= min {
		return []int{min}
	}
	return []int{min, max}
}
