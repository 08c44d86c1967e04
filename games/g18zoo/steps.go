package g18zoo

import (
	"encoding/json"

	"ferro/engine"
	"ferro/engine/hexmap"
)

// stepActions lists the action types a step offers an entity.
func (g *Game) stepActions(s *stepState, e entity) actSet {
	if !e.valid() {
		return 0
	}
	switch s.Kind {
	case stEndGame:
		return actEndGame // anyone at the table may end the game
	case stProgram:
		if e.Kind == 'p' && g.round.Kind == rStock {
			return actProgramSharePass | actProgramBuyShares | actProgramDisable
		}
	case stDraft:
		return g.draftActions(e)
	case stBuySellPar:
		return g.stockActions(e)
	case stHomeTrack:
		if e == fam(g.round.FloatedFam) {
			if g.homeTrackRequired() {
				return actLayTile
			}
			return actLayTile | actPass
		}
	case stBonusTracks:
		if e == fam(g.round.FloatedFam) {
			return actLayTile | actPass
		}
	case stTrainProtection:
		return g.protectionActions() // 18xx.games takes this answer from anyone
	case stDiscardTrain:
		if c := g.firstCrowded(); c >= 0 && e == fam(c) {
			return actDiscardTrain
		}
	case stPowerOR:
		if e.Kind == 'c' && g.canChooseOR(e.Idx) {
			return actChooseAbility
		}
	case stPowerORBlocking:
		if g.round.PresidentHelped {
			return 0
		}
		if e.Kind == 'c' && g.canChooseOR(e.Idx) {
			return actChooseAbility
		}
		if e == fam(g.operator()) && g.canChooseAnyOR(e.Idx) {
			return actChooseAbility | actPass
		}
		if e.Kind != 'c' {
			// 18xx.games takes this pass from anyone, not only the family
			// operating; records rely on it, so Ferro accepts it too (the
			// legal-action list offers it to the operating family only).
			return actPass
		}
	case stAssign:
		return g.assignActions(e)
	case stSpecialTrack:
		return g.specialTrackActions(e)
	case stSpecialToken:
		return g.specialTokenActions(e)
	case stBuyCompany:
		if e == fam(g.operator()) && g.familyMayBuyAny(e.Idx) {
			return actBuyCompany
		}
	case stTrack:
		return g.trackActions(e)
	case stToken:
		return g.tokenActions(e)
	case stRoute:
		return g.routeActions(e)
	case stDividend:
		return g.dividendActions(e)
	case stBuyTrain:
		return g.buyTrainActions(e)
	}
	return 0
}

// resolve finds the entity an action names.
func (g *Game) resolve(a engine.Action) (entity, error) {
	switch a.EntityType {
	case "player", "":
		if p := g.playerIdx(a.Entity); p >= 0 {
			return pl(p), nil
		}
		for i, p := range g.players {
			if p.Name == a.Entity {
				return pl(i), nil
			}
		}
		if a.EntityType == "player" {
			return noEntity, engine.Illegal("entity", "no player %q", a.Entity)
		}
		fallthrough
	case "corporation":
		if f := g.famIdx(a.Entity); f >= 0 {
			return fam(f), nil
		}
		if a.EntityType == "corporation" {
			return noEntity, engine.Illegal("entity", "no family %q", a.Entity)
		}
		fallthrough
	case "company":
		if c := g.companyIdx(a.Entity); c >= 0 {
			return co(c), nil
		}
	}
	return noEntity, engine.Illegal("entity", "no %s %q", a.EntityType, a.Entity)
}

