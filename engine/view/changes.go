package view

import "slices"

// Changes is what moved between two views of one game: the figures a
// player returning to the game wants to see changed since their last
// turn ("since your last turn", issue 29). It compares views only, so it
// holds no title's rules.
type Changes struct {
	From     int            `json:"from"` // the views compared: after From and after To log entries
	To       int            `json:"to"`
	Prices   []PriceMove    `json:"prices"`
	Players  []PlayerChange `json:"players"`
	Families []FamilyChange `json:"families"`
	// Rusted are the trains that left their families and the game: held by
	// no family after, and not laid aside in the depot's discards.
	Rusted []TrainMove `json:"rusted"`
	Phase  *PhaseMove  `json:"phase,omitempty"`
}

// PriceMove is a family's share price moved on the market.
type PriceMove struct {
	Family   string  `json:"family"`
	From     int     `json:"from"` // 0: no price before (newly parred)
	To       int     `json:"to"`
	FromCell *[2]int `json:"from_cell,omitempty"`
	ToCell   *[2]int `json:"to_cell,omitempty"`
}

// PlayerChange is what changed in one player's cash and holdings.
type PlayerChange struct {
	Player   string        `json:"player"`
	CashFrom int           `json:"cash_from"`
	CashTo   int           `json:"cash_to"`
	Shares   []ShareChange `json:"shares,omitempty"`
	Gained   []string      `json:"gained,omitempty"` // items (powers, tickets, heritages) now held, by name
	Lost     []string      `json:"lost,omitempty"`
}

// ShareChange is a holding's percentage before and after.
type ShareChange struct {
	Family string `json:"family"`
	From   int    `json:"from"`
	To     int    `json:"to"`
}

// FamilyChange is what changed in one family's treasury and trains.
type FamilyChange struct {
	Family   string   `json:"family"`
	CashFrom int      `json:"cash_from"`
	CashTo   int      `json:"cash_to"`
	Bought   []string `json:"bought,omitempty"` // trains now held that it did not hold
	Lost     []string `json:"lost,omitempty"`   // trains it held and no longer does (sold, discarded, rusted)
}

// TrainMove is a train and the family it was with.
type TrainMove struct {
	Family string `json:"family"`
	Train  string `json:"train"`
}

// PhaseMove is the phase before and after.
type PhaseMove struct {
	From string `json:"from"`
	To   string `json:"to"`
}

// Diff is what changed from view a to view b of the same game.
func Diff(a, b *View) Changes {
	c := Changes{From: a.At, To: b.At, Prices: []PriceMove{}, Players: []PlayerChange{}, Families: []FamilyChange{}, Rusted: []TrainMove{}}
	fa := map[string]Family{}
	for _, f := range a.Families {
		fa[f.ID] = f
	}
	pa := map[string]Player{}
	for _, p := range a.Players {
		pa[p.ID] = p
	}
	held := map[string]int{} // trains (by id, else name) held by any family after
	for _, f := range b.Families {
		for i := range f.Trains {
			held[trainKey(f, i)]++
		}
	}
	discarded := map[string]int{}
	if b.Depot != nil {
		for _, n := range b.Depot.Discarded {
			discarded[n]++
		}
	}
	if a.Depot != nil {
		for _, n := range a.Depot.Discarded {
			discarded[n]--
		}
	}
	for _, f := range b.Families {
		before := fa[f.ID]
		if f.Price != before.Price && f.Price != 0 {
			c.Prices = append(c.Prices, PriceMove{Family: f.ID, From: before.Price, To: f.Price, FromCell: before.Cell, ToCell: f.Cell})
		}
		bought, lost := trainsMoved(before, f)
		if f.Cash != before.Cash || len(bought) > 0 || len(lost) > 0 {
			fc := FamilyChange{Family: f.ID, CashFrom: before.Cash, CashTo: f.Cash}
			for _, i := range bought {
				fc.Bought = append(fc.Bought, f.Trains[i])
			}
			for _, i := range lost {
				name := before.Trains[i]
				fc.Lost = append(fc.Lost, name)
				if k := trainKey(before, i); held[k] > 0 {
					held[k]-- // moved to another family
				} else if discarded[name] > 0 {
					discarded[name]-- // laid aside in the depot
				} else {
					c.Rusted = append(c.Rusted, TrainMove{Family: f.ID, Train: name})
				}
			}
			c.Families = append(c.Families, fc)
		}
	}
	for _, p := range b.Players {
		before := pa[p.ID]
		pc := PlayerChange{Player: p.ID, CashFrom: before.Cash, CashTo: p.Cash}
		pcts := map[string][2]int{}
		var order []string
		note := func(hs []Holding, k int) {
			for _, h := range hs {
				if _, ok := pcts[h.Family]; !ok {
					order = append(order, h.Family)
				}
				v := pcts[h.Family]
				v[k] = h.Percent
				pcts[h.Family] = v
			}
		}
		note(before.Shares, 0)
		note(p.Shares, 1)
		for _, f := range order {
			if v := pcts[f]; v[0] != v[1] {
				pc.Shares = append(pc.Shares, ShareChange{Family: f, From: v[0], To: v[1]})
			}
		}
		pc.Gained, pc.Lost = itemsMoved(before.Items, p.Items)
		if pc.CashFrom != pc.CashTo || len(pc.Shares) > 0 || len(pc.Gained) > 0 || len(pc.Lost) > 0 {
			c.Players = append(c.Players, pc)
		}
	}
	if pa, pb := currentPhase(a), currentPhase(b); pa != pb && pb != "" {
		c.Phase = &PhaseMove{From: pa, To: pb}
	}
	return c
}

// trainKey names train i of f: its id where the view gives ids, else its name.
func trainKey(f Family, i int) string {
	if len(f.TrainIDs) == len(f.Trains) {
		return "id:" + f.TrainIDs[i]
	}
	return "name:" + f.Trains[i]
}

// trainsMoved lists the indices of b's trains that a did not hold, and of
// a's trains that b no longer holds.
func trainsMoved(a, b Family) (bought, lost []int) {
	left := map[string]int{}
	for i := range b.Trains {
		left[trainKey(b, i)]++
	}
	for i := range a.Trains {
		if k := trainKey(a, i); left[k] > 0 {
			left[k]--
		} else {
			lost = append(lost, i)
		}
	}
	had := map[string]int{}
	for i := range a.Trains {
		had[trainKey(a, i)]++
	}
	for i := range b.Trains {
		if k := trainKey(b, i); had[k] > 0 {
			had[k]--
		} else {
			bought = append(bought, i)
		}
	}
	return bought, lost
}

func itemsMoved(a, b []Item) (gained, lost []string) {
	has := func(list []Item, id string) bool {
		return slices.ContainsFunc(list, func(i Item) bool { return i.ID == id })
	}
	for _, i := range b {
		if !has(a, i.ID) {
			gained = append(gained, i.Name)
		}
	}
	for _, i := range a {
		if !has(b, i.ID) {
			lost = append(lost, i.Name)
		}
	}
	return gained, lost
}

func currentPhase(v *View) string {
	for _, p := range v.Phases {
		if p.Current {
			return p.Name
		}
	}
	return ""
}
