package server

import "net/http"

// U+0000 is refused in every JSON body, before anything reaches the
// database: PostgreSQL stores no NUL in text or jsonb (it answered 503
// database_unavailable), SQLite does, and no name, chat line, label or
// action field needs one. A raw NUL byte is not JSON anyway; this finds
// the escape \u0000 inside strings.
func refuseNUL(body []byte) error {
	inString := false
	for i := 0; i < len(body); i++ {
		switch c := body[i]; {
		case c == 0:
			return nulError()
		case !inString:
			inString = c == '"'
		case c == '"':
			inString = false
		case c == '\\':
			if i+5 < len(body) && body[i+1] == 'u' && string(body[i+2:i+6]) == "0000" {
				return nulError()
			}
			i++ // the escaped character
		}
	}
	return nil
}

func nulError() error {
	return errorf(http.StatusBadRequest, "bad_json", "the request holds the character U+0000, which Ferro stores nowhere")
}
