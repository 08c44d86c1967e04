package g18zoo_test

import (
	"encoding/json"
	"math/rand/v2"
	"regexp"
	"testing"

	"ferro/engine"
	"ferro/games/g18zoo"
	"ferro/internal/playcheck"
)

// TestRandomGamesPlayerNames plays random games on every map with players
// named in every testkit style (the same name for all, names differing in
// case, unicode, a player named after another's id, names that look like
// ticket references) and checks every listed action against Apply every
// few actions: ZOOTickets, named after their player's name in records,
// must stay apart when names repeat.
func TestRandomGamesPlayerNames(t *testing.T) {
	every := 3
	if testing.Short() {
		every = 25
	}
	for _, title := range g18zoo.Titles() {
		for style := 1; style < playcheck.NameStyles; style++ {
			players := 2 + style%4
			seed := int64(7000 + 10*style + players)
			cfg := engine.Config{Title: title.Name(), Seed: seed, Players: playcheck.Players(players, style)}
			rng := rand.New(rand.NewPCG(uint64(seed), 0))
			p, err := playcheck.RandomGame(title, cfg, rng, 5000, playcheck.Checks{ReplayEvery: 0, NoClone: true, EveryLegal: every})
			if err != nil {
				t.Fatal(err)
			}
			if p.Failure != nil {
				t.Fatalf("%s, names %q, seed %d: %v", title.Name(), names(cfg), seed, p.Failure)
			}
			if !p.Game.Finished() {
				t.Fatalf("%s, names %q, seed %d: not over after %d actions", title.Name(), names(cfg), seed, len(p.Log))
			}
		}
	}
}

func names(cfg engine.Config) []string {
	var out []string
	for _, p := range cfg.Players {
		out = append(out, p.Name)
	}
	return out
}

// TestRecordsUseTicketNames: a random game whose players' names are
// distinct but look like id forms and ticket references ("#2", "#1")
// exports every ZOOTicket it names as 18xx.games names it, "ZOOTicket N
// - NAME" after its owner's name, never the id form "ZOOTicket N - #ID".
func TestRecordsUseTicketNames(t *testing.T) {
	title := g18zoo.Titles()[0]
	for seed := int64(1); seed <= 3; seed++ {
		cfg := engine.Config{Title: title.Name(), Seed: seed, Players: playcheck.Players(4, 5)}
		owner := map[string]bool{}
		for _, p := range cfg.Players {
			owner[p.Name] = true
		}
		p, err := playcheck.RandomGame(title, cfg, rand.New(rand.NewPCG(uint64(seed), 5)), 5000, playcheck.Checks{NoClone: true})
		if err != nil || p.Failure != nil {
			t.Fatal(err, p.Failure)
		}
		rec, err := json.Marshal(p.Record("test"))
		if err != nil {
			t.Fatal(err)
		}
		parsed, err := engine.ParseRecord(rec)
		if err != nil {
			t.Fatal(err)
		}
		ticket := regexp.MustCompile(`^ZOOTicket \d+ - (.*)$`)
		var refs [][]string
		for _, a := range parsed.Actions {
			for _, ref := range []string{a.Company, a.Extras().Target, a.Entity} {
				if m := ticket.FindStringSubmatch(ref); m != nil {
					refs = append(refs, m)
				}
			}
		}
		if len(refs) == 0 {
			t.Fatalf("seed %d: the record names no ZOOTicket", seed)
		}
		for _, m := range refs {
			if !owner[m[1]] {
				t.Fatalf("seed %d: the record names a ticket %q, not after a player's name (players %q)", seed, m[0], names(cfg))
			}
		}
	}
}
