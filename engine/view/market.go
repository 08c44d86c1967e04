package view

// Market is the stock market grid. Row 0 is the top row; rows may have
// different lengths, and a missing cell has Price 0 and no Zones.
type Market struct {
	Rows [][]Cell `json:"rows"`
	// Zones says what each zone id of a cell means, with the colour and the
	// symbol it is drawn with (the symbol carries the meaning for readers
	// who cannot tell the colours apart).
	Zones []Zone `json:"zones"`
}

// Cell is one square of the market.
type Cell struct {
	Price int      `json:"price"`
	Zones []string `json:"zones,omitempty"` // ids into Market.Zones, the first one colours the cell
	// Notes are the cell's other figures, short ("run 150", "div 2"), in
	// English; Says, when set, holds the same notes as phrases, one for
	// each, for the server to show them in the reader's language.
	Notes []string `json:"notes,omitempty"`
	Says  []Phrase `json:"-"`
	// Markers are the families on the cell, first arrived first (the one on
	// top of the stack last).
	Markers []string `json:"markers,omitempty"`
}

// Zone is one meaning a market cell can have.
type Zone struct {
	ID     string `json:"id"`
	Name   string `json:"name"`
	Say    Phrase `json:"-"` // Name as a phrase, when the title gives one
	Color  string `json:"color"`
	Symbol string `json:"symbol,omitempty"`
}
