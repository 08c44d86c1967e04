package g1713menorca

import (
	"slices"
	"strconv"
	"strings"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/engine/shares"
	"ferro/engine/view"
	"ferro/route"
)

// This file shows a game as the view model (engine/view), reading the
// state only: the island's roads and the printed sea lanes as paths, the
// ports and factories in their places, goods and market tokens as marks,
// the two-dimensional market with its zones, and the companies.

var (
	_ engine.Viewer = (*Game)(nil)
	_ engine.Valuer = (*Game)(nil)
)

// View is the game as the view model shows it.
func (g *Game) View() *view.View { return viewBuild{s: g.st}.view(g.Acting()) }

// viewBuild builds a game's view model (View) from its state, which it
// only reads: one method for each part of the view.
type viewBuild struct{ s *state }

func (vb viewBuild) view(acting []string) *view.View {
	s := vb.s
	v := &view.View{Title: Name, Finished: s.Round == roundOver, EndReason: s.EndReason, Currency: "%s R",
		Acting: append([]string{}, acting...)}
	v.Round = vb.round()
	if v.Finished {
		for seat, p := range s.Players {
			v.Result = append(v.Result, view.Score{Player: p.ID, Name: p.Name, Score: s.fortune(seat)})
		}
	}
	for seat := range s.Players {
		v.Players = append(v.Players, vb.player(seat, v.Acting))
	}
	for i := range s.Corps {
		if s.Corps[i].InGame {
			v.Families = append(v.Families, vb.company(&s.Corps[i]))
		}
	}
	v.Board = vb.board()
	v.Market = vb.market()
	v.Depot = vb.depot()
	v.RunStops = route.ViewStops(s.runStops)
	for i, p := range phases {
		ph := view.Phase{Name: p.Name, Current: i == s.Phase, TrainLimit: p.Limit, Tiles: viewColor[1 : 1+p.Colors],
			Text:    "era " + strconv.Itoa(p.Era) + ", " + strconv.Itoa(p.ORs) + " operating rounds",
			TextSay: view.Say("menorca.phase", "era", p.Era, "ors", p.ORs)}
		var rusts []string
		for _, t := range vehicleTypes {
			if t.Rust == i {
				rusts = append(rusts, t.Name+" leaves the game")
				ph.RustsSay = view.Join(ph.RustsSay, view.Say("menorca.phase.leaves", "vehicle", t.Name))
			}
		}
		ph.Rusts = strings.Join(rusts, ", ")
		v.Phases = append(v.Phases, ph)
	}
	return v
}

func (vb viewBuild) round() view.Round {
	s := vb.s
	r := view.Round{Turn: "era " + strconv.Itoa(s.Era), TurnSay: view.Say("menorca.era", "n", s.Era)}
	switch s.Round {
	case roundAuction:
		r.Name, r.Kind, r.Say = "Auction of the heritages", "auction", view.Say("menorca.round.auction")
	case roundStock:
		r.Name, r.Kind = "Stock round "+strconv.Itoa(s.Stock.Num), "stock"
		r.Say = view.Say("menorca.round.stock", "n", s.Stock.Num)
	case roundOp:
		r.Name, r.Kind = "Operating round "+strconv.Itoa(s.Op.Num)+" of "+strconv.Itoa(s.Op.Of)+" (set "+strconv.Itoa(s.Op.Set)+")", "operating"
		r.Say = view.Say("menorca.round.operating", "n", s.Op.Num, "of", s.Op.Of, "set", s.Op.Set)
		if s.Op.Step < len(stepNames) {
			r.Step, r.StepSay = stepNames[s.Op.Step], view.Say(stepKeys[s.Op.Step])
		}
	case roundOver:
		r.Name, r.Kind, r.Say = "Game over", "over", view.Say("menorca.round.over")
		return r
	}
	e := s.acting()
	r.Entity = s.entityName(e)
	switch e.Kind {
	case rounds.Player:
		r.EntityName = s.Players[e.Idx].Name
	case rounds.Corporation:
		r.EntityName = s.Corps[e.Idx].def().Name
	}
	return r
}

