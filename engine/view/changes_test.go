package view

import (
	"encoding/json"
	"testing"
)

// Diff finds a price moved (with its cells), a player's cash and holdings
// changed, a train bought, a train sold to another family, a train rusted
// and one discarded, an item gained, and the phase; what did not change is
// not listed.
func TestDiff(t *testing.T) {
	a := &View{At: 3,
		Players: []Player{
			{ID: "1", Cash: 100, Shares: []Holding{{Family: "R", Percent: 20}}},
			{ID: "2", Cash: 50},
		},
		Families: []Family{
			{ID: "R", Cash: 10, Price: 70, Cell: &[2]int{0, 3}, Trains: []string{"2", "2"}, TrainIDs: []string{"2-0", "2-1"}},
			{ID: "B", Cash: 40, Price: 60, Cell: &[2]int{1, 2}, Trains: []string{"3"}, TrainIDs: []string{"3-0"}},
			{ID: "G", Cash: 0},
		},
		Depot:  &Depot{},
		Phases: []Phase{{Name: "2", Current: true}, {Name: "3"}},
	}
	b := &View{At: 9,
		Players: []Player{
			{ID: "1", Cash: 60, Shares: []Holding{{Family: "R", Percent: 30}, {Family: "B", Percent: 10}}, Items: []Item{{ID: "p1", Name: "Wings"}}},
			{ID: "2", Cash: 50},
		},
		Families: []Family{
			{ID: "R", Cash: 10, Price: 80, Cell: &[2]int{0, 4}, Trains: []string{"3"}, TrainIDs: []string{"3-0"}},
			{ID: "B", Cash: 140, Price: 60, Cell: &[2]int{1, 2}, Trains: []string{"4"}, TrainIDs: []string{"4-0"}},
			{ID: "G", Cash: 0},
		},
		Depot:  &Depot{Discarded: []string{"2"}},
		Phases: []Phase{{Name: "2"}, {Name: "3", Current: true}},
	}
	got, _ := json.Marshal(Diff(a, b))
	want := `{"from":3,"to":9,` +
		`"prices":[{"family":"R","from":70,"to":80,"from_cell":[0,3],"to_cell":[0,4]}],` +
		`"players":[{"player":"1","cash_from":100,"cash_to":60,"shares":[{"family":"R","from":20,"to":30},{"family":"B","from":0,"to":10}],"gained":["Wings"]}],` +
		`"families":[{"family":"R","cash_from":10,"cash_to":10,"bought":["3"],"lost":["2","2"]},{"family":"B","cash_from":40,"cash_to":140,"bought":["4"],"lost":["3"]}],` +
		`"rusted":[{"family":"R","train":"2"}],` +
		`"phase":{"from":"2","to":"3"}}`
	if string(got) != want {
		t.Fatalf("Diff:\n%s\nwant\n%s", got, want)
	}
	if c := Diff(b, b); len(c.Prices)+len(c.Players)+len(c.Families)+len(c.Rusted) != 0 || c.Phase != nil {
		t.Fatalf("a view against itself: %+v", c)
	}
}
