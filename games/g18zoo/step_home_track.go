package g18zoo

import (
	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/engine/rounds"
	"ferro/games/g18zoo/zoomap"
)

// The stock round's track steps after a par: the floated family's home
// track (from the tiles its par allows), then the yellow bonus tracks of a
// green or brown par.
type homeTrackStep struct{}
type bonusTracksStep struct{}

func (h homeTrackStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e == fam(g.round.FloatedFam) {
		if h.required(g) {
			return actLayTile
		}
		return actLayTile | actPass
	}
	return 0
}

func (homeTrackStep) Active(g *Game) bool {
	return g.round.FloatedFam >= 0 && len(g.round.AvailTracks) > 0
}

func (homeTrackStep) WaitsFor(g *Game) (rounds.Entity, bool) { return fam(g.round.FloatedFam), true }

func (homeTrackStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	return processHomeTrack(g, s, a)
}

// required: a family whose home is still white must lay its home track
// when one of the allowed tiles is left (it may pass otherwise).
func (homeTrackStep) required(g *Game) bool {
	f := g.round.FloatedFam
	if g.board.color(g.fams[f].Home) != hexmap.White {
		return false
	}
	return anyOf(len(g.round.AvailTracks), func(i int) bool { return g.board.b.Available(g.round.AvailTracks[i]) > 0 })
}

func (bonusTracksStep) Actions(g *Game, e rounds.Entity) rounds.Set {
	if e == fam(g.round.FloatedFam) {
		return actLayTile | actPass
	}
	return 0
}

func (bonusTracksStep) Active(g *Game) bool {
	return g.round.FloatedFam >= 0 && g.round.BonusTracks > 0
}

func (bonusTracksStep) WaitsFor(g *Game) (rounds.Entity, bool) { return fam(g.round.FloatedFam), true }

func (bonusTracksStep) Process(g *Game, s *rounds.State, e rounds.Entity, a engine.Action) error {
	return processHomeTrack(g, s, a)
}

// processHomeTrack takes a lay or pass in either track step.
func processHomeTrack(g *Game, s *rounds.State, a engine.Action) error {
	r := g.round
	f := r.FloatedFam
	if a.Type == "pass" {
		if s.Kind == stHomeTrack {
			r.AvailTracks = nil
		} else {
			r.BonusTracks = 0
		}
		r.NumLaidTrack = 0
		return nil
	}
	if s.Kind == stHomeTrack {
		if a.Hex != g.fams[f].Home {
			return engine.Illegal("home track", "the home track goes on %s", g.fams[f].Home)
		}
		name := tileName(a.Tile)
		if !contains(r.AvailTracks, name) {
			return engine.Illegal("home track", "tile %s is not allowed for the home (%v)", name, r.AvailTracks)
		}
		rot := engine.IntOr(a.Rotation, 0)
		opts, _, _ := homeTrackStep{}.layRules(g, fam(f))
		if _, err := g.board.lay(a.Hex, a.Tile, rot, opts); err != nil {
			return err
		}
		r.AvailTracks = nil
		r.NumLaidTrack = 0
		return nil
	}
	opts, _, _ := bonusTracksStep{}.layRules(g, fam(f))
	if err := g.board.layPaying(a, opts, terrainPayer{g, f}); err != nil {
		return err
	}
	r.NumLaidTrack++
	if r.NumLaidTrack == r.BonusTracks {
		r.BonusTracks = 0
		r.NumLaidTrack = 0
	}
	return nil
}

// layRules: the home track after a par, from the tiles that par allows,
// terrain free.
func (homeTrackStep) layRules(g *Game, e rounds.Entity) (hexmap.LayOpts, int, []string) {
	f := g.round.FloatedFam
	return zoomap.HomeTrackOpts(g.board.letter, g.fams[f].Sym, g.fams[f].price()), -1, nil
}

// List: the home track's lays.
func (st homeTrackStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	return listLays(g, st, e, base, out)
}

// layRules: the yellow tracks of a green or brown par, paying terrain.
func (bonusTracksStep) layRules(g *Game, e rounds.Entity) (hexmap.LayOpts, int, []string) {
	f := g.round.FloatedFam
	return zoomap.BonusTrackOpts(g.fams[f].Sym, hexmap.Colors(hexmap.Yellow)), f, nil
}

// List: the bonus tracks' lays.
func (st bonusTracksStep) List(g *Game, e rounds.Entity, base engine.Action, out []engine.Action) []engine.Action {
	return listLays(g, st, e, base, out)
}
