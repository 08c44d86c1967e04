package hexmap

import (
	"strconv"
	"strings"

	"ferro/engine"
)

// TokenOpts are the conditions of one token placement.
type TokenOpts struct {
	// IgnoreConnection places without the city being on the network
	// (home tokens, a power turning a reservation into a token, replay).
	IgnoreConnection bool
	// ExtraSlot places the token beyond the city's slots, needing no free
	// slot (a power granting an extra slot).
	ExtraSlot bool
	// SameHex allows a second token of the corporation on the hex.
	SameHex bool
}

// TokenSpot is a city where a token may go.
type TokenSpot struct {
	Hex  string
	City int // city ordinal on the tile
}

// Tokens lists every token on the board, in placement order.
func (b *Board) Tokens() []Token { return append([]Token(nil), b.tokens...) }

// TokensAt lists the tokens in city c of hex h.
func (b *Board) TokensAt(h, c int) []Token {
	var out []Token
	for _, tk := range b.tokens {
		if tk.Hex == h && tk.City == c {
			out = append(out, tk)
		}
	}
	return out
}

// Reservations lists the open reservations.
func (b *Board) Reservations() []Reservation { return append([]Reservation(nil), b.resv...) }

// HasToken reports whether corp has a token anywhere on hex h.
func (b *Board) HasToken(h int, corp string) bool {
	for _, tk := range b.tokens {
		if tk.Hex == h && !tk.Blocker && tk.Corp == corp {
			return true
		}
	}
	return false
}

// Blocks reports whether city c of hex h is closed to corp: every slot is
// filled and none holds its token. Route code stops there.
func (b *Board) Blocks(h, c int, corp string) bool {
	ni := b.cityNode(h, c)
	return ni >= 0 && b.blocks(h, ni, corp)
}

// CityNode is the node index of city ordinal c on hex h's tile, or -1.
func (b *Board) CityNode(h, c int) int { return b.cityNode(h, c) }

// FindCity resolves a city id as place_token actions write it,
// "TILE-COPY-CITY" ("201-0-0"; a preprinted tile is named by its hex,
// "K9-0-0"), to the hex and city ordinal where it lies now.
func (b *Board) FindCity(id string) (hex, city int, err error) {
	parts := strings.Split(id, "-")
	if len(parts) < 3 {
		return 0, 0, engine.Illegal("unknown city", "city id %q: want TILE-COPY-CITY", id)
	}
	c, err1 := strconv.Atoi(parts[len(parts)-1])
	k, err2 := strconv.Atoi(parts[len(parts)-2])
	name := strings.Join(parts[:len(parts)-2], "-")
	if err1 != nil || err2 != nil {
		return 0, 0, engine.Illegal("unknown city", "city id %q: want TILE-COPY-CITY", id)
	}
	for i, hs := range b.hex {
		if hs.copy >= 0 && int(hs.copy) == k && hs.tile.Name == name ||
			hs.copy < 0 && (hs.tile.Name == name || b.m.hexes[i].ID == name) {
			if c < 0 || c >= hs.tile.count(City) {
				return 0, 0, engine.Illegal("unknown city", "tile on %s has no city %d", b.m.hexes[i].ID, c)
			}
			return i, c, nil
		}
	}
	return 0, 0, engine.Illegal("unknown city", "no tile %s-%d is on the map", name, k)
}

// CityID names city c of hex h as actions do ("201-0-0", or "K9-0-0" on a
// preprinted tile).
func (b *Board) CityID(h, c int) string {
	hs := b.hex[h]
	if hs.copy < 0 {
		return hs.tile.Name + "-0-" + strconv.Itoa(c)
	}
	return hs.tile.Name + "-" + strconv.Itoa(int(hs.copy)) + "-" + strconv.Itoa(c)
}

// PlaceToken puts corp's token in city c of hex hexID. The city must have
// an open slot (or one reserved for corp), corp may not already have a
// token on the hex, and unless opts say otherwise the city must be on
// corp's network. On error the board is unchanged.
func (b *Board) PlaceToken(hexID string, c int, corp string, opts TokenOpts) error {
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return engine.Illegal("unknown hex", "there is no hex %s on this map", hexID)
	}
	var reach *Reach
	if !opts.IgnoreConnection {
		reach = b.Reach(corp)
	}
	slot, err := b.tokenSlot(h, c, corp, opts, reach, true)
	if err != nil {
		return err
	}
	b.changed()
	b.tokens = append(b.tokens, Token{Hex: h, City: c, Slot: slot, Corp: corp})
	b.dropReservation(h, c, corp)
	return nil
}

// tokenSlot checks a placement and returns the slot it takes. Without
// explain a refusal is errQuiet.
func (b *Board) tokenSlot(h, c int, corp string, opts TokenOpts, reach *Reach, explain bool) (int, error) {
	ni := b.cityNode(h, c)
	if ni < 0 {
		if !explain {
			return 0, errQuiet
		}
		return 0, engine.Illegal("unknown city", "%s has no city %d", b.m.HexID(h), c)
	}
	if corp == "" {
		if !explain {
			return 0, errQuiet
		}
		return 0, engine.Illegal("no corporation", "a token needs a corporation")
	}
	if !opts.SameHex && b.HasToken(h, corp) {
		if !explain {
			return 0, errQuiet
		}
		return 0, engine.Illegal("one token per hex", "%s already has a token on %s", corp, b.m.HexID(h))
	}
	if reach != nil && !reach.Node(h, ni) {
		if !explain {
			return 0, errQuiet
		}
		return 0, engine.Illegal("not connected", "%s city %d is not on %s's network", b.m.HexID(h), c, corp)
	}
	slot := -1
	if !opts.ExtraSlot {
		slot = b.openSlot(h, c, corp)
		if slot < 0 {
			if !explain {
				return 0, errQuiet
			}
			return 0, engine.Illegal("no free slot", "%s city %d has no slot open to %s", b.m.HexID(h), c, corp)
		}
	}
	return slot, nil
}

