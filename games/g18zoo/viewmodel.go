package g18zoo

import (
	"slices"
	"strconv"
	"sync"

	"ferro/engine"
	"ferro/engine/rounds"
	"ferro/engine/shares"
	"ferro/engine/view"
	"ferro/route"
)

// familyColors are the families' token colours: the Okabe–Ito palette,
// which readers with any common colour-vision deficiency tell apart; the
// family's letters are written in every token as well.
var familyColors = map[string][2]string{
	"CR": {"#009E73", "#000000"}, "GI": {"#F0E442", "#000000"}, "PB": {"#56B4E9", "#000000"},
	"PE": {"#000000", "#ffffff"}, "LI": {"#E69F00", "#000000"}, "TI": {"#D55E00", "#000000"},
	"BB": {"#0072B2", "#ffffff"}, "EL": {"#CC79A7", "#000000"},
}

var dayNames = []string{"", "Monday", "Tuesday", "Wednesday"}

var _ engine.Viewer = (*Game)(nil)

// View is the game as the view model shows it.
func (g *Game) View() *view.View { return viewBuild{g: g}.view() }

// viewBuild builds a game's view model (View) from its state, which it
// only reads: one method for each part of the view.
type viewBuild struct{ g *Game }

func (vb viewBuild) view() *view.View {
	g := vb.g
	v := &view.View{Title: g.cfg.Title, Finished: g.finished, EndReason: g.endReason, Currency: "%s$N",
		Acting: []string{}}
	v.Round = vb.round()
	v.Acting = append(v.Acting, g.Acting()...) // (nobody once the game is over)
	if g.finished {
		for i, p := range g.players {
			v.Result = append(v.Result, view.Score{Player: p.ID, Name: p.Name, Score: g.playerValue(i)})
		}
	}
	for i := range g.players {
		v.Players = append(v.Players, vb.player(i, slices.Contains(v.Acting, g.players[i].ID)))
	}
	for f := range g.fams {
		v.Families = append(v.Families, vb.family(f))
	}
	v.Board = vb.board()
	v.Market = vb.market()
	v.Depot = vb.depot()
	v.Phases = vb.phases()
	v.RunStops = route.ViewStops(g.runStops)
	return v
}

func (vb viewBuild) round() view.Round {
	g := vb.g
	r := view.Round{Turn: dayNames[min(g.turn, 3)]}
	if d := min(g.turn, 3); d > 0 {
		r.TurnSay = view.Say("zoo.day." + strconv.Itoa(d))
	}
	r.Name, r.Say = roundName(g)
	r.Kind = roundWords[g.round.Kind].Kind
	if g.finished {
		r.Kind, r.Step = "over", ""
		return r
	}
	if s := steps.Waiting(g); s != nil {
		r.Step, r.StepSay = stepNames[s.Kind], view.Say(stepKeys[s.Kind])
	}
	e := steps.Acting(g)
	switch e.Kind {
	case rounds.Player:
		r.Entity, r.EntityName = g.players[e.Idx].ID, g.players[e.Idx].Name
	case rounds.Corporation:
		r.Entity, r.EntityName, r.EntitySay = g.fams[e.Idx].Sym, g.fams[e.Idx].Name, familySay(g.fams[e.Idx].Sym)
	case rounds.Company:
		r.Entity, r.EntityName = g.companyRef(e.Idx), g.companies[e.Idx].Name
	}
	return r
}

func (vb viewBuild) item(c int) view.Item {
	g := vb.g
	cp := &g.companies[c]
	it := view.Item{ID: g.companyRef(c), Name: cp.Name, Kind: "power", Value: cp.Value} // as the legal list names it
	if cp.Ticket {
		it.Kind = "ticket"
		return it
	}
	if k, ok := powerIndex[cp.Sym]; ok {
		it.Text, it.TextSay = allPowers[k].Text, view.Say("zoo.power."+cp.Sym)
	}
	switch {
	case cp.Closed:
		it.Status, it.StatusSay = "closed", view.Say("item.closed")
	case cp.Active:
		it.Status, it.StatusSay = "active", view.Say("item.active")
	case cp.Used > 0:
		it.Status, it.StatusSay = "used "+strconv.Itoa(cp.Used), view.Say("item.used", "n", cp.Used)
	}
	return it
}

func (vb viewBuild) player(p int, acting bool) view.Player {
	g := vb.g
	pl := &g.players[p]
	pv := view.Player{ID: pl.ID, Name: pl.Name, Cash: pl.Cash, Value: g.playerValue(p), Loans: pl.Penalty,
		Passed: pl.Passed, Acting: acting, Certs: g.fams.certCount(p), CertMax: g.certLimit()}
	pv.Priority = len(g.order) > 0 && g.order[0] == p
	for f := range g.fams {
		pc := g.percentOf(p, f)
		if pc == 0 {
			continue
		}
		n := g.fams[f].Shares.CountOf(shares.Player(p))
		pv.Shares = append(pv.Shares, view.Holding{Family: g.fams[f].Sym, Percent: pc, Count: n, President: g.fams[f].President == p})
	}
	for _, c := range companiesOf(g.companies, shares.Player(p)) {
		pv.Items = append(pv.Items, vb.item(c))
	}
	return pv
}

