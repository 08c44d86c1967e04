package store

import (
	"context"
	"time"
)

// Bot turns. A game waits for a computer player when it is active and one
// of its acting players sits in a seat held by a bot account (accounts
// whose names start with a prefix the server chooses) or played by a
// stand-in bot while its player is away (seats.stand_in). The server derives
// the moves it owes from the games themselves (BotTurns), never from a
// queue that could lose them, and several servers sharing a database
// claim each game's bot work through a lease that expires
// (ClaimBotTurn), so that when one server dies another takes its games
// over.

// BotTurn is a game waiting for the bot of one of its seats.
type BotTurn struct {
	GameID    int64
	OwnerID   int64 // the game's owner: bot work is shared fairly between owners
	AccountID int64 // the account holding the seat (a bot's, or an away player's)
	Name      string
	PlayerID  string
	StandIn   string // the stand-in bot playing the seat ("KIND:STRENGTH"), "" for a bot account's seat
}

// BotTurns lists every active game whose acting players include a seat
// held by an account named with prefix or played by a stand-in, oldest
// move first.
func (s *sqlStore) BotTurns(ctx context.Context, prefix string) ([]BotTurn, error) {
	rows, err := s.rd.QueryContext(ctx, s.q(`SELECT g.id, g.owner_id, a.id, a.name, t.player_id, t.stand_in
		FROM games g JOIN seats t ON t.game_id = g.id JOIN accounts a ON a.id = t.account_id
		WHERE g.status = ? AND (a.name LIKE ? OR t.stand_in <> '') AND g.acting LIKE '%"' || t.player_id || '"%'
		ORDER BY g.updated_at, g.id`), StatusActive, prefix+"%")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []BotTurn
	for rows.Next() {
		var b BotTurn
		if err := rows.Scan(&b.GameID, &b.OwnerID, &b.AccountID, &b.Name, &b.PlayerID, &b.StandIn); err != nil {
			return nil, err
		}
		out = append(out, b)
	}
	return out, rows.Err()
}

// ClaimBotTurn takes (or renews) the lease on game's bot work for holder
// until until, unless another holder's lease runs past now. It reports
// whether holder has the lease.
func (s *sqlStore) ClaimBotTurn(ctx context.Context, game int64, holder string, now, until time.Time) (bool, error) {
	return s.claimLease(ctx, "bot_leases", game, holder, now, until)
}

// ReleaseBotTurn ends holder's lease on game's bot work, if it has one.
func (s *sqlStore) ReleaseBotTurn(ctx context.Context, game int64, holder string) error {
	return s.releaseLease(ctx, "bot_leases", game, holder)
}

func (g faults) BotTurns(ctx context.Context, prefix string) ([]BotTurn, error) {
	b, err := g.s.BotTurns(ctx, prefix)
	return b, fault("list bot turns", err)
}
func (g faults) ClaimBotTurn(ctx context.Context, game int64, holder string, now, until time.Time) (bool, error) {
	ok, err := g.s.ClaimBotTurn(ctx, game, holder, now, until)
	return ok, fault("claim bot turn", err)
}
func (g faults) ReleaseBotTurn(ctx context.Context, game int64, holder string) error {
	return fault("release bot turn", g.s.ReleaseBotTurn(ctx, game, holder))
}
