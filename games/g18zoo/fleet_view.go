package g18zoo

import "ferro/engine/shares"

// fleetView is the fleet as engine/depot counted it at one moment: what
// the depot sells in the game's phase and how many trains each family
// holds against the limit. The steps ask these on every look for the
// acting step, and the legal list of every purchase it checks, so the
// game keeps one (Game.sale) until a train moves: every change of a
// train's owner goes through moveTrain, rustTrainsOn drops it when trains
// become obsolete, and a train added to the fleet (restock) or a new
// phase makes it stale. A view is never changed once counted, only
// dropped, so clones share it. Not state: a replay counts it again.
type fleetView struct {
	counts [maxHolders]int16 // each family's trains against the limit, by index
	trains int               // the fleet's length when counted
	phase  int               // the phase it is for
	onSale []int             // trainDepot.OnSale in phase (read only)
	crowd  int               // the first family over the limit, -1 if none
}

// maxHolders is as many families as engine/depot's Stock counts holders.
const maxHolders = 16

// fleetView is the depot's view of the fleet now.
func (g *Game) fleetView() *fleetView {
	if v := g.sale; v != nil && v.trains == len(g.trains) && v.phase == g.phase {
		return v
	}
	g.sale = countFleet(g)
	return g.sale
}

// countFleet counts g's fleet for a fleetView, through one depot.Stock.
func countFleet(g *Game) *fleetView {
	st := trainDepot.Stock(&g.trains)
	var buf [32]int
	onSale := st.OnSale(&g.trains, g.phase, buf[:0])
	v := &fleetView{trains: len(g.trains), phase: g.phase, crowd: -1, onSale: make([]int, len(onSale))}
	copy(v.onSale, onSale)
	limit := trainDepot.Limit(g.phase)
	for f := range min(len(g.fams), maxHolders) {
		v.counts[f] = int16(st.Count(shares.Corp(f), 0))
		if v.crowd < 0 && int(v.counts[f]) > limit {
			v.crowd = f
		}
	}
	return v
}

// moveTrain gives train i to h (a family, the depot, the discard pile,
// set aside, or nobody: out of the game). Every change of a train's owner
// goes through it. A family's trains are stamped in the order it gets
// them (Seq).
func (g *Game) moveTrain(i int, h shares.Holder) {
	g.trains[i].Owner = h
	if h.Kind == shares.Treasury {
		g.seq++
		g.trains[i].Seq = g.seq
	}
	g.sale = nil
}

// count is how many trains family f holds against the limit.
func (v *fleetView) count(f int) int { return int(v.counts[f]) }

// room says whether family f may take one more train.
func (v *fleetView) room(f int) bool { return v.count(f) < trainDepot.Limit(v.phase) }

// crowded is the first family over the limit (it discards before anything
// else happens), or -1.
func (v *fleetView) crowded() int { return v.crowd }
