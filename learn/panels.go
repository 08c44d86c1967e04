package learn

import (
	"encoding/json"
	"fmt"

	"ferro/engine"
)

// Panels are the four figures shown beside a step: the focus player's
// cash, and the focus family's treasury, share price and trains. They are
// read from the game's snapshot (the trace format), never from the data.
type Panels struct {
	PlayerName string
	Cash       int
	Founded    bool // the family has a price; before that its panels are empty
	Treasury   int
	Price      int
	Trains     []string
}

// snapshotState is the part of a trace-format snapshot the panels read.
type snapshotState struct {
	Round     string `json:"round"`
	RoundType string `json:"round_type"`
	Turn      int    `json:"turn"`
	RoundNum  int    `json:"round_num"`
	Phase     string `json:"phase"`
	Players   []struct {
		Name string `json:"name"`
		Cash int    `json:"cash"`
	} `json:"players"`
	Corps []struct {
		ID     string          `json:"id"`
		Cash   int             `json:"cash"`
		Price  json.RawMessage `json:"price"` // [price, [row, col]] or null
		Trains []string        `json:"trains"`
	} `json:"corps"`
}

func readSnapshot(g engine.Game) (snapshotState, error) {
	var s snapshotState
	err := json.Unmarshal(g.Snapshot(), &s)
	return s, err
}

// PanelsOf reads the focus figures of a game.
func PanelsOf(g engine.Game, f Focus) (Panels, error) {
	s, err := readSnapshot(g)
	if err != nil {
		return Panels{}, err
	}
	var p Panels
	name := ""
	for _, pl := range g.Config().Players {
		if pl.ID == f.Player {
			name = pl.Name
		}
	}
	found := false
	for _, pl := range s.Players {
		if pl.Name == name {
			p.PlayerName, p.Cash, found = pl.Name, pl.Cash, true
		}
	}
	if !found {
		return p, fmt.Errorf("no player %q in the snapshot", f.Player)
	}
	for _, c := range s.Corps {
		if c.ID != f.Family {
			continue
		}
		p.Treasury = c.Cash
		p.Trains = append([]string{}, c.Trains...)
		p.Price, p.Founded = priceOf(c.Price)
		if !p.Founded && len(c.Price) > 0 && string(c.Price) != "null" {
			return p, fmt.Errorf("family %s: bad price %s", c.ID, c.Price)
		}
		return p, nil
	}
	return p, fmt.Errorf("no family %q in the snapshot", f.Family)
}

// priceOf reads a trace price, [price, [row, col]]; ok is false for null
// (a family not founded) or anything else.
func priceOf(raw json.RawMessage) (int, bool) {
	var price []json.RawMessage
	if len(raw) == 0 || json.Unmarshal(raw, &price) != nil || len(price) == 0 {
		return 0, false
	}
	var n int
	if json.Unmarshal(price[0], &n) != nil {
		return 0, false
	}
	return n, true
}
