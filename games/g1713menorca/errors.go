package g1713menorca

import "ferro/engine"

func illegal(rule, format string, args ...any) error { return engine.Illegal(rule, format, args...) }
