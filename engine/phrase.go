package engine

import "ferro/engine/view"

// Phrase is a log line (or any text a title writes for people) as a
// message key and its arguments, rendered in the reader's language by
// the server; see view.Phrase.
type Phrase = view.Phrase

// Say is the phrase key with placeholders named and valued by kv
// (alternating names and values); see view.Say.
func Say(key string, kv ...any) Phrase { return view.Say(key, kv...) }
