package g18zoo

import (
	"sync"

	"ferro/engine"
	"ferro/engine/hexmap"
	"ferro/games/g18zoo/zoomap"
	"ferro/route"
)

// boardState is the game's map: the hexmap board of the game's map letter,
// with 18ZOO's tile rules installed by zoomap.
type boardState struct {
	letter string
	b      *hexmap.Board

	// gen counts changes to the board; routes is route's read-only view
	// of it as of generation routesGen (shared by clones until either changes).
	gen       int
	routes    *route.Board
	routesGen int
	// digest is the content digest of routes as of generation digestGen
	// (valid when hasDigest): the best-run memo's key (ai.go).
	digest    route.Digest
	digestGen int
	hasDigest bool
}

// touch records a change made to the board directly (marks, reservations,
// blockers, Hole tiles).
func (s *boardState) touch() { s.gen++ }

// routeBoard is the board as route reads it, rebuilt only after a change.
func (s *boardState) routeBoard() *route.Board {
	if s.routes == nil || s.routesGen != s.gen {
		s.routes, s.routesGen = route.FromHexmap(s.b), s.gen
	}
	return s.routes
}

// routeDigest is the content digest of routeBoard, computed once a
// generation.
func (s *boardState) routeDigest() route.Digest {
	if !s.hasDigest || s.digestGen != s.gen {
		s.digest, s.digestGen, s.hasDigest = s.routeBoard().Digest(), s.gen, true
	}
	return s.digest
}

// checkBoards are scratch route boards for checkBoard.
var checkBoards = sync.Pool{New: func() any { return new(route.Board) }}

// checkBoard is a route board on which route.Check reads routes as on
// the whole board: the whole board if it is converted already, else only
// the hexes the routes name and extra (the Hole areas), built in a
// scratch board. done hands the scratch board back once Check is done.
func (s *boardState) checkBoard(routes []engine.Route, extra []string) (b *route.Board, done func()) {
	if s.routes != nil && s.routesGen == s.gen {
		return s.routes, func() {}
	}
	scratch := checkBoards.Get().(*route.Board)
	return route.FromHexmapFor(scratch, s.b, routes, extra...), func() { checkBoards.Put(scratch) }
}

// newBoardState is the board of map letter for a game with the optional
// rules given (zoomap reads those that change the map).
func newBoardState(letter string, rules []string) (*boardState, error) {
	b, err := zoomap.NewBoardWith(letter, rules)
	if err != nil {
		return nil, err
	}
	return &boardState{letter: letter, b: b}, nil
}

func (s *boardState) clone() *boardState {
	c := *s
	c.b = s.b.Clone()
	return &c
}

// phaseColors are the tile colours of a phase.
func phaseColors(p phase) hexmap.ColorSet {
	var cs []hexmap.Color
	for _, c := range p.Tiles {
		if col, ok := hexmap.ParseColor(c); ok {
			cs = append(cs, col)
		}
	}
	return hexmap.Colors(cs...)
}

// newestColor is the newest tile colour of phase p (yellow at least).
func (p phase) newestColor() hexmap.Color {
	c := hexmap.Yellow
	for _, s := range p.Tiles {
		if col, ok := hexmap.ParseColor(s); ok && col > c {
			c = col
		}
	}
	return c
}

// color is the colour of the tile on a hex.
func (s *boardState) color(hex string) hexmap.Color {
	h, ok := s.b.Hex(hex)
	if !ok {
		return hexmap.White
	}
	return s.b.Color(h)
}

func (s *boardState) lay(hex, tile string, rot int, opts hexmap.LayOpts) (int, error) {
	cost, err := s.b.Lay(hex, tile, rot, opts)
	if err == nil {
		s.gen++
	}
	return cost, err
}

// layPaying lays the action's tile with opts, p paying its terrain
// (hexmap.Board.LayPaying: a lay p cannot pay for is refused first).
func (s *boardState) layPaying(a engine.Action, opts hexmap.LayOpts, p hexmap.Payer) error {
	rot := engine.IntOr(a.Rotation, 0)
	if err := s.b.LayPaying(a.Hex, a.Tile, rot, opts, p); err != nil {
		return err
	}
	s.gen++
	return nil
}

func (s *boardState) placeHome(fam string) error {
	s.gen++
	return zoomap.PlaceHome(s.b, s.letter, fam)
}

func (s *boardState) placeToken(fam string, a engine.Action, opts hexmap.TokenOpts) (string, error) {
	hex, city := a.Hex, 0
	if a.City != "" {
		h, c, err := s.b.FindCity(a.City)
		if err != nil {
			return "", engine.Illegal("place token", "%v", err)
		}
		hex, city = s.b.Map().HexID(h), c
	}
	if hex == "" {
		return "", engine.Illegal("place token", "no city named")
	}
	s.gen++
	return hex, s.b.PlaceToken(hex, city, fam, opts)
}

// firstCitiesOpen are the hexes, not white, whose first city has a slot
// open to anyone (asked once for every hex: each question lists the
// board's open slots).
func (s *boardState) firstCitiesOpen() map[string]bool {
	b := s.b
	open := map[string]bool{}
	for _, t := range b.LegalTokens("#probe", hexmap.TokenOpts{IgnoreConnection: true}) {
		if h, ok := b.Hex(t.Hex); ok && t.City == 0 && b.Color(h) != hexmap.White {
			open[t.Hex] = true
		}
	}
	return open
}

// reaches reports whether family fam's network runs on a hex.
func (s *boardState) reaches(fam, hex string) bool {
	h, ok := s.b.Hex(hex)
	return ok && s.b.Reach(fam).Hex(h)
}

func (s *boardState) canToken(fam string) bool {
	return s.b.CanToken(fam, hexmap.TokenOpts{})
}
