package view

// Phrase is a text to be shown in the reader's language: a key of the
// message catalogues and the values of its {name} placeholders. A value
// is shown as it is when it is a string or a number, and rendered in the
// same language when it is itself a Phrase, so a word that has a
// translation (a terrain, a dividend) travels as a Phrase and a name (a
// player, a hex, an amount of money) as a string. Whoever shows the
// phrase renders it; the catalogues are not the game's concern.
type Phrase struct {
	Key  string         `json:"key"`
	Args map[string]any `json:"args,omitempty"`
}

// Say is the phrase key with the placeholders named and valued by kv,
// which alternates names and values ("who", "Ann", "price", "3$N").
func Say(key string, kv ...any) Phrase {
	p := Phrase{Key: key}
	if len(kv) > 1 {
		p.Args = make(map[string]any, len(kv)/2)
		for i := 0; i+1 < len(kv); i += 2 {
			name, _ := kv[i].(string)
			p.Args[name] = kv[i+1]
		}
	}
	return p
}

// Join is a list built one phrase at a time: b alone where a is empty,
// else the two joined the reader's way (key list.pair).
func Join(a, b Phrase) Phrase {
	if a.Key == "" {
		return b
	}
	return Say("list.pair", "a", a, "b", b)
}
