package server

import (
	"context"
	"net/http"
	"slices"
	"strings"
	"sync"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/store"
)

// Computer players. A game may be created with bot seats (createRequest's
// bots: kind and strength each); they take the last seats of a hotseat
// game, or the seats after the owner's in an open one. A bot seat is held
// by a bot account the server keeps for each kind and strength, named
// "~bot:KIND:STRENGTH" (no one can sign up with a name starting with "~").
//
// Whether a seat is a bot's is decided in one place (seatBot). A move a
// bot owes is derived from the games: every action and game start pass
// through notifyTurns, which calls kickBots, and the store is scanned for
// active games whose acting seat is a bot's at start-up and then
// periodically (scanBots), so nothing is lost to a full queue or a
// restart. The scheduler (botsched.go) serves the due games fairly: round
// robin between the games' owners, cheap bots in a lane of their own, no
// owner holding every search worker. A worker copies the game under its
// lock, searches without the lock (so a human's move never waits behind a
// search), then commits its action through the same path as a player's
// (commit: stored, broadcast, turn notifications) if the game has not
// moved meanwhile; if it has, the game is due anew. With several servers
// on one database, a game's bot work is leased to one of them at a time
// (botlease.go). Bots are kept between moves for their search trees,
// within a memory budget counted against the game cache's (botmem.go).

// botReq asks for a computer player in a new game.
type botReq struct {
	Kind     string `json:"kind"`     // an offered bot kind (bot.OfferedKinds; GET /api/bots)
	Strength string `json:"strength"` // one of the kind's strengths (mcts: fast, normal, strong); others: normal
}

// defaultBotMoveCap bounds any bot move (Config.BotMoveCap zero).
const defaultBotMoveCap = 10 * time.Second

const botPrefix = "~bot:"

// botName is the account name of a bot kind and strength.
func botName(b botReq) string { return botPrefix + b.Kind + ":" + b.Strength }

// parseBotName reads an account name as a bot seat (ok false for a person).
func parseBotName(name string) (botReq, bool) {
	rest, ok := strings.CutPrefix(name, botPrefix)
	if !ok {
		return botReq{}, false
	}
	kind, strength, ok := strings.Cut(rest, ":")
	return botReq{Kind: kind, Strength: strength}, ok
}

// check normalizes a requested bot seat.
func (b *botReq) check() error {
	k, ok := bot.LookupKind(b.Kind)
	if !ok || !k.Offered {
		names := []string{}
		for _, o := range bot.OfferedKinds() {
			names = append(names, o.Name)
		}
		return badRequest("bot kind %q: one of %s", b.Kind, strings.Join(names, ", "))
	}
	if b.Strength == "" {
		b.Strength = bot.NormalStrength
	}
	if _, ok := k.Strength(b.Strength); !ok {
		if len(k.Strengths) == 0 {
			return badRequest("a %s bot has one strength, %s", b.Kind, bot.NormalStrength)
		}
		return badRequest("%s strength %q: one of %s", b.Kind, b.Strength, strings.Join(k.StrengthNames(), ", "))
	}
	return nil
}

// budget is the bot's budget per move.
func (b botReq) budget() bot.Budget {
	if k, ok := bot.LookupKind(b.Kind); ok {
		if st, ok := k.Strength(b.Strength); ok && st.Budget > 0 {
			return bot.Budget{Time: st.Budget}
		}
	}
	return bot.Budget{}
}

// addBotSeats puts the requested bots into g's seats (before g is stored),
// named in lang (botSeatName).
func (k *botService) addBotSeats(ctx context.Context, g *store.Game, bots []botReq, lang string) error {
	if len(bots) == 0 {
		return nil
	}
	if len(bots) >= g.MaxPlayers && !g.Hotseat {
		return badRequest("%d bots leave no seat for the owner of a %d-player game", len(bots), g.MaxPlayers)
	}
	if len(bots) > g.MaxPlayers {
		return badRequest("%d bots for %d seats", len(bots), g.MaxPlayers)
	}
	for i := range bots {
		if err := bots[i].check(); err != nil {
			return err
		}
		acct, err := k.botAccount(ctx, bots[i])
		if err != nil {
			return err
		}
		name := botSeatName(lang, i, bots[i])
		if g.Hotseat {
			st := &g.Seats[g.MaxPlayers-len(bots)+i]
			st.AccountID, st.Name = acct.ID, name
		} else {
			g.Seats = append(g.Seats, store.Seat{Seat: len(g.Seats), AccountID: acct.ID, Name: name})
		}
	}
	renumber(g)
	return nil
}

