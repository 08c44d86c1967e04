package g18zoo

// trainType is one kind of squirrel (train).
type trainType struct {
	Name       string
	Distance   int
	Multiplier int // 2 for J trains
	Price      int
	Count      int // copies; 0 means as many as players (2S) and -1 unlimited
	RustsOn    string
	ObsoleteOn string
	NewTrain   bool // the first buyer of this type moves its price right
	RustOwn    bool // 4J: its first buyer rusts its own 3S Long and 4S at once
	Variant    string
	VarPrice   int
	VarDist    int
	Reserved   bool // 1S: only through Patch
}

var trainTypes = []trainType{
	{Name: "2S", Distance: 2, Price: 7, Count: 0, RustsOn: "4S"},
	{Name: "3S", Distance: 3, Price: 12, Count: 3, RustsOn: "5S", NewTrain: true},
	{Name: "3S Long", Distance: 3, Price: 12, Count: 1, ObsoleteOn: "4J"},
	{Name: "4S", Distance: 4, Price: 20, Count: 2, ObsoleteOn: "4J", NewTrain: true},
	{Name: "4S Perm", Distance: 4, Price: 20, Count: 1},
	{Name: "5S", Distance: 5, Price: 30, Count: 2, NewTrain: true},
	{Name: "4J", Distance: 4, Multiplier: 2, Price: 47, Count: -1, NewTrain: true, RustOwn: true, Variant: "2J", VarPrice: 37, VarDist: 2},
	{Name: "1S", Distance: 1, Price: 0, Count: 1, Reserved: true},
}

// phase is one step of the game's progression.
type phase struct {
	Name       string
	On         string // train type whose first purchase starts it
	TrainLimit int
	Tiles      []string // colours allowed
	Ipo9       bool     // par 9 allowed
	Ipo12      bool     // par 12 allowed
	GreyHomes  bool
}

var phases = []phase{
	{Name: "2S", TrainLimit: 4, Tiles: []string{"yellow"}},
	{Name: "3S", On: "3S", TrainLimit: 4, Tiles: []string{"yellow", "green"}, Ipo9: true},
	{Name: "4S", On: "4S", TrainLimit: 3, Tiles: []string{"yellow", "green"}},
	{Name: "4S Perm", On: "4S Perm", TrainLimit: 3, Tiles: []string{"yellow", "green", "brown"}, Ipo12: true},
	{Name: "5S", On: "5S", TrainLimit: 2, Tiles: []string{"yellow", "green", "brown"}},
	{Name: "4J", On: "4J", TrainLimit: 2, Tiles: []string{"yellow", "green", "brown", "gray"}, GreyHomes: true},
}

func (p phase) allows(colour string) bool {
	for _, c := range p.Tiles {
		if c == colour {
			return true
		}
	}
	return false
}
