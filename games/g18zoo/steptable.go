package g18zoo

import "ferro/engine/rounds"

// The step table: every step of 18ZOO's rounds is one row here, and the
// rounds list their steps below, in the order the rules take them. A row
// is the step's kind (the variable: rounds.Machine.Add numbers the kinds in
// the rows' order), its value (its type in step_<name>.go, which holds all
// it does), and its name in the view (the name and its catalogue key for
// package logtext). Adding a step is its file and its row here, in the
// round lists that have it.
var (
	stEndGame         = stepRow(endGameStep{}, "end of game", "zoo.step.end_game")
	stProgram         = stepRow(programStep{}, "programmed actions", "zoo.step.program")
	stDraft           = stepRow(draftStep{}, "draft", "zoo.step.draft")
	stDiscardTrain    = stepRow(discardStep{}, "discard a train", "zoo.step.discard_train")
	stHomeTrack       = stepRow(homeTrackStep{}, "home track", "zoo.step.home_track")
	stBonusTracks     = stepRow(bonusTracksStep{}, "bonus tracks", "zoo.step.bonus_tracks")
	stTrainProtection = stepRow(protectionStep{}, "train protection", "zoo.step.train_protection")
	stBuySellPar      = stepRow(stockStep{}, "buy, sell or par", "zoo.step.buy_sell_par")
	stAssign          = stepRow(assignStep{}, "assign a marker", "zoo.step.assign")
	stSpecialTrack    = stepRow(specialTrackStep{}, "special track", "zoo.step.special_track")
	stSpecialToken    = stepRow(specialTokenStep{}, "special station", "zoo.step.special_token")
	stPowerOR         = stepRow(powerORStep{}, "use a power", "zoo.step.power")
	stBuyCompany      = stepRow(buyCompanyStep{}, "buy a power", "zoo.step.buy_company")
	stTrack           = stepRow(trackStep{}, "lay track", "zoo.step.track")
	stToken           = stepRow(tokenStep{}, "place a station", "zoo.step.token")
	stRoute           = stepRow(routeStep{}, "run routes", "zoo.step.route")
	stDividend        = stepRow(dividendStep{}, "pay or withhold", "zoo.step.dividend")
	stBuyTrain        = stepRow(buyTrainStep{}, "buy trains", "zoo.step.buy_train")
	stPowerORBlocking = stepRow(powerORBlockingStep{}, "use a power", "zoo.step.power")
)

// roundSteps are each round's steps, in the order the rules take them.
var roundSteps = [numRoundKinds][]rounds.StepKind{
	rDraft: {stEndGame, stProgram, stDraft},
	rStock: {stEndGame, stProgram, stDiscardTrain, stHomeTrack, stBonusTracks, stTrainProtection, stBuySellPar},
	rOperating: {stEndGame, stProgram, stAssign, stSpecialTrack, stSpecialToken, stTrainProtection, stPowerOR, stBuyCompany,
		stTrack, stToken, stRoute, stDividend, stDiscardTrain, stBuyTrain, stPowerORBlocking},
}

// stepNames and stepKeys are the steps' names in the view, and as
// catalogue keys (package logtext), by kind.
var stepNames, stepKeys []string

// stepRow defines the next step kind with its value and names.
func stepRow(st rounds.Step[*Game], name, key string) rounds.StepKind {
	k := steps.Add(st)
	stepNames, stepKeys = append(stepNames, name), append(stepKeys, key)
	return k
}