// openSlot is the slot corp may take in city c of hex h: its reservation,
// else the first slot neither filled nor reserved; -1 if none.
func (b *Board) openSlot(h, c int, corp string) int {
	ni := b.cityNode(h, c)
	slots := b.hex[h].tile.Nodes[ni].Slots
	for _, r := range b.resv {
		if r.Hex == h && r.City == c && r.Corp == corp && r.Slot < slots && !b.slotFilled(h, c, r.Slot) {
			return r.Slot
		}
	}
	for s := 0; s < slots; s++ {
		if !b.slotFilled(h, c, s) && !b.slotReserved(h, c, s) {
			return s
		}
	}
	return -1
}

func (b *Board) slotFilled(h, c, s int) bool {
	for _, tk := range b.tokens {
		if tk.Hex == h && tk.City == c && tk.Slot == s {
			return true
		}
	}
	return false
}

func (b *Board) slotReserved(h, c, s int) bool {
	for _, r := range b.resv {
		if r.Hex == h && r.City == c && r.Slot == s {
			return true
		}
	}
	return false
}

func (b *Board) dropReservation(h, c int, corp string) {
	for i, r := range b.resv {
		if r.Hex == h && r.City == c && r.Corp == corp {
			b.changed()
			b.resv = append(b.resv[:i:i], b.resv[i+1:]...)
			return
		}
	}
}

// LegalTokens lists every city where corp may place a token now under
// opts, in hex order then city order.
func (b *Board) LegalTokens(corp string, opts TokenOpts) []TokenSpot {
	var reach *Reach
	if !opts.IgnoreConnection {
		reach = b.Reach(corp)
	}
	var out []TokenSpot
	for h, hs := range b.hex {
		if reach != nil && reach.Nodes[h] == 0 {
			continue // (tokenSlot would refuse every city: none is reached)
		}
		hs.tile.prepare()
		nc := hs.tile.nCity
		for c := 0; c < nc; c++ {
			if _, err := b.tokenSlot(h, c, corp, opts, reach, false); err == nil {
				out = append(out, TokenSpot{Hex: b.m.HexID(h), City: c})
			}
		}
	}
	return out
}

// CanToken reports whether LegalTokens(corp, opts) would list a city,
// walking the network only until it finds one.
func (b *Board) CanToken(corp string, opts TokenOpts) bool {
	if opts.IgnoreConnection {
		return len(b.LegalTokens(corp, opts)) > 0
	}
	return b.ReachesNode(corp, func(h, n int) bool {
		t := b.hex[h].tile
		if t.Nodes[n].Kind != City {
			return false
		}
		_, err := b.tokenSlot(h, cityOrdinalOf(t, n), corp, opts, nil, false) // (reached: no network needed)
		return err == nil
	})
}

// Reserve keeps an open slot of city c on hex hexID for corp.
func (b *Board) Reserve(hexID string, c int, corp string) error {
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return engine.Illegal("unknown hex", "there is no hex %s on this map", hexID)
	}
	if b.cityNode(h, c) < 0 {
		return engine.Illegal("unknown city", "%s has no city %d", hexID, c)
	}
	s := b.openSlot(h, c, "")
	if s < 0 {
		return engine.Illegal("no free slot", "%s city %d has no open slot to reserve", hexID, c)
	}
	b.changed()
	b.resv = append(b.resv, Reservation{Hex: h, City: c, Slot: s, Corp: corp})
	return nil
}

// Block fills an open slot of city c on hex hexID with a blocker that
// belongs to no one.
func (b *Board) Block(hexID string, c int) error {
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return engine.Illegal("unknown hex", "there is no hex %s on this map", hexID)
	}
	if b.cityNode(h, c) < 0 {
		return engine.Illegal("unknown city", "%s has no city %d", hexID, c)
	}
	s := b.openSlot(h, c, "")
	if s < 0 {
		return engine.Illegal("no free slot", "%s city %d has no open slot to block", hexID, c)
	}
	b.changed()
	b.tokens = append(b.tokens, Token{Hex: h, City: c, Slot: s, Blocker: true})
	return nil
}

// RemoveToken takes corp's token (or, with corp "", a blocker) off hex
// hexID; it reports whether there was one.
func (b *Board) RemoveToken(hexID, corp string) bool {
	h, ok := b.m.HexIndex(hexID)
	if !ok {
		return false
	}
	for i, tk := range b.tokens {
		if tk.Hex == h && (tk.Blocker && corp == "" || !tk.Blocker && tk.Corp == corp) {
			b.changed()
			b.tokens = append(b.tokens[:i:i], b.tokens[i+1:]...)
			return true
		}
	}
	return false
}
