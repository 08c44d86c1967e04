package hexmap

import (
	"fmt"
	"strconv"
)

// Layout is the orientation of the hexes, as 18xx.games names it.
type Layout uint8

const (
	// Flat hexes: a flat side at top and bottom. Hexes sharing a letter
	// form a column, numbered in steps of two.
	LayoutFlat Layout = iota
	// Pointy hexes: a point at top and bottom.
	LayoutPointy
)

// direction tables: offset (dx, dy) in doubled coordinates → edge, in the
// numbering 18xx.games uses. With LayoutFlat edge 0 is the bottom side and
// the edges go clockwise: 1 lower left, 2 upper left, 3 top, 4 upper right,
// 5 lower right.
var directions = [2][6][2]int{
	LayoutFlat:   {{0, 2}, {-1, 1}, {-1, -1}, {0, -2}, {1, -1}, {1, 1}},
	LayoutPointy: {{-1, 1}, {-2, 0}, {-1, -1}, {1, -1}, {2, 0}, {1, 1}},
}

// Offset is the (dx, dy) step in doubled coordinates that crosses edge e.
func (l Layout) Offset(e int) (dx, dy int) {
	d := directions[l][e]
	return d[0], d[1]
}

// Invert is the edge on the far side of edge e.
func Invert(e int) int { return (e + 3) % 6 }

// Coord is a hex id split into doubled coordinates: X from the letters
// (A = 0) and Y from the number (1 → 0), as 18xx.games does with its
// default axes (letters on x, numbers on y).
type Coord struct{ X, Y int }

// ParseCoord reads a hex id such as "N10" or "AA3".
func ParseCoord(id string) (Coord, error) {
	i := 0
	for i < len(id) && id[i] >= 'A' && id[i] <= 'Z' {
		i++
	}
	if i == 0 || i > 2 || i == len(id) {
		return Coord{}, fmt.Errorf("hex id %q: want letters then a number", id)
	}
	n, err := strconv.Atoi(id[i:])
	if err != nil {
		return Coord{}, fmt.Errorf("hex id %q: want letters then a number", id)
	}
	x := int(id[0] - 'A')
	if i == 2 { // AA..AZ follow Z
		if id[0] != 'A' {
			return Coord{}, fmt.Errorf("hex id %q: two-letter columns run AA..AZ", id)
		}
		x = 26 + int(id[1]-'A')
	}
	return Coord{X: x, Y: n - 1}, nil
}

// String gives the hex id back.
func (c Coord) String() string {
	var l string
	if c.X < 26 {
		l = string(rune('A' + c.X))
	} else {
		l = "A" + string(rune('A'+c.X-26))
	}
	return l + strconv.Itoa(c.Y+1)
}

// Step is the coordinate across edge e.
func (c Coord) Step(l Layout, e int) Coord {
	dx, dy := l.Offset(e)
	return Coord{c.X + dx, c.Y + dy}
}