// process finds the step that takes the action, as the rules order them,
// and applies it.
func (g *Game) process(a engine.Action) error {
	e, err := g.resolve(a)
	if err != nil {
		return err
	}
	var st *stepState
	for i := range g.round.Steps {
		s := &g.round.Steps[i]
		if !g.stepActive(s) {
			continue
		}
		waitsFor := g.stepEntity(s)
		if s.Kind == stBuySellPar && e == waitsFor && stockMoves[a.Type] {
			st = s // the stock step's own checks say which rule the move breaks
			break
		}
		acts := g.stepActions(s, e)
		can := acts.has(a.Type)
		var block bool
		if e == waitsFor {
			block = g.stepBlocks(s.Kind) && acts != 0
		} else {
			block = g.blocking(s)
		}
		if block && !can {
			return engine.Illegal("turn order", "%s cannot %s now: the game waits for %s", a.Entity, a.Type, g.describeWait(s))
		}
		if block || can {
			st = s
			break
		}
	}
	if st == nil {
		return engine.Illegal("turn order", "no step takes %s by %s now", a.Type, a.Entity)
	}
	if err := g.processIn(st, e, a); err != nil {
		return err
	}
	st.Acted = true
	g.afterProcess(st)
	return nil
}

func (g *Game) describeWait(s *stepState) string {
	e := g.stepEntity(s)
	name := g.entityName(e)
	acts := g.stepActions(s, e).names()
	b, _ := json.Marshal(acts)
	return name + " " + string(b)
}

func (g *Game) entityName(e entity) string {
	if e.Idx < 0 {
		return "nobody"
	}
	switch e.Kind {
	case 'p':
		return g.players[e.Idx].Name
	case 'f':
		return g.fams[e.Idx].Sym
	case 'c':
		return g.companyRef(e.Idx)
	}
	return "nobody"
}

func (g *Game) processIn(s *stepState, e entity, a engine.Action) error {
	if a.Type == "end_game" {
		g.endGame("manually_ended")
		return nil
	}
	if a.Type == "program_share_pass" || a.Type == "program_buy_shares" || a.Type == "program_disable" {
		return nil // programmed actions are recorded; the actions they trigger are in the log
	}
	switch s.Kind {
	case stDraft:
		if a.Type == "bid" {
			return g.draftBid(e.Idx, a)
		}
		g.draftNext()
		return nil
	case stBuySellPar:
		return g.processStock(e, a)
	case stHomeTrack, stBonusTracks:
		return g.processHomeTrack(s, a)
	case stDiscardTrain:
		return g.processDiscardTrain(e.Idx, a)
	case stTrainProtection:
		return g.processProtection(a)
	case stPowerOR, stPowerORBlocking:
		if a.Type == "pass" {
			s.Passed = true
			return nil
		}
		return g.processChooseOR(e, a)
	case stBuyCompany:
		return g.processBuyCompanyOR(e.Idx, a)
	case stAssign:
		return g.processAssign(e.Idx, a)
	case stSpecialTrack:
		if a.Type == "pass" {
			// giving up the second tile ends the ability; the family keeps
			// the (now powerless) company, which still counts among its three
			g.companies[e.Idx].Used = g.trackUses(e.Idx)
			return nil
		}
		return g.processSpecialLay(e.Idx, a)
	case stSpecialToken:
		return g.processSpecialToken(e.Idx, a)
	case stTrack, stToken, stRoute, stDividend, stBuyTrain:
		return g.processFamilyStep(s, e, a)
	}
	return engine.Illegal("action", "%s is not handled in this step", a.Type)
}

// processFamilyStep takes an action in one of the operating family's own
// steps. In each, the family may use a power first or pass (where the step
// offers passing: process only hands a step the types it offers).
func (g *Game) processFamilyStep(s *stepState, e entity, a engine.Action) error {
	switch a.Type {
	case "pass":
		s.Passed = true
		return nil
	case "choose_ability":
		return g.processChooseOR(e, a)
	}
	switch s.Kind {
	case stTrack:
		if err := g.processLayTile(e.Idx, a, false); err != nil {
			return err
		}
		if g.round.NumLaidTrack >= 2 {
			s.Passed = true
		}
		return nil
	case stToken:
		return g.processPlaceToken(e.Idx, a)
	case stRoute:
		return g.processRunRoutes(e.Idx, a)
	case stDividend:
		return g.processDividend(e.Idx, a)
	}
	if a.Type == "sell_shares" {
		return g.processEmergencySell(e, a)
	}
	return g.processBuyTrain(e.Idx, a)
}

