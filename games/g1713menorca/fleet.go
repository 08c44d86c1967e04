package g1713menorca

import "ferro/engine/depot"

// fleet is the state's vehicles as engine/depot reads them: an owner ""
// is the bank (the depot), "-" out of the game, else a company symbol.
// Ships and carts are the depot's two classes, limited apart.
type fleet []vehicle

const (
	classShips = 0
	classCarts = 1
)

func vehicleClass(ship bool) int {
	if ship {
		return classShips
	}
	return classCarts
}

func (f *fleet) Len() int { return len(*f) }

func (f *fleet) Unit(i int) depot.Unit[string] {
	v := &(*f)[i]
	u := depot.Unit[string]{Type: v.Type, Holder: v.Owner, Place: depot.Held}
	switch v.Owner {
	case "":
		u.Place = depot.InDepot
	case "-":
		u.Place = depot.Gone
	}
	return u
}

// fleetStock is the fleet counted by the depot: the bank's vehicles of
// each type and each company's ships and carts. It is counted once and
// kept until a vehicle moves (moveVehicle); the legal list asks it of
// every purchase it checks.
func (s *state) fleetStock() *depot.Stock[string] {
	if s.stock == nil {
		st := vehicleDepot.Stock(&s.Vehicles)
		s.stock = &st
	}
	return s.stock
}

// moveVehicle gives v to owner (a company, "" the bank, "-" out of the
// game). Every change of a vehicle's owner goes through it.
func (s *state) moveVehicle(v *vehicle, owner string) {
	v.Owner = owner
	s.stock = nil
}

// vehicleDepot is the bank's vehicles and the fleet phases
// (data_vehicles.go) on engine/depot: ships sold in order, the first of a
// type starting its phase; carts from their phase until they rust, those
// of the next phase once every earlier cart is sold; vehicles of a type
// leave the game in its Rust phase; the phase's limit per class; a
// vehicle bought from another company costs 1 R to all the buyer's cash.
var vehicleDepot = newVehicleDepot()

func newVehicleDepot() depot.Depot[string] {
	d := depot.Depot[string]{TradeMin: 1}
	for _, t := range vehicleTypes {
		dt := depot.Type{Name: t.ID, Class: vehicleClass(t.Ship), Price: t.Price, Phase: t.Phase, Starts: t.Phase, Rusts: t.Rust}
		if !t.Ship {
			dt.Sale, dt.Early = depot.FromPhase, true
		}
		d.Types = append(d.Types, dt)
	}
	for _, p := range phases {
		d.Phases = append(d.Phases, depot.Phase{Name: p.Name, Limit: p.Limit})
	}
	return d
}
