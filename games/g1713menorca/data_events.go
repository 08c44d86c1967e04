package g1713menorca

// eventDef is the historical event card of an era, revealed when the era
// begins. In the base game each era has one card.
type eventDef struct {
	Era           int
	ID            string
	Name          string
	Text          string
	MaoBonus      int  // added to Maó's revenue from now on
	OffboardBonus int  // added to every off-board destination from now on
	Conquest      bool // the game ends after the current set of operating rounds
}

var eventDefs = []eventDef{
	{Era: 1, ID: "utrecht", Name: "Tractat d'Utrecht (1713)", Text: "Menorca passes to Britain; the game begins. No further effect."},
	{Era: 2, ID: "capital", Name: "La capital a Maó (1722)", Text: "The capital moves from Ciutadella to Maó: Maó is worth 10 R more from now on.", MaoBonus: 10},
	{Era: 3, ID: "corsaris", Name: "Patents de cors (1739)", Text: "Privateering licences: every off-board destination is worth 10 R more from now on.", OffboardBonus: 10},
	{Era: 4, ID: "conquesta", Name: "Verovering 1756", Text: "The French conquest: the current set of operating rounds is played out, then the game ends.", Conquest: true},
}
