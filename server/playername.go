package server

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"ferro/engine"
)

// The rules of a player (seat) name, wherever one comes from: a hotseat
// game's names, a join, a bot seat, an imported record.
//
//   - It is valid UTF-8 in Unicode normal form C (a name given in another
//     form is normalized; an imported one must already be, as the record's
//     actions name it so).
//   - It holds no control character (newline, BEL, U+0000…) and no
//     bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069,
//     U+200E, U+200F, U+061C), which would make it read as another.
//   - Without its invisible characters (zero-width spaces and joiners,
//     word joiner, BOM, soft hyphen, Hangul fillers…) it is 1 to
//     maxNameChars characters, and names are compared that way, ignoring
//     case: "alice\u200b" is "alice".
const maxNameChars = 40

// maxIDChars bounds an imported record's player ids.
const maxIDChars = 40

// playerName checks n and returns it normalized (NFC, surrounding white
// space trimmed), or a 400 saying which rule it breaks.
func playerName(n string) (string, error) {
	if !utf8.ValidString(n) {
		return "", badRequest("player name %q is not valid UTF-8", n)
	}
	n = strings.TrimSpace(norm.NFC.String(n))
	if err := nameChars(n); err != nil {
		return "", err
	}
	if k := utf8.RuneCountInString(nameKey(n)); k == 0 || k > maxNameChars || len(n) > 4*maxNameChars {
		return "", badRequest("player names must be 1 to %d visible characters", maxNameChars)
	}
	return n, nil
}

// nameChars refuses control and bidi characters.
func nameChars(n string) error {
	for _, r := range n {
		switch {
		case r == 0:
			return badRequest("player name holds U+0000")
		case unicode.IsControl(r):
			return badRequest("player name %q holds a control character (U+%04X)", n, r)
		case isBidiControl(r):
			return badRequest("player name %q holds a bidirectional control (U+%04X)", n, r)
		}
	}
	return nil
}

func isBidiControl(r rune) bool {
	return r == 0x061C || r == 0x200E || r == 0x200F || (r >= 0x202A && r <= 0x202E) || (r >= 0x2066 && r <= 0x2069)
}

// isInvisible: a character that draws nothing (format characters such as
// U+200B–U+200D, U+2060, U+FEFF and the soft hyphen, and the fillers
// that look like nothing).
func isInvisible(r rune) bool {
	switch r {
	case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x034F, 0x180E:
		return true
	}
	return unicode.Is(unicode.Cf, r) || unicode.Is(unicode.Variation_Selector, r)
}

// nameKey is the form names are compared in: NFC, without invisible
// characters (compare keys with strings.EqualFold).
func nameKey(n string) string {
	return strings.Map(func(r rune) rune {
		if isInvisible(r) {
			return -1
		}
		return r
	}, norm.NFC.String(n))
}

// sameName: a and b are one name to a reader.
func sameName(a, b string) bool { return strings.EqualFold(nameKey(a), nameKey(b)) }

// checkImportPlayers applies the name rules to an imported record's
// players, and refuses player ids that repeat, are empty or long, or hold
// control characters: a 400 saying which player breaks which rule.
func checkImportPlayers(players []engine.Player) error {
	for i, p := range players {
		n, err := playerName(p.Name)
		if err != nil {
			return badRequest("player %d of the record: %s", i+1, err.(*apiError).Message)
		}
		if n != p.Name {
			return badRequest("player %d of the record: name %q has surrounding white space or is not in Unicode normal form C", i+1, p.Name)
		}
		if p.ID == "" || utf8.RuneCountInString(p.ID) > maxIDChars || !utf8.ValidString(p.ID) || nameChars(p.ID) != nil {
			return badRequest("player %d of the record: id %q must be 1 to %d characters without control characters", i+1, p.ID, maxIDChars)
		}
		for _, q := range players[:i] {
			if q.ID == p.ID {
				return badRequest("player %d of the record: id %q is another player's too", i+1, p.ID)
			}
			if sameName(q.Name, p.Name) {
				return badRequest("player %d of the record: name %q is another player's too (%q; names must differ, ignoring case)", i+1, p.Name, q.Name)
			}
		}
	}
	return nil
}