func (h *heritage) item() view.Item {
	d := h.def()
	it := view.Item{ID: h.ID, Name: d.Name, Kind: "heritage", Value: d.Price,
		Text:    "income " + strconv.Itoa(d.Income) + " R, closes in era " + strconv.Itoa(d.Closes),
		TextSay: view.Say("menorca.heritage", "income", d.Income, "era", d.Closes)}
	if d.Ability != "" {
		it.Text += ", " + strings.ReplaceAll(d.Ability, "_", " ")
		it.TextSay = view.Join(it.TextSay, view.Say("menorca.ability."+d.Ability))
	}
	if h.Closed {
		it.Status, it.StatusSay = "closed", view.Say("item.closed")
	}
	return it
}

func (vb viewBuild) player(seat int, acting []string) view.Player {
	s := vb.s
	p := s.Players[seat]
	pv := view.Player{ID: p.ID, Name: p.Name, Cash: p.Cash, Value: s.fortune(seat), Certs: s.certCount(seat), CertMax: s.certLimit()}
	pv.Acting = slices.Contains(acting, p.ID)
	for i := range s.Corps {
		c := &s.Corps[i]
		h := view.Holding{Family: c.Sym, President: c.Director == seat}
		h.Percent, h.Count = c.Certs.PercentOf(shares.Player(seat)), c.Certs.CountOf(shares.Player(seat))
		if h.Count > 0 {
			pv.Shares = append(pv.Shares, h)
		}
	}
	for i := range s.Heritages {
		if h := &s.Heritages[i]; h.OwnerSeat == seat && h.OwnerCorp == "" {
			pv.Items = append(pv.Items, h.item())
		}
	}
	return pv
}

func (vb viewBuild) company(c *corp) view.Family {
	s := vb.s
	d := c.def()
	col := companyColors[c.Sym]
	f := view.Family{ID: c.Sym, Name: d.Name, Color: col[0], TextColor: col[1], Cash: c.Cash, Floated: c.Floated,
		Closed: c.Bankrupt, Home: d.Home, Trains: []string{}, TokensAll: d.Stations, TokensLeft: d.Stations - len(c.Stations)}
	if c.Row >= 0 && c.Col >= 0 {
		f.Price = market[c.Row][c.Col].Value
		f.Cell = &[2]int{c.Row, c.Col}
	}
	if c.Director >= 0 {
		f.President = s.Players[c.Director].ID
	}
	f.IPO, f.Market = c.Certs.PercentOfKind(shares.Treasury), c.Certs.PercentOf(shares.InPool)
	for _, v := range s.Vehicles {
		if v.Owner == c.Sym {
			f.Trains = append(f.Trains, v.def().Name)
			f.TrainIDs = append(f.TrainIDs, v.ID)
		}
	}
	for i := range s.Heritages {
		if h := &s.Heritages[i]; h.OwnerCorp == c.Sym {
			f.Items = append(f.Items, h.item())
		}
	}
	return f
}

// board is the board as hexmap shows it (hexmap.Board.View), with
// what only Menorca knows put in: the tiles' revenues with the hex bonuses,
// the off-boards' revenues per era, the places taken or kept in cities,
// land and tile colours, and goods and market tokens as marks.
func (vb viewBuild) board() *view.Board {
	s := vb.s
	out := s.Board.hm.View(hexmap.PhaseColors[s.Era-1])
	out.Phase = "era " + strconv.Itoa(s.Era)
	for i := range hexDefs {
		h := &out.Hexes[i]
		if isLand(i) {
			h.Color, h.Tile.Color = "land", viewColor[s.Board.tileColor(i)]
		}
		name := s.Board.tileName(i)
		h.Tile.Name, h.Tile.ID, h.Tile.Preprinted = name, name, name == ""
		vb.node(i, h)
	}
	for _, gd := range s.Goods {
		if i, ok := geo.index[gd.Hex]; ok {
			out.Hexes[i].Marks = append(out.Hexes[i].Marks, view.Mark{Name: "goods", Owner: gd.Owner, Say: view.Say("menorca.mark.goods")})
		}
	}
	for _, c := range s.Corps {
		for _, id := range c.MarketTokens {
			if i, ok := geo.index[id]; ok {
				out.Hexes[i].Marks = append(out.Hexes[i].Marks, view.Mark{Name: "market", Owner: c.Sym, Say: view.Say("menorca.mark.market")})
			}
		}
	}
	return out
}

