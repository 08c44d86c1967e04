package g18zoo

import "ferro/engine"

// boardState is the game's view of the map: which tile lies where, and
// whose stations stand in which cities. Tile legality (colours, exits,
// connectivity) and terrain costs come from the zoomap board once it is
// wired in; until then lays are recorded as given.
type boardState struct {
	Letter string
	Tiles  map[string]string // hex → tile instance ("57-0")
	Rot    map[string]int
	Tokens map[string][]string // hex → family symbols
}

func newBoardState(letter string, _ map[string]bool) (*boardState, error) {
	return &boardState{Letter: letter, Tiles: map[string]string{}, Rot: map[string]int{}, Tokens: map[string][]string{}}, nil
}

func (b *boardState) clone() *boardState {
	c := &boardState{Letter: b.Letter, Tiles: make(map[string]string, len(b.Tiles)), Rot: make(map[string]int, len(b.Rot)),
		Tokens: make(map[string][]string, len(b.Tokens))}
	for k, v := range b.Tiles {
		c.Tiles[k] = v
	}
	for k, v := range b.Rot {
		c.Rot[k] = v
	}
	for k, v := range b.Tokens {
		c.Tokens[k] = append([]string(nil), v...)
	}
	return c
}

// lay places a tile and returns the terrain cost.
func (b *boardState) lay(fam, hex, tile string, rot int) (int, error) {
	if hex == "" || tile == "" {
		return 0, engine.Illegal("lay tile", "a tile and a hex are needed")
	}
	for h, t := range b.Tiles {
		if t == tile && h != hex {
			return 0, engine.Illegal("tile supply", "tile %s is already on %s", tile, h)
		}
	}
	b.Tiles[hex] = tile
	b.Rot[hex] = rot
	return 0, nil
}

func (b *boardState) placeToken(fam, hex string) error {
	for _, s := range b.Tokens[hex] {
		if s == fam {
			return engine.Illegal("one station per hex", "%s already has a station on %s", fam, hex)
		}
	}
	b.Tokens[hex] = append(b.Tokens[hex], fam)
	return nil
}
