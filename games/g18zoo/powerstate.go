package g18zoo

// The state a power keeps on a game (the hex it marked, the families it
// marked, the train it set aside) is the power's own: its file declares a
// slot for it (newPowerSlot, at package initialization) and reads and
// writes it only through that slot. The game holds one value per slot in
// Game.powerState. The values are plain values (strings, ints, arrays and
// structs of them; no slices, maps or pointers), replaced whole by set, so
// a clone copies the slice of values and shares nothing mutable
// (TestPowerStateIsValues checks every slot's type).

// powerSlot is one power's state of type T on every game.
type powerSlot[T any] int

// slotZeros are each slot's zero value, which a new game starts from.
var slotZeros []any

func newPowerSlot[T any]() powerSlot[T] {
	var zero T
	slotZeros = append(slotZeros, zero)
	return powerSlot[T](len(slotZeros) - 1)
}

// get is the power's state on game g.
func (s powerSlot[T]) get(g *Game) T { return g.powerState[s].(T) }

// set replaces the power's state on game g.
func (s powerSlot[T]) set(g *Game, v T) { g.powerState[s] = v }

// newPowerState is the powers' state of a new game.
func newPowerState() []any { return append([]any(nil), slotZeros...) }

// famSet is a set of families by index: the families a power marked.
type famSet uint32

func (s famSet) has(f int) bool       { return s&(1<<f) != 0 }
func (s famSet) with(f int) famSet    { return s | 1<<f }
func (s famSet) without(f int) famSet { return s &^ (1 << f) }
func (s famSet) first() (f int, ok bool) {
	for f := 0; f < 32; f++ {
		if s.has(f) {
			return f, true
		}
	}
	return -1, false
}
