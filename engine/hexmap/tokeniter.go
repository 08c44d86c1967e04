package hexmap

import "iter"

// TokensAll yields every token on the board in placement order, without
// copying the list (Tokens does).
func (b *Board) TokensAll() iter.Seq[Token] {
	return func(yield func(Token) bool) {
		for _, tk := range b.tokens {
			if !yield(tk) {
				return
			}
		}
	}
}
