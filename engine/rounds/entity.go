// Package rounds is the step machine of an 18xx round, naming no title. A
// round is an ordered list of steps (lay track, place a station, run,
// pay, buy trains; or buy and sell shares); the first step that is still
// active and blocks, with something to do for the entity it waits for, is
// where the game waits, and the steps before it that have nothing left to
// do are skipped. Steps that do not block (a private company's power, a
// table-talk action) take their actions beside it.
//
// A title defines each step as a value (Step, with the optional hooks
// below), registers the values of its step kinds in a Machine, and keeps
// its rounds' steps as a []State. The entity order (operating order by
// market standing, priority deal, seat order) is the title's: the Machine
// asks it whom a step waits for by default. The legal list is built from
// the open steps' lists (Legal, legal.go), the same way for every title.
package rounds

// Kind is what kind of entity acts: the three that 18xx records name.
type Kind uint8

const (
	Nobody      Kind = iota // no entity
	Player                  // a player, by seat
	Corporation             // a corporation (a company with shares)
	Company                 // a private company, a power, a ticket
)

// String is the kind's name in records (engine.Action.EntityType).
func (k Kind) String() string {
	switch k {
	case Player:
		return "player"
	case Corporation:
		return "corporation"
	case Company:
		return "company"
	}
	return ""
}

// Entity is who acts: a kind and an index among the title's entities of
// that kind.
type Entity struct {
	Kind Kind
	Idx  int
}

// None is no entity.
var None = Entity{}

// Valid reports whether e names an entity.
func (e Entity) Valid() bool { return e.Kind != Nobody }

// Of returns the entity of kind k at index i.
func Of(k Kind, i int) Entity { return Entity{k, i} }
