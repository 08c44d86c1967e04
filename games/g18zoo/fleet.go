package g18zoo

import (
	"ferro/engine/depot"
	"ferro/engine/shares"
	"ferro/route"
)

// fleet is every train of the game (in the depot, discarded, a family's,
// set aside under a Patch, rusted), read by engine/depot: the depot
// sells the types of data_trains.go in order (the next when the previous
// is sold out; the 1S never, only through the Patch) and discarded trains
// again, one of each name; the first purchase of a type starts the phase
// named after it; a family holds up to the phase's limit of trains that
// are not obsolete; a train from another family costs 1$N to all the
// buyer's cash.
type fleet []Train

func (t *fleet) Len() int { return len(*t) }

func (t *fleet) Unit(i int) depot.Unit[shares.Holder] {
	tr := &(*t)[i]
	u := depot.Unit[shares.Holder]{Type: tr.Type, Holder: tr.Owner, Obsolete: tr.Obsolete, Place: depot.Aside}
	switch tr.Owner.Kind {
	case shares.Treasury:
		u.Place = depot.Held
	case shares.Depot:
		u.Place = depot.InDepot
	case shares.Discard:
		u.Place = depot.InPool
		if tr.Name != trainTypes[tr.Type].Name { // a 2J given back is not a 4J
			u.Variant = 1
		}
	case shares.Nobody:
		u.Place = depot.Gone
	}
	return u
}

var trainDepot = newTrainDepot()

func newTrainDepot() depot.Depot[shares.Holder] {
	// an obsolete train does not count against the limit, is not sold
	// between families, and rusts after its next run
	d := depot.Depot[shares.Holder]{TradeMin: 1, Obsolescence: depot.Obsolescence{LastRun: true}}
	for _, tt := range trainTypes {
		dt := depot.Type{Name: tt.Name, Price: tt.Price, Starts: depot.None, Rusts: phaseNamed(tt.RustsOn), Obsolete: max(phaseNamed(tt.ObsoleteOn), 0)}
		for pi, ph := range phases {
			if ph.On == tt.Name {
				dt.Starts = pi
			}
		}
		if tt.Reserved {
			dt.Sale = depot.Never
		}
		d.Types = append(d.Types, dt)
	}
	for _, ph := range phases {
		d.Phases = append(d.Phases, depot.Phase{Name: ph.Name, Limit: ph.TrainLimit})
	}
	return d
}

// prices are the depot's prices of train i: a 4J new sells as a 4J or a
// 2J; a discarded train at its own.
func (t *fleet) prices(i int) []int {
	tr := &(*t)[i]
	tt := tr.kind()
	if tr.Owner == shares.InDiscard && tr.Name != tt.Name {
		return []int{tt.VarPrice}
	}
	if tt.Variant != "" && tr.Owner != shares.InDiscard {
		return []int{tt.Price, tt.VarPrice}
	}
	return []int{tt.Price}
}

// depotPrices are the cheapest and dearest of the trains onSale (the
// depot's now, fleetView) (-1, 0 when it sells none).
func (t *fleet) depotPrices(onSale []int) (min, max int) {
	min = -1
	for _, i := range onSale {
		for _, p := range t.prices(i) {
			if min < 0 || p < min {
				min = p
			}
			if p > max {
				max = p
			}
		}
	}
	return min, max
}

// tradable: train i belongs to another family than f, and f may buy it.
func (t *fleet) tradable(f, i int) bool {
	tr := &(*t)[i]
	return tr.Owner.Kind == shares.Treasury && tr.Owner != shares.Corp(f) && (!tr.Obsolete || trainDepot.Obsolescence.Tradable) && !trainTypes[tr.Type].Reserved && !tr.Unbuyable
}

// cheapest is the cheapest train family f could buy (1$N from another
// family, else the cheapest of onSale), or -1.
func (t *fleet) cheapest(f int, onSale []int) int {
	for i := range *t {
		if t.tradable(f, i) {
			return trainDepot.TradeMin
		}
	}
	return t.cheapestNew(onSale)
}

// cheapestNew is the cheapest of the trains onSale, or -1.
func (t *fleet) cheapestNew(onSale []int) int {
	min, _ := t.depotPrices(onSale)
	return min
}

// dearestNew is the dearest of the trains onSale (the biggest a family
// could buy from the depot now), or -1.
func (t *fleet) dearestNew(onSale []int) int {
	best, price := -1, 0
	for _, i := range onSale {
		for _, p := range t.prices(i) {
			if best < 0 || p > price {
				best, price = i, p
			}
		}
	}
	return best
}

// restock puts a new copy of train i's unlimited type into the depot.
func (t *fleet) restock(i int) {
	n := 0
	for _, o := range *t {
		if o.Type == (*t)[i].Type {
			n++
		}
	}
	tt := (*t)[i].kind()
	*t = append(*t, Train{Type: (*t)[i].Type, Name: tt.Name, ID: tt.Name + "-" + itoa(n),
		Owner: shares.InDepot, RustsIn: trainDepot.Types[(*t)[i].Type].Rusts, Variant: tt.Name})
}

// of are family f's trains (obsolete ones too) in the order it acquired
// them.
func (t *fleet) of(f int) []int {
	var out []int
	for i := range *t {
		if (*t)[i].Owner == shares.Corp(f) {
			out = append(out, i)
			// keep the order of purchase (insertion sort: a family has a few trains)
			for k := len(out) - 1; k > 0 && (*t)[out[k]].Seq < (*t)[out[k-1]].Seq; k-- {
				out[k], out[k-1] = out[k-1], out[k]
			}
		}
	}
	return out
}

// has reports whether family f owns any train.
func (t *fleet) has(f int) bool {
	return anyOf(len(*t), func(i int) bool { return (*t)[i].Owner == shares.Corp(f) })
}

// byID is the index of the train with that id, or -1.
func (t *fleet) byID(id string) int {
	for i := range *t {
		if (*t)[i].ID == id {
			return i
		}
	}
	return -1
}

// runnable are family f's trains that may still run this turn.
func (t *fleet) runnable(f int) ([]route.Train, error) {
	var out []route.Train
	for _, ti := range t.of(f) {
		tr := &(*t)[ti]
		if tr.Operated && tr.Name != "1S" {
			continue
		}
		rt, err := RouteTrain(tr.ID, tr.Name)
		if err != nil {
			return nil, err
		}
		out = append(out, rt)
	}
	return out, nil
}