func (vb viewBuild) family(f int) view.Family {
	g := vb.g
	fm := &g.fams[f]
	col := familyColors[fm.Sym]
	fv := view.Family{ID: fm.Sym, Name: fm.Name, Color: col[0], TextColor: col[1], Cash: fm.Cash,
		Floated: fm.Floated, Closed: fm.Closed, Operated: fm.Operated, Home: fm.Home,
		Trains: []string{}, TokensAll: len(fm.TokenPrices), TokensLeft: len(fm.TokenPrices) - fm.TokensUsed,
		IPO: g.fams[f].Shares.PercentOf(shares.Corp(f)), Market: g.fams[f].Shares.PercentOf(shares.InPool),
		Say: familySay(fm.Sym)}
	if fm.TokensUsed < len(fm.TokenPrices) {
		fv.TokenCosts = append([]int(nil), fm.TokenPrices[fm.TokensUsed:]...)
	}
	if fm.IPOed {
		fv.Price = cellAt(fm.Price).Price
		fv.Cell = &[2]int{fm.Price.Row, fm.Price.Col}
	}
	if fm.President >= 0 {
		fv.President = g.players[fm.President].ID
	}
	for _, t := range g.trains.of(f) {
		fv.Trains = append(fv.Trains, g.trains[t].Name)
		fv.TrainIDs = append(fv.TrainIDs, g.trains[t].ID)
	}
	for _, c := range companiesOf(g.companies, shares.Corp(f)) {
		fv.Items = append(fv.Items, vb.item(c))
	}
	for _, h := range hooks.familyMarks {
		if m := h.H.familyMark(g, g.powerIdx(h.K), f); m != "" {
			fv.Marks = append(fv.Marks, m)
		}
	}
	return fv
}

// familySay is a family's name as a phrase: each summary has its own.
func familySay(sym string) view.Phrase { return view.Say("zoo.family." + sym) }

func (vb viewBuild) board() *view.Board {
	g := vb.g
	b := g.board.b.View(phases[g.phase].newestColor())
	at := func(id string) *view.Hex { return b.HexByID(id) }
	if g.round.Kind == rOperating {
		for _, id := range g.round.LaidHexes {
			if h := at(id); h != nil {
				h.Marks = append(h.Marks, view.Mark{Name: view.MarkLaid}) // not written
			}
		}
	}
	for _, h := range hooks.boardMarks {
		h.H.markBoard(g, g.powerIdx(h.K), b)
	}
	return b
}

// marketBase is the market grid without markers: the same in every game.
var marketBase = sync.OnceValue(func() *view.Market {
	m := &view.Market{Zones: []view.Zone{
		{ID: "top", Name: "top row: the president earns a bonus", Say: view.Say("zone.top"), Color: "#A6CEE3", Symbol: "▲"},
		{ID: "par", Name: "par price", Say: view.Say("zone.par"), Color: "#FDDBC7", Symbol: "P"},
		{ID: "safe", Name: "safe par cell, as 18xx.games marks it", Say: view.Say("zone.safe"), Color: "#E5F5E0", Symbol: "S"},
		{ID: "end", Name: "reaching it ends the game", Say: view.Say("zone.end"), Color: "#BDBDBD", Symbol: "■"},
		{ID: "plain", Name: "price", Say: view.Say("zone.price"), Color: "#FFFFFF"},
	}}
	parLevel := []string{"", "par 5–7 (yellow)", "par 9 (green)", "par 12 (brown)"}
	for r, row := range marketCells {
		cells := make([]view.Cell, len(row))
		for c, mc := range row {
			cell := view.Cell{Price: mc.Price}
			switch {
			case mc.EndGame:
				cell.Zones = append(cell.Zones, "end")
			case mc.Par > 0:
				cell.Zones = append(cell.Zones, "par")
				cell.Notes = append(cell.Notes, parLevel[mc.Par])
				cell.Says = append(cell.Says, view.Say("note.par"+strconv.Itoa(mc.Par)))
			case r == 0:
				cell.Zones = append(cell.Zones, "top")
			case mc.SafePar:
				cell.Zones = append(cell.Zones, "safe")
			default:
				cell.Zones = append(cell.Zones, "plain")
			}
			if r == 0 && mc.SafePar {
				cell.Zones = append(cell.Zones, "safe")
			}
			if mc.Threshold > 0 {
				cell.Notes = append(cell.Notes, "run "+strconv.Itoa(mc.Threshold))
				cell.Says = append(cell.Says, view.Say("note.run", "n", mc.Threshold))
			}
			cell.Notes = append(cell.Notes, "div "+strconv.Itoa(mc.Gain))
			cell.Says = append(cell.Says, view.Say("note.div", "n", mc.Gain))
			if r == 0 && c < len(presidentGain) && presidentGain[c] > 0 {
				cell.Notes = append(cell.Notes, "pres +"+strconv.Itoa(presidentGain[c]))
				cell.Says = append(cell.Says, view.Say("note.pres", "n", presidentGain[c]))
			}
			cell.Zones, cell.Notes, cell.Says = slices.Clip(cell.Zones), slices.Clip(cell.Notes), slices.Clip(cell.Says) // shared by every view: appending copies
			cells[c] = cell
		}
		m.Rows = append(m.Rows, cells)
	}
	m.Zones = slices.Clip(m.Zones)
	return m
})

