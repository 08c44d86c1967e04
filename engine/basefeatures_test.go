package engine

import "testing"

func TestBaseFeatures(t *testing.T) {
	got := BaseFeatures(120, 30, 2.5, true, 3, 12)
	want := SeatFeatures{Score: 120, Cash: 30, RoundsLeft: 2.5, Priority: 1, CertSlack: 0.75}
	if got != want {
		t.Errorf("BaseFeatures(120, 30, 2.5, priority, 3 of 12) = %+v, want %+v", got, want)
	}
	if got := BaseFeatures(5, 5, 0, false, 4, 0); got.Priority != 0 || got.CertSlack != 0 {
		t.Errorf("without priority and limit: Priority %v, CertSlack %v, want 0 and 0", got.Priority, got.CertSlack)
	}
}
