// Package draw renders the view model (engine/view) as SVG: the board
// with its hexes, track, cities and tokens, towns, off-boards, terrain,
// labels and coordinates; the stock market; and routes drawn over the
// board. It reads nothing but the view, so the pictures of both titles,
// the HTML pages and the CLI come from one place.
//
// All geometry is here. Hexes have circumradius 100 (apothem ≈ 86.6), as
// in 18xx.games; a flat-layout hex of doubled coordinates (x, y) has its
// centre at (150·x, 86.6·y). Edge e's midpoint lies at angle 60°·e
// clockwise from the bottom. Track between opposite edges is straight;
// between edges two apart it is a gentle arc of radius apothem·√3; between
// neighbouring edges a sharp arc of radius apothem/√3 centred on the
// corner they share.
package draw

import "math"

const (
	radius  = 100.0
	apothem = radius * 0.8660254037844386 // √3/2
	colStep = 1.5 * radius                // flat layout: x step per column
	slotR   = 25.0                        // city slot radius
)

type pt struct{ X, Y float64 }

func (p pt) add(q pt) pt      { return pt{p.X + q.X, p.Y + q.Y} }
func (p pt) sub(q pt) pt      { return pt{p.X - q.X, p.Y - q.Y} }
func (p pt) mul(k float64) pt { return pt{p.X * k, p.Y * k} }
func (p pt) len() float64     { return math.Hypot(p.X, p.Y) }
func (p pt) rot(deg float64) pt {
	s, c := math.Sincos(deg * math.Pi / 180)
	return pt{p.X*c - p.Y*s, p.X*s + p.Y*c}
}
func cross(a, b pt) float64      { return a.X*b.Y - a.Y*b.X }
func lerp(a, b pt, t float64) pt { return a.add(b.sub(a).mul(t)) }
func (p pt) norm() pt {
	l := p.len()
	if l == 0 {
		return p
	}
	return p.mul(1 / l)
}

// center is the centre of the hex at doubled coordinates (x, y).
func center(layout string, x, y int) pt {
	if layout == "pointy" {
		return pt{float64(x) * apothem, float64(y) * colStep}
	}
	return pt{float64(x) * colStep, float64(y) * apothem}
}

// rotation is the angle the drawing of a hex is turned by (pointy hexes
// are flat ones turned 30°).
func layoutTurn(layout string) float64 {
	if layout == "pointy" {
		return 30
	}
	return 0
}

// edgeMid is the midpoint of edge e relative to the hex centre (flat).
func edgeMid(e int) pt {
	s, c := math.Sincos(float64(e) * math.Pi / 3)
	return pt{-s * apothem, c * apothem}
}

// corner is hex corner k (flat): corner k lies between edges k and k+1…
// counted so that corner(e) and corner(e+5) bound edge e.
func corner(k int) pt {
	// the corner between edge e and edge e+1 is at angle 60e+30 from the bottom
	s, c := math.Sincos((float64(k)*60 + 30) * math.Pi / 180)
	return pt{-s * radius, c * radius}
}

// hexPoints is the outline of a hex of circumradius r, as SVG points.
func hexCorners(r float64) [6]pt {
	var out [6]pt
	for k := range out {
		out[k] = corner(k).mul(r / radius)
	}
	return out
}

// arc is an edge-to-edge curve: the radius, the sweep flag, or straight.
type arc struct {
	straight bool
	r        float64
	sweep    int
}

// edgeArc is the curve of track from edge a to edge b.
func edgeArc(a, b int) arc {
	d := ((b-a)%6 + 6) % 6
	switch d {
	case 3:
		return arc{straight: true}
	case 1, 5:
		return arcBetween(edgeMid(a), edgeMid(b), apothem/math.Sqrt(3))
	default:
		return arcBetween(edgeMid(a), edgeMid(b), apothem*math.Sqrt(3))
	}
}

// arcCenter is the centre of the arc of radius r from p to q that bows
// towards the hex centre: the candidate on the far side of the chord.
func arcCenter(p, q pt, r float64) pt {
	m := lerp(p, q, 0.5)
	half := q.sub(p).len() / 2
	h := math.Sqrt(math.Max(r*r-half*half, 0))
	n := pt{-(q.Y - p.Y), q.X - p.X}.norm()
	c1, c2 := m.add(n.mul(h)), m.sub(n.mul(h))
	if c2.len() > c1.len() {
		return c2
	}
	return c1
}

// arcBetween is the arc of radius r from p to q bulging towards the hex
// centre (its centre is on the far side of the chord).
func arcBetween(p, q pt, r float64) arc {
	c := arcCenter(p, q, r)
	sw := 0
	if cross(p.sub(c), q.sub(c)) > 0 {
		sw = 1
	}
	return arc{r: r, sweep: sw}
}