func (vb viewBuild) market() *view.Market {
	g := vb.g
	base := marketBase()
	m := &view.Market{Zones: base.Zones, Rows: make([][]view.Cell, len(base.Rows))}
	for r, row := range base.Rows {
		m.Rows[r] = append([]view.Cell(nil), row...)
	}
	var on []int
	for f := range g.fams {
		if g.fams[f].IPOed && !g.fams[f].Closed {
			on = append(on, f)
		}
	}
	slices.SortStableFunc(on, func(a, b int) int { return g.fams[a].PriceSeq - g.fams[b].PriceSeq })
	for _, f := range on {
		p := g.fams[f].Price
		m.Rows[p.Row][p.Col].Markers = append(m.Rows[p.Row][p.Col].Markers, g.fams[f].Sym)
	}
	return m
}

func (vb viewBuild) depot() *view.Depot {
	g := vb.g
	d := &view.Depot{Bank: -g.issued, Unlimited: true}
	counts := make([]int, len(trainTypes))
	for _, t := range g.trains {
		if t.Owner == shares.InDepot {
			counts[t.Type]++
		}
		if t.Owner == shares.InDiscard {
			d.Discarded = append(d.Discarded, t.Name)
		}
	}
	for i, tt := range trainTypes {
		if tt.Reserved {
			continue
		}
		st := view.TrainStack{Name: tt.Name, Count: counts[i], Price: tt.Price, Distance: strconv.Itoa(tt.Distance)}
		if tt.Count < 0 && counts[i] > 0 {
			st.Count = -1
		}
		switch {
		case tt.RustsOn != "":
			st.Rusts, st.RustsSay = "rusts on "+tt.RustsOn, view.Say("zoo.rusts_on", "train", tt.RustsOn)
		case tt.ObsoleteOn != "":
			st.Rusts, st.RustsSay = "obsolete on "+tt.ObsoleteOn, view.Say("zoo.obsolete_on", "train", tt.ObsoleteOn)
		}
		d.Trains = append(d.Trains, st)
	}
	for _, c := range g.available {
		d.Offer = append(d.Offer, vb.item(c))
	}
	for _, c := range g.future {
		d.Future = append(d.Future, vb.item(c))
	}
	return d
}

func (vb viewBuild) phases() []view.Phase {
	g := vb.g
	out := make([]view.Phase, len(phases))
	for i, p := range phases {
		ph := view.Phase{Name: p.Name, Current: i == g.phase, Tiles: p.Tiles, TrainLimit: p.TrainLimit}
		ph.Rusts, ph.RustsSay = p.rusts()
		for _, n := range []struct {
			on        bool
			text, key string
		}{{p.Ipo9, "par 9 allowed", "zoo.phase.par9"}, {p.Ipo12, "par 12 allowed", "zoo.phase.par12"}, {p.GreyHomes, "gray homes", "zoo.phase.gray_homes"}} {
			if n.on {
				ph.Text, ph.TextSay = joinText(ph.Text, n.text), view.Join(ph.TextSay, view.Say(n.key))
			}
		}
		out[i] = ph
	}
	return out
}

// rusts says which trains rust and which become obsolete when phase p
// starts, and as a phrase.
func (p phase) rusts() (text string, say view.Phrase) {
	for _, tt := range trainTypes {
		switch {
		case p.On != "" && tt.RustsOn == p.On:
			text, say = joinText(text, tt.Name+" rust"), view.Join(say, view.Say("zoo.phase.rust", "train", tt.Name))
		case p.On != "" && tt.ObsoleteOn == p.On:
			text, say = joinText(text, tt.Name+" become obsolete"), view.Join(say, view.Say("zoo.phase.obsolete", "train", tt.Name))
		}
	}
	return text, say
}

func joinText(a, b string) string {
	if a == "" {
		return b
	}
	return a + ", " + b
}

// Values gives each family's share price and each player's value, for
// the charts of a game's history.
func (g *Game) Values() (prices, values map[string]int) {
	prices = map[string]int{}
	for f := range g.fams {
		if g.fams[f].IPOed && !g.fams[f].Closed {
			prices[g.fams[f].Sym] = cellAt(g.fams[f].Price).Price
		}
	}
	return prices, g.Result()
}
