package g18zoo

import "ferro/engine"

// The buy train step: the family operating buys trains; one that must buy
// and cannot pay is helped by its president's sales (buytrain.go).
type buyTrainStep struct{}

func init() { defineStep(stBuyTrain, buyTrainStep{}) }

func (buyTrainStep) process(g *Game, s *stepState, e entity, a engine.Action) error {
	if done, err := ownStepFirst(g, s, e, a); done {
		return err
	}
	if a.Type == "sell_shares" {
		return g.processEmergencySell(e, a)
	}
	return g.processBuyTrain(e.Idx, a)
}

func (buyTrainStep) actions(g *Game, e entity) actSet {
	f := g.operator()
	if f < 0 {
		return 0
	}
	if e.Kind == 'p' && e.Idx == g.fams[f].President {
		return actSellShares
	}
	if e != fam(f) {
		return 0
	}
	var acts actSet
	switch {
	case g.mustBuyTrain(f):
		acts = actSellShares | actBuyTrain
	case g.canBuyTrain(f):
		acts = actBuyTrain | actPass
	}
	if acts != 0 && g.buysNoTrain(f) {
		return actPass
	}
	return acts
}
