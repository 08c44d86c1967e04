package server

import (
	"context"
	"net/http"
	"slices"
	"time"
)

// The table's vote on a player out of time (time controls chosen with
// on_timeout "vote"): every other person at the table may vote; more than
// half saying yes expels the player, whose seat a bot plays to the end;
// half or more saying no keeps them, with a fresh grace period. The
// player acting meanwhile ends the vote.

// voters are the accounts that vote on p: the other people at the table.
func (k *clockService) voters(ctx context.Context, lg *liveGame, p string) []int64 {
	var out []int64
	target, _ := seatByPlayer(lg.meta, p)
	for _, st := range lg.meta.Seats {
		if st.PlayerID == p || st.AccountID == 0 || st.AccountID == target.AccountID || slices.Contains(out, st.AccountID) {
			continue
		}
		if st.StandIn != "" || k.isBot(ctx, st.AccountID) {
			continue
		}
		out = append(out, st.AccountID)
	}
	return out
}

// notExpelled drops from players those the table voted out: their seats
// are the bot's to the end. lg.mu is held.
func (k *clockService) notExpelled(ctx context.Context, lg *liveGame, players []string) ([]string, error) {
	t, err := k.loadTable(ctx, lg.id)
	if err != nil || t == nil || len(t.Expelled) == 0 {
		return players, err
	}
	out := slices.DeleteFunc(slices.Clone(players), func(p string) bool { return slices.Contains(t.Expelled, p) })
	if len(out) == 0 {
		return nil, forbidden("the table voted you out of game %d: a bot plays your seat", lg.id)
	}
	return out, nil
}

// expel carries out the vote: the player's seat goes to the bot for good.
// lg.mu is held.
func (k *clockService) expel(ctx context.Context, lg *liveGame, t *table, now time.Time) error {
	p := t.Vote.Player
	t.Vote = nil
	t.Expelled = append(t.Expelled, p)
	t.Events = append(t.Events, clockEvent{At: now, Player: p, Kind: "expelled", Version: int(lg.version.Load())})
	return k.setStandIn(ctx, lg, p, standInValue(t.Control))
}

// voteExpel records the caller's vote: POST {"expel": true|false}.
func (k *clockService) voteExpel(w http.ResponseWriter, r *http.Request, c *caller) error {
	id, err := pathID(r)
	if err != nil {
		return err
	}
	var req struct {
		Expel *bool `json:"expel"`
	}
	if err := readJSON(w, r, k.maxBody, &req); err != nil {
		return err
	}
	if req.Expel == nil {
		return badRequest("expel is required: true to expel the player out of time, false to keep them")
	}
	return k.games.withGame(r.Context(), id, true, func(lg *liveGame) error {
		t, err := k.loadTable(r.Context(), id)
		if err != nil {
			return err
		}
		if t == nil || t.Vote == nil {
			return conflict("no vote is open in game %d", id)
		}
		voters := k.voters(r.Context(), lg, t.Vote.Player)
		if !slices.Contains(voters, c.acct.ID) {
			return forbidden("only the other players at the table vote")
		}
		v := t.Vote
		v.Yes = slices.DeleteFunc(v.Yes, func(a int64) bool { return a == c.acct.ID })
		v.No = slices.DeleteFunc(v.No, func(a int64) bool { return a == c.acct.ID })
		if *req.Expel {
			v.Yes = append(v.Yes, c.acct.ID)
		} else {
			v.No = append(v.No, c.acct.ID)
		}
		now := k.now()
		switch {
		case 2*len(v.Yes) > len(voters):
			if err := k.expel(r.Context(), lg, t, now); err != nil {
				return err
			}
		case 2*len(v.No) >= len(voters):
			t.Events = append(t.Events, clockEvent{At: now, Player: v.Player, Kind: "kept", Version: int(lg.version.Load())})
			t.Vote = nil
			if t.Clocks != nil {
				t.Clocks.Give(v.Player, now, returnGrace(t.Control))
			}
		}
		cal := k.calendars(r.Context(), lg.meta)
		if err := k.saveTable(r.Context(), lg, t, cal); err != nil {
			return err
		}
		k.live.announce(lg, "clock", nil)
		writeJSON(w, http.StatusOK, k.clockView(lg, t, cal))
		return nil
	})
}