// botAccount finds or makes the account of a bot kind and strength.
func (k *botService) botAccount(ctx context.Context, b botReq) (*store.Account, error) {
	name := botName(b)
	if a, err := k.st.AccountByName(ctx, name); err == nil {
		k.note(a.ID, &b)
		return a, nil
	}
	a, err := k.st.CreateAccount(ctx, name, "!") // no password hash matches "!"
	if err != nil {
		if a2, err2 := k.st.AccountByName(ctx, name); err2 == nil {
			a = a2 // made meanwhile
		} else {
			return nil, err
		}
	}
	k.note(a.ID, &b)
	return a, nil
}

// botPool holds the bots' bookkeeping: which accounts are bots, the
// scheduler of due moves (botsched.go) and the bots kept between moves
// with their search trees (botmem.go).
type botPool struct {
	once  sync.Once
	mu    sync.Mutex
	kinds map[int64]*botReq // account id → its bot (nil: a person)
	sched botSched
	mem   botMem
	now   func() time.Time // the clock of idle trees and leases
	make  func(kind string, seed uint64) bot.Bot
	// holder names this server in the leases of bot work (botlease.go)
	holder string
}

type botKey struct {
	game int64
	seat int
}

func (p *botPool) init() {
	p.once.Do(func() {
		p.kinds = map[int64]*botReq{}
		p.sched.init()
		p.mem.kept = map[botKey]*keptBot{}
		if p.now == nil {
			p.now = time.Now
		}
		if p.make == nil {
			p.make = func(kind string, seed uint64) bot.Bot {
				sp, _ := bot.ParseSpec(kind)
				return sp.New(seed, 1)
			}
		}
		p.holder = newSecret(9)
	})
}

func (p *botPool) note(acct int64, b *botReq) {
	p.init()
	p.mu.Lock()
	p.kinds[acct] = b
	p.mu.Unlock()
}

// kind is the bot holding account acct; known is false when the account
// has not been looked at yet.
func (p *botPool) kind(acct int64) (b *botReq, known bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	b, known = p.kinds[acct]
	return b, known
}

// seatBot is the bot that plays seat pid of game meta now, or nil when a
// person does (or nobody holds the seat). It is the one place deciding
// whether a seat is a bot's.
func (k *botService) seatBot(ctx context.Context, meta *store.Game, pid string) (*botReq, error) {
	i := slices.IndexFunc(meta.Seats, func(st store.Seat) bool { return st.PlayerID == pid })
	if i < 0 || meta.Seats[i].AccountID == 0 {
		return nil, nil
	}
	if sb, ok := standInBot(meta.Seats[i]); ok {
		return &sb, nil // the seat's player is away: their stand-in moves (standin.go)
	}
	aid := meta.Seats[i].AccountID
	b, known := k.kind(aid)
	if known {
		return b, nil
	}
	a, err := k.st.Account(ctx, aid)
	if err != nil {
		return nil, err
	}
	if bs, ok := parseBotName(a.Name); ok {
		b = &bs
	}
	k.note(aid, b)
	return b, nil
}

// kickBots puts lg among the games due for a bot move when a bot is to
// move in it. lg.mu is held.
func (k *botService) kickBots(lg *liveGame) {
	k.init()
	if lg.meta == nil || lg.meta.Status != store.StatusActive {
		return
	}
	for _, pid := range lg.meta.Acting {
		b, err := k.seatBot(k.ctx, lg.meta, pid)
		if err != nil {
			// the store's scan finds the game again (scanBots)
			k.log.Printf("bots: game %d: %v", lg.id, err)
			return
		}
		if b != nil {
			k.startBots()
			k.sched.add(lg.id, lg.meta.OwnerID, laneOf(*b))
			return
		}
	}
}

