package g18zoo

import (
	"ferro/engine"
	"ferro/route"
)

// RouteContext is what the route package needs to check or optimise a
// family's run now: the board, the family's trains that may run, the
// phase and the powers in effect.
func (g *Game) RouteContext(f int) (*route.Context, error) {
	fm := &g.fams[f]
	ctx := &route.Context{Board: route.FromHexmap(g.board.b), Corp: fm.Sym, Phase: g.phaseColour()}
	for _, ti := range g.famTrains(f) {
		t := &g.trains[ti]
		if t.Operated && t.Name != "1S" {
			continue
		}
		rt, err := route.ZooTrain(t.ID, t.Name)
		if err != nil {
			return nil, err
		}
		ctx.Trains = append(ctx.Trains, rt)
	}
	owns := func(sym string) bool {
		c := g.power(sym)
		return c != nil && !c.Closed && c.Owner == famBase+f
	}
	ctx.Mods.Wings = fm.Assigned["WINGS"]
	ctx.Mods.Sugar = owns("A_TIP_OF_SUGAR")
	ctx.Mods.TwoBarrels = fm.Assigned["BARREL"]
	ctx.Mods.Squeeze = owns("A_SQUEEZE")
	if fm.Assigned["WHEAT"] {
		ctx.Mods.WheatHex = g.wheatHex
	}
	if len(g.holes) == 2 {
		ctx.Mods.Holes = [2]string{g.holes[0], g.holes[1]}
	}
	return ctx, nil
}

// phaseColour is the newest tile colour of the phase, as route counts colours.
func (g *Game) phaseColour() int {
	tiles := g.currentPhase().Tiles
	switch tiles[len(tiles)-1] {
	case "green":
		return route.Green
	case "brown":
		return route.Brown
	case "gray":
		return route.Gray
	}
	return route.Yellow
}

// checkRun validates a run_routes action and values it.
func (g *Game) checkRun(f int, routes []engine.Route) (route.Result, error) {
	ctx, err := g.RouteContext(f)
	if err != nil {
		return route.Result{}, err
	}
	return route.Check(ctx, routes)
}
