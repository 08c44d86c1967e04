package server

import (
	"context"
	"net/http"
	"runtime"
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
// When a bot is to move (every action and game start pass through
// notifyTurns, which calls kickBots), the game goes on a queue that at most
// one worker per core serves. A worker copies the game under its lock,
// searches without the lock (so a human's move never waits behind a
// search), then commits its action through the same path as a player's
// (commit: stored, broadcast, turn notifications) if the game has not
// moved meanwhile; if it has, the new position is queued anew. At start-up
// the server queues the games in progress that wait for a bot (resumeBots).

// botReq asks for a computer player in a new game.
type botReq struct {
	Kind     string `json:"kind"`     // random, random-by-type, heuristic, mcts
	Strength string `json:"strength"` // mcts: fast (0.1 s a move), normal (0.5 s), strong (1.5 s); others: normal
}

// botStrengths are the time budgets of mcts by strength, the longest a
// person waits at the table for one move (the lobby says them): a search
// stops sooner once its choice is settled (bot/settle.go). Strong was 3 s:
// an 18ZOO operating round of six families took 42-67 s (issue 24).
var botStrengths = map[string]time.Duration{"fast": 100 * time.Millisecond, "normal": 500 * time.Millisecond, "strong": 1500 * time.Millisecond}

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
	if _, err := bot.ParseSpec(b.Kind); err != nil || strings.Contains(b.Kind, "@") {
		return badRequest("bot kind %q: one of %s", b.Kind, strings.Join(bot.Kinds, ", "))
	}
	if b.Strength == "" {
		b.Strength = "normal"
	}
	if b.Kind == "mcts" {
		if _, ok := botStrengths[b.Strength]; !ok {
			return badRequest("mcts strength %q: fast, normal or strong", b.Strength)
		}
	} else if b.Strength != "normal" {
		return badRequest("a %s bot has one strength, normal", b.Kind)
	}
	return nil
}

// budget is the bot's budget per move.
func (b botReq) budget() bot.Budget {
	if b.Kind == "mcts" {
		return bot.Budget{Time: botStrengths[b.Strength]}
	}
	return bot.Budget{}
}

