package g18zoo

import (
	"slices"

	"ferro/engine"
	"ferro/engine/shares"
)

// Whatsup: in a stock round, a family its owner presides buys the first
// available train (either variant) at its price; the family's share price
// moves right and the power closes. The train sits out the family's next
// run.
type whatsup struct{}

func init() {
	registerPower("WHATSUP", whatsup{})
	registerChoice(srChoices, "whatsup", whatsup{}.choose)
}

type whatsupOption struct {
	Fam     int
	Train   int
	Variant string
	Price   int
}

// options are the purchases player p may make with Whatsup now.
func (whatsup) options(g *Game, p int) []whatsupOption {
	var out []whatsupOption
	v := g.fleetView()
	for f := range g.fams {
		if g.fams[f].President != p || !v.room(f) {
			continue
		}
		for _, t := range v.onSale {
			tt := g.trains[t].kind()
			opts := []whatsupOption{{f, t, tt.Name, tt.Price}}
			if tt.Variant != "" {
				opts = append(opts, whatsupOption{f, t, tt.Variant, tt.VarPrice})
			}
			for _, o := range opts {
				if g.fams[f].Cash >= o.Price {
					out = append(out, o)
				}
			}
		}
	}
	return out
}

func (w whatsup) usableSR(g *Game, c, p int) bool { return len(w.options(g, p)) > 0 }

func (w whatsup) choicesSR(g *Game, c int) []map[string]any {
	var out []map[string]any
	for _, o := range w.options(g, g.companies[c].Owner.SeatIndex()) {
		out = append(out, map[string]any{"type": "whatsup", "corporation_id": g.fams[o.Fam].Sym,
			"train_id": g.trains[o.Train].ID, "variant": o.Variant, "price": o.Price})
	}
	return out
}

func (w whatsup) choose(g *Game, c int, ch choice) error {
	cp := &g.companies[c]
	if _, ok := g.companies[c].rules().(whatsup); !ok {
		return engine.Illegal("power", "%s is not Whatsup", cp.Sym)
	}
	f := g.fams.idx(ch.CorpID)
	ti := g.trains.byID(ch.TrainID)
	if ti >= 0 && ch.Variant == "" { // older records name only the train
		ch.Variant = g.trains[ti].Name
		ch.Price = engine.Int(g.trains[ti].kind().Price)
	}
	if !slices.ContainsFunc(w.options(g, cp.Owner.SeatIndex()), func(o whatsupOption) bool {
		return o.Fam == f && o.Train == ti && o.Variant == ch.Variant
	}) {
		return engine.Illegal("whatsup", "that family cannot buy that train now")
	}
	price := engine.IntOr(ch.Price, 0)
	t := &g.trains[ti]
	g.pay(shares.Corp(f), shares.InBank, price)
	g.moveTrain(ti, shares.Corp(f))
	t.Variant = ch.Variant
	if ch.Variant != t.kind().Name {
		t.Name = ch.Variant
	}
	t.WhatsupBy = shares.Corp(f)
	if t.kind().Count < 0 {
		g.trains.restock(ti)
	}
	g.trainBought(f, ti)
	g.moveMarket(f, stockMarket.Right)
	g.closeCompany(c)
	return nil
}

// opTurnStarts: a train bought with Whatsup in the stock round sits out
// the next run of the family that bought it, marked as operated when that
// family starts its turn. 18xx.games marks the train wherever it is then
// (G18ZOO Round::Operating#start_operating: the family's disable_train
// ability names the train, not its holder), so a train that another family
// bought or set aside under a patch in the meantime is marked instead of
// the buyer's; set aside, it keeps the mark past the next round's reset.
// Ferro copies 18xx.games so that its records replay alike. The mark is
// spent at that first turn.
func (whatsup) opTurnStarts(g *Game, c, f int) {
	for i := range g.trains {
		t := &g.trains[i]
		if t.WhatsupBy == shares.Corp(f) {
			t.Operated = true
			t.WhatsupBy = shares.None
		}
	}
}
