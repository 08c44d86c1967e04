package view

import (
	"reflect"
	"testing"
)

func TestGridMarket(t *testing.T) {
	zones := []Zone{{ID: "low"}, {ID: "high"}}
	m := GridMarket(zones, [][]int{{50, 60, 70}, {40, 50}}, func(p int) Cell {
		c := Cell{Price: p, Zones: []string{"low"}}
		if p >= 60 {
			c.Zones = []string{"high"}
		}
		return c
	})
	for _, mk := range []struct {
		row, col int
		sym      string
	}{{0, 1, "AA"}, {0, 1, "BB"}, {1, 2, "off"}, {-1, 0, "off"}, {2, 0, "off"}, {1, 0, "CC"}} {
		m.Mark(mk.row, mk.col, mk.sym)
	}
	want := &Market{Zones: zones, Rows: [][]Cell{
		{{Price: 50, Zones: []string{"low"}}, {Price: 60, Zones: []string{"high"}, Markers: []string{"AA", "BB"}}, {Price: 70, Zones: []string{"high"}}},
		{{Price: 40, Zones: []string{"low"}, Markers: []string{"CC"}}, {Price: 50, Zones: []string{"low"}}},
	}}
	if !reflect.DeepEqual(m, want) {
		t.Errorf("market\n%+v\nwant\n%+v", m, want)
	}
}