func (g *Game) processStock(e entity, a engine.Action) error {
	if e.Kind == 'c' {
		return g.processChooseSR(e.Idx, a)
	}
	p := e.Idx
	switch a.Type {
	case "pass":
		g.stockPass()
		return nil
	case "par":
		return g.processPar(p, a)
	case "buy_shares":
		return g.processBuyShares(p, a)
	case "sell_shares":
		return g.processSellShares(p, a)
	case "buy_company":
		return g.processBuyPower(p, a)
	case "choose_ability":
		return engine.Illegal("choose ability", "powers are used by the power itself (entity_type company)")
	}
	return engine.Illegal("stock round", "%s is not a stock round action", a.Type)
}

func (g *Game) processHomeTrack(s *stepState, a engine.Action) error {
	r := g.round
	f := r.FloatedFam
	if a.Type == "pass" {
		if s.Kind == stHomeTrack {
			r.AvailTracks = nil
		} else {
			r.BonusTracks = 0
		}
		r.NumLaidTrack = 0
		return nil
	}
	if s.Kind == stHomeTrack {
		if a.Hex != g.fams[f].Home {
			return engine.Illegal("home track", "the home track goes on %s", g.fams[f].Home)
		}
		name := tileName(a.Tile)
		if !contains(r.AvailTracks, name) {
			return engine.Illegal("home track", "tile %s is not allowed for the home (%v)", name, r.AvailTracks)
		}
		rot := 0
		if a.Rotation != nil {
			rot = *a.Rotation
		}
		opts := g.homeLayOpts(f)
		if _, err := g.board.lay(a.Hex, a.Tile, rot, opts); err != nil {
			return err
		}
		r.AvailTracks = nil
		r.NumLaidTrack = 0
		return nil
	}
	rot := 0
	if a.Rotation != nil {
		rot = *a.Rotation
	}
	if err := g.checkTerrainCash(f, a.Hex); err != nil {
		return err
	}
	opts := g.bonusLayOpts(f)
	cost, err := g.board.lay(a.Hex, a.Tile, rot, opts)
	if err != nil {
		return err
	}
	cost = g.terrainCost(f, cost)
	if cost > 0 {
		g.pay(famBase+f, holderBank, cost)
	}
	r.NumLaidTrack++
	if r.NumLaidTrack == r.BonusTracks {
		r.BonusTracks = 0
		r.NumLaidTrack = 0
	}
	return nil
}

func tileName(instance string) string {
	for i := len(instance) - 1; i >= 0; i-- {
		if instance[i] == '-' {
			return instance[:i]
		}
	}
	return instance
}

// afterProcess skips what has nothing left to do and moves the turn on.
func (g *Game) afterProcess(st *stepState) {
	if g.finished {
		return
	}
	g.skipSteps()
	switch g.round.Kind {
	case rDraft:
		if g.activeStep() == nil {
			g.newStockRound() // 18ZOO keeps the seat order after the draft
		}
	case rStock:
		if g.activeStep() == nil {
			g.stockNextEntity()
		}
	case rOperating:
		if g.activeStep() == nil {
			g.endOperatingTurn()
		}
	}
}

// stockMoves are the stock-round moves whose processors check every rule
// themselves, so that a refused one names its rule rather than the turn.
var stockMoves = map[string]bool{"buy_shares": true, "par": true, "sell_shares": true, "buy_company": true}

// homeTrackRequired: a family whose home is still white must lay its home
// track when one of the allowed tiles is left (it may pass otherwise).
func (g *Game) homeTrackRequired() bool {
	f := g.round.FloatedFam
	if g.board.color(g.fams[f].Home) != hexmap.White {
		return false
	}
	for _, t := range g.round.AvailTracks {
		if g.board.b.Available(t) > 0 {
			return true
		}
	}
	return false
}
