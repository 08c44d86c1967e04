package draw

import (
	"ferro/engine/view"
	"ferro/logtext"
)

// The words the board writes come from the message catalogues (package
// logtext), in the language BoardOptions.Lang names.

// initial is the letter shown with a phase colour's revenue box and after
// the number of a laid tile of that colour, in lang; false for a colour
// that has none.
func initial(lang, colour string) (string, bool) {
	key := "colour.initial." + colour
	if colour == "" || !logtext.Has("en", key) {
		return "", false
	}
	return logtext.Render(lang, view.Say(key)), true
}

// say is p in lang, or text where the view gave no phrase.
func say(lang string, p view.Phrase, text string) string {
	if p.Key == "" {
		return text
	}
	return logtext.Render(lang, p)
}
