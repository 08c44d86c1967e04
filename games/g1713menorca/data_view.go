package g1713menorca

import "ferro/engine/view"

// The words and colours the view and the log show.

// stepNames are the operating turn's steps (stepTile…stepDone) as words.
var stepNames = []string{"lay tile", "place port or factory", "buy vehicles", "run routes", "dividend", "sell own certificates", "buy back certificates", "forced vehicle purchase", "done"}

// stepKeys are stepNames as catalogue keys (package logtext).
var stepKeys = []string{"menorca.step.lay_tile", "menorca.step.place_token", "menorca.step.buy_vehicles", "menorca.step.run_routes",
	"menorca.step.dividend", "menorca.step.sell_own", "menorca.step.buy_back", "menorca.step.forced_vehicle", "menorca.step.done"}

// companyColors: Okabe–Ito colours, told apart with any common colour
// vision deficiency; tokens carry the company's letters as well.
var companyColors = map[string][2]string{
	"RNC": {"#0072B2", "#ffffff"}, "RCC": {"#D55E00", "#000000"}, "CCM": {"#009E73", "#000000"},
	"RADM": {"#000000", "#ffffff"}, "RAM": {"#F0E442", "#000000"}, "ART": {"#CC79A7", "#000000"},
	"DES": {"#56B4E9", "#000000"},
}

var viewColor = []string{"land", "yellow", "green", "brown", "gray"}

// marketZones are the market's zones as the view names them, a new list
// for each view.
func marketZones() []view.Zone {
	return []view.Zone{
		{ID: "grey", Name: "allowed initial market value", Say: view.Say("zone.grey"), Color: "#BDBDBD", Symbol: "◆"},
		{ID: "yellow", Name: "players may hold more than 60%", Say: view.Say("zone.yellow"), Color: "#FFF2AE", Symbol: "Y"},
		{ID: "orange", Name: "certificates do not count against the limit", Say: view.Say("zone.orange"), Color: "#FDCDAC", Symbol: "O"},
		{ID: "bankrupt", Name: "the company is bankrupt", Say: view.Say("zone.bankrupt"), Color: "#000000", Symbol: "✖"},
		{ID: "plain", Name: "value", Say: view.Say("zone.value"), Color: "#FFFFFF"},
	}
}
