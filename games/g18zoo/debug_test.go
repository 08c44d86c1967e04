package g18zoo

import (
	"os"
	"testing"

	"ferro/engine"
	"ferro/engine/hexmap"
)

func TestDebugTokens(t *testing.T) {
	path := os.Getenv("DBG_FILE")
	if path == "" {
		t.Skip("set DBG_FILE and DBG_ID")
	}
	data, _ := os.ReadFile(path)
	rec, _ := engine.ParseRecord(data)
	cfg, _ := rec.Config()
	gi, _ := Titles()[0].New(cfg)
	for _, ti := range Titles() {
		if ti.Name() == rec.Title {
			gi, _ = ti.New(cfg)
		}
	}
	g := gi.(*Game)
	eff, _ := engine.Effective(rec.Actions)
	stop := atoi(os.Getenv("DBG_ID"))
	for _, i := range eff {
		a := rec.Actions[i]
		if a.ID == stop {
			break
		}
		if err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	f := g.operator()
	t.Logf("operator %s cash %d next token %d", g.fams[f].Sym, g.fams[f].Cash, g.nextTokenPrice(f))
	for _, fm := range g.fams {
		t.Logf("%s floated %v tokens %d", fm.Sym, fm.Floated, fm.TokensUsed)
	}
	h, _ := g.board.b.Hex("I3")
	t.Logf("I3 tile %s tokens %+v", g.board.b.TileID(h), g.board.b.TokensAt(h, 0))
	for _, s := range g.board.b.LegalTokens(g.fams[f].Sym, hexmap.TokenOpts{}) {
		t.Logf("token spot %+v", s)
	}
}
