package route

// PassCity is Modifiers.PassCity: when On, one route of a run may pass
// one city closed to the corporation (its slots all held by others, not
// only by a BlockingToken); Rule names the rule in the errors of a route
// passing two such cities and of two routes passing one each,
// BlockerRule the rule that places BlockingTokens, in the error of a
// route passing a city whose one slot holds one ("blocking token" if
// "").
type PassCity struct {
	On          bool
	Rule        string
	BlockerRule string
}

// ExtraStop is Modifiers.ExtraStop: when On, one train of a run may count
// one stop more; Rule names it in the error of two trains doing so, "only
// one train can use " + Rule.
type ExtraStop struct {
	On   bool
	Rule string
}

// Tunnel is Modifiers.Tunnel: Areas are the two hexes joined, in the
// order chosen, both "" while not joined. A route running through both
// without stopping at either counts one stop more and pays the first
// one's revenue. Rule names the rule in errors; the texts are those
// errors: Reused for an area that is both a terminus and a tunnel or a
// tunnel twice, SameArea for a route going in and out of one area,
// BothEnds for a route ending at both areas.
type Tunnel struct {
	Areas                      [2]string
	Rule                       string
	Reused, SameArea, BothEnds string
}

// joined reports whether both areas are chosen.
func (t *Tunnel) joined() bool { return t.Areas[0] != "" && t.Areas[1] != "" }
