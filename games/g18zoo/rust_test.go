package g18zoo

import "testing"

// TestTrainDepotPhases: 18ZOO's rusting and obsolescence are engine/depot
// data keyed by phase: the 2S rust in phase 4S, the 3S in 5S, the 3S Long
// and 4S become obsolete in 4J and then run once more.
func TestTrainDepotPhases(t *testing.T) {
	rusts := map[string]string{"2S": "4S", "3S": "5S"}
	obsolete := map[string]bool{"3S Long": true, "4S": true}
	for ti, tt := range trainTypes {
		want := -1
		if r, ok := rusts[tt.Name]; ok {
			want = phaseNamed(r)
		}
		if got := trainDepot.Types[ti].Rusts; got != want {
			t.Errorf("%s rusts in phase %d, want %d", tt.Name, got, want)
		}
		for p := range phases {
			if got := trainDepot.Obsoletes(ti, p); got != (obsolete[tt.Name] && phases[p].Name == "4J") {
				t.Errorf("%s obsolete in phase %s: %v", tt.Name, phases[p].Name, got)
			}
		}
	}
	if o := trainDepot.Obsolescence; !o.LastRun || o.Counts || o.Tradable {
		t.Errorf("an obsolete 18ZOO train runs once more, counts against no limit and is not traded: %+v", o)
	}
}
