package g18zoo_test

import (
	"path/filepath"
	"strings"
	"testing"

	"ferro/engine/history"
	"ferro/internal/testkit"
	"ferro/logtext"
)

// TestDescribe: the log lines of a real game say who did what, with the
// figures the state gives (prices, terrain), undone actions included.
func TestDescribe(t *testing.T) {
	title, rec, cfg := openRecord(t, filepath.Join(testkit.FixturesDir(t), "18zoo", "18ZOOMapC", "5774.json"))
	tl, err := history.New(title, cfg, rec.Actions, 0)
	if err != nil {
		t.Fatal(err)
	}
	v, err := tl.ViewAt(tl.Len())
	if err != nil {
		t.Fatal(err)
	}
	logtext.Fill(v.Log, "en")
	want := map[int]string{
		0:   "Player 2 bids 3$N for A squeeze",
		5:   "Player 1 pars Tigers (TI) at 6$N",
		6:   "TI lays tile 57 on I15",
		13:  "BB lays tile 57 on J6", // undone: written from the game it was applied to
		33:  "Player 1 buys a 20% share of Tigers (TI) from the IPO for 6$N",
		8:   "Player 2 undoes",
		45:  "ZOOTicket 1 is sold to the bank: Player 2 gets 4$N",
		170: "ZOOTicket 2 is sold to Brown bears (BB): the bank pays Brown bears (BB) 8$N",
	}
	for i, w := range want {
		if got := v.Log[i].Text; got != w {
			t.Errorf("line %d (%s): %q, want %q", i, v.Log[i].Type, got, w)
		}
	}
	if !v.Log[13].Undone || v.Log[6].Undone {
		t.Errorf("undone flags: line 13 %v, line 6 %v", v.Log[13].Undone, v.Log[6].Undone)
	}
	costs := 0
	for _, l := range v.Log {
		if l.Type == "lay_tile" && (strings.HasSuffix(l.Text, "$N hill)") || strings.HasSuffix(l.Text, "$N mountain)")) {
			costs++
		}
		if l.Type == "run_routes" && !strings.Contains(l.Text, "runs") {
			t.Errorf("line %d: %q", l.Index, l.Text)
		}
	}
	if costs == 0 {
		t.Error("no tile lay names its terrain cost")
	}
}