// addBotSeats puts the requested bots into g's seats (before g is stored),
// named in lang (botSeatName).
func (s *Server) addBotSeats(ctx context.Context, g *store.Game, bots []botReq, lang string) error {
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
		acct, err := s.botAccount(ctx, bots[i])
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
func (s *Server) botAccount(ctx context.Context, b botReq) (*store.Account, error) {
	name := botName(b)
	if a, err := s.st.AccountByName(ctx, name); err == nil {
		s.bots.note(a.ID, &b)
		return a, nil
	}
	a, err := s.st.CreateAccount(ctx, name, "!") // no password hash matches "!"
	if err != nil {
		if a2, err2 := s.st.AccountByName(ctx, name); err2 == nil {
			a = a2 // made meanwhile
		} else {
			return nil, err
		}
	}
	s.bots.note(a.ID, &b)
	return a, nil
}

// botPool is the queue of games whose bot is to move and its workers.
type botPool struct {
	once    sync.Once
	mu      sync.Mutex
	queue   chan int64
	queued  map[int64]bool
	kinds   map[int64]*botReq  // account id → its bot (nil: a person)
	players map[botKey]bot.Bot // one bot per game and seat, kept for its search tree
	started bool               // workers running
}

type botKey struct {
	game int64
	seat int
}

func (p *botPool) init() {
	p.once.Do(func() {
		p.queue = make(chan int64, 4096)
		p.queued = map[int64]bool{}
		p.kinds = map[int64]*botReq{}
		p.players = map[botKey]bot.Bot{}
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

// startBots starts the workers, one per core at most (Config.BotWorkers).
func (s *Server) startBots() {
	n := runtime.NumCPU()
	if s.cfg.BotWorkers > 0 && s.cfg.BotWorkers < n {
		n = s.cfg.BotWorkers
	}
	if s.draining() {
		return
	}
	for i := 0; i < n; i++ {
		s.botsRunning.Add(1)
		go func() {
			defer s.botsRunning.Done()
			s.botWorker()
		}()
	}
}

// kickBots queues lg when a seat that may be a bot's is to move. lg.mu is
// held; nothing here waits.
func (s *Server) kickBots(lg *liveGame) {
	p := &s.bots
	p.init()
	if lg.meta == nil || lg.meta.Status != store.StatusActive {
		return
	}
	maybe := false
	for _, id := range lg.meta.Acting {
		for _, st := range lg.meta.Seats {
			if st.PlayerID == id && st.AccountID != 0 {
				if b, known := p.kind(st.AccountID); !known || b != nil {
					maybe = true
				}
			}
			if _, ok := standInBot(st); ok && st.PlayerID == id {
				maybe = true
			}
		}
	}
	if !maybe {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.queued[lg.id] {
		return
	}
	select {
	case p.queue <- lg.id:
		p.queued[lg.id] = true
		if !p.started {
			p.started = true
			s.startBots()
		}
	default:
		s.log.Printf("bots: queue full, game %d waits for its next touch", lg.id)
	}
}

func (s *Server) botWorker() {
	p := &s.bots
	for {
		select {
		case <-s.ctx.Done():
			return
		case id := <-p.queue:
			if err := s.botMove(id); err != nil {
				s.log.Printf("bots: game %d: %v", id, err)
			}
			p.clear(id) // (if botMove has not)
		}
	}
}

// botMove makes the move of the bot to move in game id, if any.
func (s *Server) botMove(id int64) error {
	ctx := s.ctx
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
	err := s.withGame(ctx, id, false, func(lg *liveGame) error {
		if lg.sess == nil || lg.meta.Status != store.StatusActive {
			s.bots.drop(id)
			return nil
		}
		for _, pid := range lg.meta.Acting {
			i := slices.IndexFunc(lg.meta.Seats, func(st store.Seat) bool { return st.PlayerID == pid })
			if i < 0 || lg.meta.Seats[i].AccountID == 0 {
				continue
			}
			aid := lg.meta.Seats[i].AccountID
			if sb, ok := standInBot(lg.meta.Seats[i]); ok {
				// the seat's player is away: their stand-in moves (standin.go)
				a, err := s.botAccount(ctx, sb)
				if err != nil {
					return err
				}
				kind, acct, standIn = &sb, &store.Account{ID: a.ID, Name: a.Name}, pid
				g, version = lg.sess.Game().Clone(), lg.version.Load()
				log = slices.Clone(lg.sess.Log())
				seat = bot.SeatOf(g, pid)
				return nil
			}
			b, known := s.bots.kind(aid)
			if !known {
				a, err := s.st.Account(ctx, aid)
				if err != nil {
					return err
				}
				if bs, ok := parseBotName(a.Name); ok {
					b = &bs
				}
				s.bots.note(aid, b)
			}
			if b == nil {
				continue
			}
			kind, acct = b, &store.Account{ID: aid, Name: botName(*b)}
			g, version = lg.sess.Game().Clone(), lg.version.Load()
			log = slices.Clone(lg.sess.Log())
			seat = bot.SeatOf(g, pid)
			skip = s.botSkips(lg)
			return nil
		}
		return nil
	})
	if err != nil || g == nil {
		return err
	}
	player := s.botPlayer(id, seat, *kind)
	limit := s.cfg.BotMoveCap
	if limit <= 0 {
		limit = defaultBotMoveCap
	}
	sctx, cancel := context.WithTimeout(ctx, limit)
	thinking := time.Now()
	a, err := player.Act(sctx, bot.Position{Game: g, Seat: seat, Log: log, Skip: skip}, kind.budget())
	cancel()
	s.metrics.botDecision.WithLabelValues(kind.Kind, kind.Strength).Observe(time.Since(thinking).Seconds())
	if err != nil {
		return err
	}
	if s.draining() {
		return nil // a search the stop cut short: the bot moves again after the restart
	}
	return s.withGame(ctx, id, false, func(lg *liveGame) error {
		// from here a kick queues the game again (kicks come under lg.mu)
		s.bots.clear(id)
		if lg.sess == nil || lg.version.Load() != version || lg.meta.Status != store.StatusActive {
			s.kickBots(lg) // the game moved on meanwhile: think again
			return nil
		}
		if st, ok := seatByPlayer(lg.meta, standIn); standIn != "" && (!ok || st.StandIn == "") {
			return nil // the player took their seat back meanwhile
		}
		if proposed, err := s.botProposes(ctx, lg, acct.ID, a); proposed {
			return err // it waits for the other side's answer
		}
		a.ID = 0
		stamp := a.Edit()
		stamp.User, stamp.CreatedAt = int(acct.ID), time.Now().Unix()
		if err := s.commit(ctx, discardResponse{}, lg, &caller{acct: acct}, a, false); err != nil {
			return err
		}
		if lg.meta != nil && lg.meta.Status == store.StatusFinished {
			s.bots.drop(id)
		}
		return nil
	})
}

// botPlayer is the bot of a game's seat, made on first use.
func (s *Server) botPlayer(game int64, seat int, b botReq) bot.Bot {
	p := &s.bots
	p.mu.Lock()
	defer p.mu.Unlock()
	k := botKey{game, seat}
	if pl, ok := p.players[k]; ok {
		return pl
	}
	sp, _ := bot.ParseSpec(b.Kind)
	pl := sp.New(uint64(game)<<8|uint64(seat), 1)
	p.players[k] = pl
	return pl
}

// clear takes game off the queue's books: a kick queues it again.
func (p *botPool) clear(game int64) {
	p.mu.Lock()
	delete(p.queued, game)
	p.mu.Unlock()
}

// resumeBots queues, at start-up, the games in progress whose bot is to
// move (nobody else would touch them).
func (s *Server) resumeBots() {
	for _, kind := range bot.Kinds {
		strengths := []string{"normal"}
		if kind == "mcts" {
			strengths = []string{"fast", "normal", "strong"}
		}
		for _, st := range strengths {
			b := botReq{Kind: kind, Strength: st}
			a, err := s.st.AccountByName(s.ctx, botName(b))
			if err != nil {
				continue
			}
			s.bots.note(a.ID, &b)
			games, err := s.st.ListGames(s.ctx, store.ListFilter{Status: store.StatusActive, AccountID: a.ID})
			if err != nil {
				s.log.Printf("bots: listing the games of %s: %v", a.Name, err)
				continue
			}
			for _, g := range games {
				_ = s.withGame(s.ctx, g.ID, false, func(lg *liveGame) error {
					s.kickBots(lg)
					return nil
				})
			}
		}
	}
}

// drop forgets the bots of a game that is over.
func (p *botPool) drop(game int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for k := range p.players {
		if k.game == game {
			delete(p.players, k)
		}
	}
}

// discardResponse is the answer of a bot's commit: nobody reads it.
type discardResponse struct{}

func (discardResponse) Header() http.Header         { return http.Header{} }
func (discardResponse) Write(b []byte) (int, error) { return len(b), nil }
func (discardResponse) WriteHeader(int)             {}
