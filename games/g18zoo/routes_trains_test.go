package g18zoo

import (
	"testing"

	"ferro/route"
)

func TestRouteTrain(t *testing.T) {
	tests := []struct {
		id   string
		want route.Train
		bad  bool
	}{
		{id: "2S-0", want: route.Train{ID: "2S-0", Name: "2S", Stops: 2}},
		{id: "3S Long-0", want: route.Train{ID: "3S Long-0", Name: "3S Long", Stops: 3}},
		{id: "4S Perm-1", want: route.Train{ID: "4S Perm-1", Name: "4S Perm", Stops: 4}},
		{id: "4J-3", want: route.Train{ID: "4J-3", Name: "4J", Stops: 4, Towns: true, Multiplier: 2}},
		{id: "2J-0", want: route.Train{ID: "2J-0", Name: "2J", Stops: 2, Towns: true, Multiplier: 2}},
		{id: "1S-0", want: route.Train{ID: "1S-0", Name: "1S", Stops: 1, Local: "Patch"}},
		{id: "3X-0", bad: true},
		{id: "S-0", bad: true},
		{id: "3S Fast-0", bad: true},
		{id: "3S", bad: true},
	}
	for _, tc := range tests {
		got, err := RouteTrainID(tc.id)
		if tc.bad != (err != nil) || (!tc.bad && got != tc.want) {
			t.Errorf("%s: %+v, %v", tc.id, got, err)
		}
	}
}