// node fills hex i's node (a town, city or destination): its name,
// revenue now and, for a destination, per era; a city's places.
func (vb viewBuild) node(i int, h *view.Hex) {
	s := vb.s
	d := hexDefs[i]
	if !isNode(i) {
		return
	}
	n := &h.Tile.Nodes[0]
	n.Revenue, n.Name = s.nodeValue(&corp{}, i), d.Name // as it pays a company without market tokens there
	if d.Kind == kindOffboard {
		n.Revenues = nil
		for era, r := range d.Offboard {
			n.Revenues = append(n.Revenues, view.PhaseRevenue{Phase: "era " + strconv.Itoa(era+1), Revenue: r + s.OffBonus, Current: era+1 == s.Era, Say: view.Say("menorca.era.board", "n", era+1)})
		}
		return
	}
	n.Port = d.Harbour
	if d.Kind != kindCity {
		return
	}
	k := 0
	for _, sym := range s.Board.stations(nil, i) {
		if k < len(n.Slots) {
			n.Slots[k].Token = sym
			if c := s.corp(sym); c != nil {
				n.Slots[k].Kind = stationWord(c)
			}
			k++
		}
	}
	for ci := range s.Corps {
		c := &s.Corps[ci]
		if c.InGame && !c.Floated && c.def().Home == d.ID && k < len(n.Slots) {
			n.Slots[k].Reserved = c.Sym
			k++
		}
	}
}

func (vb viewBuild) market() *view.Market {
	m := view.GridMarket(marketZones(), market, func(mc cell) view.Cell {
		zone := "plain"
		switch {
		case mc.Bankrupt:
			zone = "bankrupt"
		case mc.Grey:
			zone = "grey"
		case mc.Yellow:
			zone = "yellow"
		case mc.Orange:
			zone = "orange"
		}
		return view.Cell{Price: mc.Value, Zones: []string{zone}}
	})
	for _, c := range vb.s.Corps {
		if c.InGame {
			m.Mark(c.Row, c.Col, c.Sym)
		}
	}
	return m
}

func (vb viewBuild) depot() *view.Depot {
	s := vb.s
	d := &view.Depot{Bank: s.Bank}
	bank := vehicleDepot.Stock(&s.Vehicles) // counted afresh: the view only reads the state
	for ti, t := range vehicleTypes {
		st := view.TrainStack{Name: t.Name, Count: bank.InStock(ti), Price: t.Price, Distance: strconv.Itoa(t.Range) + "H"}
		if t.Rust >= 0 && t.Rust < len(phases) {
			st.Rusts, st.RustsSay = "leaves in phase "+phases[t.Rust].Name, view.Say("menorca.leaves_in", "phase", phases[t.Rust].Name)
		}
		d.Trains = append(d.Trains, st)
	}
	for i := range s.Heritages {
		if h := &s.Heritages[i]; !h.sold() && !h.Closed {
			d.Offer = append(d.Offer, h.item())
		}
	}
	return d
}

// Values gives each company's share value and each player's fortune.
func (g *Game) Values() (prices, values map[string]int) {
	s := g.st
	prices = map[string]int{}
	for i := range s.Corps {
		if c := &s.Corps[i]; c.InGame && c.Row >= 0 && c.Col >= 0 {
			prices[c.Sym] = market[c.Row][c.Col].Value
		}
	}
	return prices, g.Result()
}
