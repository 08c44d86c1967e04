package g18zoo

import (
	"sort"
	"strconv"

	"ferro/engine/shares"
)

type playerView struct {
	Name      string         `json:"name"`
	Cash      int            `json:"cash"`
	Companies []string       `json:"companies"`
	Shares    map[string]int `json:"shares"`
	Value     int            `json:"value"`
	Penalty   int            `json:"penalty,omitempty"`
}

type famView struct {
	ID        string   `json:"id"`
	Cash      int      `json:"cash"`
	Price     any      `json:"price"`
	Par       any      `json:"par"`
	IPOed     bool     `json:"ipoed"`
	Floated   bool     `json:"floated"`
	President any      `json:"president"`
	Trains    []string `json:"trains"`
	Tokens    int      `json:"tokens"`
	IPOPct    int      `json:"ipo_pct"`
	PoolPct   int      `json:"pool_pct"`
	Companies []string `json:"companies"`
	Closed    bool     `json:"closed"`
}

type gameView struct {
	Round     string       `json:"round"`
	RoundType string       `json:"round_type"`
	Turn      int          `json:"turn"`
	RoundNum  int          `json:"round_num"`
	Phase     string       `json:"phase"`
	Current   any          `json:"current"`
	Acting    []any        `json:"acting"`
	Players   []playerView `json:"players"`
	Corps     []famView    `json:"corps"`
	Bank      int          `json:"bank"`
	Depot     []string     `json:"depot"`
	Discarded []string     `json:"discarded"`
	Available []string     `json:"available_companies"`
	Future    []string     `json:"future_companies"`
}

// idValue writes a player id as a number when it is one, as the records do.
func idValue(id string) any {
	if n, err := strconv.Atoi(id); err == nil {
		return n
	}
	return id
}

// trace is the game in the trace format of the fixtures (Snapshot).
func (vb viewBuild) trace() gameView {
	g := vb.g
	v := gameView{Turn: g.turn, RoundNum: 1, Phase: phases[g.phase].Name, Bank: -g.issued,
		Depot: []string{}, Discarded: []string{}, Acting: []any{}}
	v.Round, _ = roundName(g)
	v.RoundType = roundWords[g.round.Kind].Trace
	if g.round.Kind == rOperating {
		v.RoundNum = g.round.Num
	}
	// once the game is over the trace shows who was to act, or else who acted last
	if e := steps.Acting(g); g.finished && !e.Valid() {
		v.Current = idValue(g.lastEntity)
	} else if e.Valid() {
		v.Current = idValue(entityID(g, e)) // (a family's or a company's name is never a number)
	}
	for _, id := range g.Acting() {
		v.Acting = append(v.Acting, idValue(id))
	}
	for _, p := range g.order {
		pv := playerView{Name: g.players[p].Name, Cash: g.players[p].Cash, Shares: map[string]int{},
			Value: g.playerValue(p), Penalty: g.players[p].Penalty, Companies: []string{}}
		for _, c := range companiesOf(g.companies, shares.Player(p)) {
			pv.Companies = append(pv.Companies, g.companies[c].Sym)
		}
		for f := range g.fams {
			if pc := g.percentOf(p, f); pc > 0 {
				pv.Shares[g.fams[f].Sym] = pc
			}
		}
		v.Players = append(v.Players, pv)
	}
	for f := range g.fams {
		fm := &g.fams[f]
		fv := famView{ID: fm.Sym, Cash: fm.Cash, IPOed: fm.IPOed, Floated: fm.Floated, Tokens: fm.TokensUsed,
			IPOPct: fm.Shares.PercentOf(shares.Corp(f)), PoolPct: fm.Shares.PercentOf(shares.InPool), Closed: fm.Closed,
			Trains: []string{}, Companies: []string{}}
		if fm.IPOed {
			c := cellAt(fm.Price)
			fv.Price = []any{c.Price, []int{fm.Price.Row, fm.Price.Col}}
			fv.Par = c.Price
		}
		if fm.President >= 0 {
			fv.President = g.players[fm.President].Name
		}
		for _, t := range g.trains.of(f) {
			fv.Trains = append(fv.Trains, g.trains[t].Name)
		}
		for _, c := range companiesOf(g.companies, shares.Corp(f)) {
			fv.Companies = append(fv.Companies, g.companies[c].Sym)
		}
		v.Corps = append(v.Corps, fv)
	}
	for ty := range trainTypes { // in depot order: by type, then copy
		for _, t := range g.trains {
			switch {
			case t.Type != ty:
			case trainTypes[ty].Reserved || t.Owner == shares.InDepot: // the 1S never leaves the depot's list
				v.Depot = append(v.Depot, t.Name)
			case t.Owner == shares.InDiscard:
				v.Discarded = append(v.Discarded, t.Name)
			}
		}
	}
	for _, c := range g.available {
		v.Available = append(v.Available, g.companies[c].Sym)
	}
	for _, c := range g.future {
		v.Future = append(v.Future, g.companies[c].Sym)
	}
	return v
}

// companiesOf lists the companies of cs a holder owns in the order it
// got them.
func companiesOf(cs []Company, holder shares.Holder) []int {
	var out []int
	for i, c := range cs {
		if c.Owner == holder && !c.Closed {
			out = append(out, i)
		}
	}
	sort.SliceStable(out, func(a, b int) bool { return cs[out[a]].Seq < cs[out[b]].Seq })
	return out
}
