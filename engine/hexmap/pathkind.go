package hexmap

import "ferro/engine/view"

// PathKind says what runs on a path. Most titles have rail track only
// (the zero kind); a title whose vehicles run on different ways (carts on
// roads, ships on sea lanes) gives each path its kind. The board stores
// and shows the kind; its lay checks and network walks (Reach) treat
// every kind alike, so a title with several kinds walks each kind itself,
// except that an upgrade keeps a path (and a stop's exit) only by a path
// of the same kind: a sea lane through an edge does not keep a road there.
type PathKind uint8

const (
	Rail PathKind = iota // rail track (the default)
	Road                 // a road, for vehicles that run on land
	Sea                  // a sea lane, for ships
)

// view is the kind as the view model names it ("" for rail).
func (k PathKind) view() string {
	switch k {
	case Road:
		return view.PathRoad
	case Sea:
		return view.PathSea
	}
	return ""
}
