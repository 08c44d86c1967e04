package g18zoo

import (
	"fmt"
	"slices"

	"ferro/engine"
	"ferro/engine/shares"
	"ferro/games/g18zoo/zoomap"
)

// newGame sets a game up before its first action.
func newGame(spec *mapSpec, cfg engine.Config) (*Game, error) {
	n := len(cfg.Players)
	if n < 2 || n > 5 {
		return nil, fmt.Errorf("18ZOO is for 2 to 5 players, not %d", n)
	}
	g := &Game{cfg: cfg, spec: spec, rules: map[string]bool{}, powerState: newPowerState()}
	for _, r := range cfg.OptionalRules {
		g.rules[r] = true
	}
	cash := spec.StartingCash[n]
	for i, p := range cfg.Players {
		g.players = append(g.players, Player{ID: p.ID, Name: p.Name, Cash: cash})
		g.order = append(g.order, i)
		g.issued += cash
	}
	syms, err := zoomap.Families(spec.Letter)
	if err != nil {
		return nil, err
	}
	for i, sym := range syms {
		home, _, _ := zoomap.Home(spec.Letter, sym)
		fd := allFamilies[slices.IndexFunc(allFamilies, func(f family) bool { return f.Sym == sym })]
		g.fams = append(g.fams, Family{Sym: sym, Name: fd.Name, Home: home, President: -1,
			Shares: shares.NewShares(shareCerts, shares.Corp(i)), TokenPrices: fd.Tokens, shareIDs: shareIDsOf(sym, len(shareCerts))})
	}
	// powers, in the order drawn from the seed
	g.powerAt = make([]int16, len(allPowers))
	for _, i := range engine.NewRand(cfg.Seed).Order(len(allPowers)) {
		p := allPowers[i]
		g.powerAt[i] = int16(len(g.companies))
		g.companies = append(g.companies, Company{Sym: p.Sym, Name: p.Name, Value: p.Value, Owner: shares.None, SR: p.SR, power: int8(i + 1)})
	}
	tickets := 3
	if n == 5 {
		tickets = 2
	}
	for i := range g.players {
		for t := 1; t <= tickets; t++ {
			g.companies = append(g.companies, Company{Sym: ticketSym(t, g.players[i].Name),
				Name: fmt.Sprintf("ZOOTicket %d", t), Value: 4, Ticket: true, Owner: shares.Player(i), TicketOf: i, TicketNo: t})
		}
	}
	drawSize := 4
	if n == 5 {
		drawSize = 6
	}
	idx := func(a, b int) []int {
		var out []int
		for i := a; i < b && i < len(allPowers); i++ {
			out = append(out, i)
		}
		return out
	}
	g.deck[0] = idx(0, drawSize)
	g.deck[1] = idx(drawSize, drawSize+4)
	g.deck[2] = idx(drawSize+4, drawSize+8)
	g.deck[3] = idx(drawSize+8, drawSize+12)
	g.available = append(g.available, g.deck[0]...)
	for _, c := range g.available {
		g.companies[c].Owner = shares.InBank
	}
	if g.rules["power_visible"] {
		g.future = append(append(append(g.future, g.deck[1]...), g.deck[2]...), g.deck[3]...)
	} else {
		g.future = append(g.future, g.deck[1]...)
	}
	// trains
	for ti, tt := range trainTypes {
		count := tt.Count
		if count == 0 {
			count = n
		}
		if count < 0 {
			count = 1 // unlimited: a new copy appears when one is bought
		}
		for k := 0; k < count; k++ {
			g.trains = append(g.trains, Train{Type: ti, Name: tt.Name, ID: fmt.Sprintf("%s-%d", tt.Name, k),
				Owner: shares.InDepot, RustsIn: trainDepot.Types[ti].Rusts, Variant: tt.Name})
		}
	}
	g.near.on = n < 5
	for i := range g.fams {
		g.near.open = append(g.near.open, nearChoice{Fam: i})
	}
	g.turn = 1
	g.ticketDay, g.ticketOR = 1, 0
	board, err := newBoardState(spec.Letter, cfg.OptionalRules)
	if err != nil {
		return nil, err
	}
	g.board = board
	// (zoomap's board keeps every family's home slot for it until it floats)
	// the draft: last player to first
	ents := slices.Clone(g.order)
	slices.Reverse(ents)
	g.round = newRound(rDraft, ents)
	return g, nil
}