// botMove makes the move of the bot to move in game id, if any.
func (k *botService) botMove(id int64) error {
	ctx := k.ctx
	var (
		g       engine.Game
		log     []engine.Action
		version int64
		seat    int
		skip    func(engine.Action) bool
		kind    *botReq
		acct    *store.Account
		standIn string // the player id a stand-in plays for ("": a bot seat)
	)
	err := k.games.withGame(ctx, id, k.st.Shared(), func(lg *liveGame) error {
		if lg.sess == nil || lg.meta.Status != store.StatusActive {
			k.mem.drop(&k.botPool, id)
			return nil
		}
		for _, pid := range lg.meta.Acting {
			b, err := k.seatBot(ctx, lg.meta, pid)
			if err != nil {
				return err
			}
			if b == nil {
				continue
			}
			i := slices.IndexFunc(lg.meta.Seats, func(st store.Seat) bool { return st.PlayerID == pid })
			kind, acct = b, &store.Account{ID: lg.meta.Seats[i].AccountID, Name: botName(*b)}
			if _, away := standInBot(lg.meta.Seats[i]); away {
				// a stand-in moves under its bot's account (standin.go)
				a, err := k.botAccount(ctx, *b)
				if err != nil {
					return err
				}
				acct, standIn = &store.Account{ID: a.ID, Name: a.Name}, pid
			} else {
				skip = k.trades.botSkips(lg)
			}
			g, version = lg.sess.Game().Clone(), lg.version.Load()
			log = slices.Clone(lg.sess.Log())
			seat = bot.SeatOf(g, pid)
			return nil
		}
		return nil
	})
	if err != nil || g == nil {
		return err
	}
	limit := k.cfg.BotMoveCap
	if limit <= 0 {
		limit = defaultBotMoveCap
	}
	a, err := func() (engine.Action, error) {
		player := k.mem.take(&k.botPool, k.botLimits(), id, seat, *kind)
		// its trees are counted anew even when the bot panics (botTurnGuarded)
		defer k.mem.put(&k.botPool, k.botLimits(), id, seat, player)
		sctx, cancel := context.WithTimeout(ctx, limit)
		defer cancel()
		thinking := time.Now()
		defer func() {
			k.metrics.botDecision.WithLabelValues(kind.Kind, kind.Strength).Observe(time.Since(thinking).Seconds())
		}()
		return player.Act(sctx, bot.Position{Game: g, Seat: seat, Log: log, Skip: skip}, kind.budget())
	}()
	if err != nil {
		return err
	}
	if k.draining() {
		return nil // a search the stop cut short: the bot moves again after the restart
	}
	return k.games.withGame(ctx, id, false, func(lg *liveGame) error {
		if lg.sess == nil || lg.version.Load() != version || lg.meta.Status != store.StatusActive {
			k.kickBots(lg) // the game moved on meanwhile: think again
			return nil
		}
		if st, ok := seatByPlayer(lg.meta, standIn); standIn != "" && (!ok || st.StandIn == "") {
			return nil // the player took their seat back meanwhile
		}
		if proposed, err := k.trades.botProposes(ctx, lg, acct.ID, a); proposed {
			return err // it waits for the other side's answer
		}
		a.ID = 0
		stamp := a.Edit()
		stamp.User, stamp.CreatedAt = int(acct.ID), time.Now().Unix()
		if err := k.games.commit(ctx, discardResponse{}, lg, &caller{acct: acct}, a, false); err != nil {
			return err
		}
		if lg.meta != nil && lg.meta.Status == store.StatusFinished {
			k.mem.drop(&k.botPool, id)
		}
		return nil
	})
}

// discardResponse is the answer of a bot's commit: nobody reads it.
type discardResponse struct{}

func (discardResponse) Header() http.Header         { return http.Header{} }
func (discardResponse) Write(b []byte) (int, error) { return len(b), nil }
func (discardResponse) WriteHeader(int)             {}
