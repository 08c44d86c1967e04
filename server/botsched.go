package server

import (
	"context"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"time"

	"ferro/bot"
)

// The scheduler of bot moves. Each game due for a bot move is held once,
// under its owner (the account that made the game), in the lane of the
// bot to move: cheap bots (random, random by type, heuristic: milliseconds
// a move) have a worker of their own, so that their moves never wait
// behind searches; searches (mcts: up to its time budget) have one worker
// per core (Config.BotWorkers). Each lane serves its owners round robin,
// the oldest due game of each first, and one owner runs at most all but
// one of the search workers at once, so that another owner's search
// starts at once. A game kicked while a worker is on it is looked at again
// when the worker is done. Nothing here is bounded but by the games: the
// due games are a set, not a queue that could overflow.

const (
	laneCheap  = iota // bots that do not search
	laneSearch        // mcts
	lanes
)

// laneOf is the lane of a bot's moves: a kind with time budgets searches
// (bot.Kind.Strengths), the others answer at once.
func laneOf(b botReq) int {
	if k, ok := bot.LookupKind(b.Kind); ok && len(k.Strengths) > 0 {
		return laneSearch
	}
	return laneCheap
}

type botSched struct {
	mu      sync.Mutex
	cond    *sync.Cond
	due     [lanes]map[int64][]int64 // per lane: owner → its due games, oldest first
	ring    [lanes][]int64           // per lane: owners with due games, next to serve first
	queued  map[int64]bool           // games due
	running map[int64]bool           // games a worker is on
	again   map[int64]bool           // running games kicked meanwhile
	search  map[int64]int            // searches running per owner
	workers int                      // search workers
	started bool
	closed  bool
}

func (q *botSched) init() {
	q.cond = sync.NewCond(&q.mu)
	for l := range q.due {
		q.due[l] = map[int64][]int64{}
	}
	q.queued, q.running, q.again, q.search = map[int64]bool{}, map[int64]bool{}, map[int64]bool{}, map[int64]int{}
}

// add makes game (of owner) due in lane, once.
func (q *botSched) add(game, owner int64, lane int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.running[game] {
		q.again[game] = true
		return
	}
	if q.queued[game] {
		return
	}
	q.queued[game] = true
	if len(q.due[lane][owner]) == 0 {
		q.ring[lane] = append(q.ring[lane], owner)
	}
	q.due[lane][owner] = append(q.due[lane][owner], game)
	q.cond.Broadcast()
}

// searchCap is how many searches one owner may run at once: all workers
// but one, so that another owner's search never waits for a free worker
// behind one owner's.
func (q *botSched) searchCap() int { return max(1, q.workers-1) }

// take waits for the next game due in lane and marks it running. ok is
// false once the scheduler is closed.
func (q *botSched) take(lane int) (game, owner int64, ok bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	for {
		if q.closed {
			return 0, 0, false
		}
		for i, o := range q.ring[lane] {
			if lane == laneSearch && q.search[o] >= q.searchCap() {
				continue
			}
			games := q.due[lane][o]
			game, owner = games[0], o
			q.ring[lane] = slices.Delete(q.ring[lane], i, i+1)
			if len(games) == 1 {
				delete(q.due[lane], o)
			} else {
				q.due[lane][o] = games[1:]
				q.ring[lane] = append(q.ring[lane], o) // served: to the back
			}
			delete(q.queued, game)
			q.running[game] = true
			if lane == laneSearch {
				q.search[o]++
			}
			return game, owner, true
		}
		q.cond.Wait()
	}
}

// done ends a worker's turn on game; again reports whether the game was
// kicked meanwhile (look at it again).
func (q *botSched) done(game, owner int64, lane int) (again bool) {
	q.mu.Lock()
	defer q.mu.Unlock()
	delete(q.running, game)
	if lane == laneSearch {
		if q.search[owner]--; q.search[owner] <= 0 {
			delete(q.search, owner)
		}
	}
	again = q.again[game]
	delete(q.again, game)
	q.cond.Broadcast()
	return again
}

func (q *botSched) close() {
	q.mu.Lock()
	q.closed = true
	q.cond.Broadcast()
	q.mu.Unlock()
}

// pending counts the games due and running.
func (q *botSched) pending() (due, running int) {
	q.mu.Lock()
	defer q.mu.Unlock()
	return len(q.queued), len(q.running)
}

// startBots starts the workers once: one for cheap bots, one per core
// (at most Config.BotWorkers) for searches.
func (k *botService) startBots() {
	q := &k.botPool.sched
	q.mu.Lock()
	defer q.mu.Unlock()
	if q.started || k.draining() {
		return
	}
	q.started = true
	n := runtime.NumCPU()
	if k.cfg.BotWorkers > 0 && k.cfg.BotWorkers < n {
		n = k.cfg.BotWorkers
	}
	q.workers = n
	// Drain waits for the workers (botsRunning): a search it cuts short commits nothing
	for i := -1; i < n; i++ {
		lane := laneSearch
		if i < 0 {
			lane = laneCheap
		}
		k.running.Add(1)
		go func() {
			defer k.running.Done()
			k.botWorker(lane)
		}()
	}
	go func() {
		<-k.ctx.Done()
		q.close()
	}()
}

func (k *botService) botWorker(lane int) {
	q := &k.botPool.sched
	for {
		id, owner, ok := q.take(lane)
		if !ok {
			return
		}
		if err := k.botTurnGuarded(id); err != nil && k.ctx.Err() == nil {
			k.errLog.Print(fmt.Sprintf("bots: game %d: %v", id, err)) // a game that keeps failing is retried by every scan: repeats folded
		}
		if q.done(id, owner, lane) && k.ctx.Err() == nil {
			_ = k.games.withGame(k.ctx, id, false, func(lg *liveGame) error {
				k.kickBots(lg)
				return nil
			})
		}
	}
}

// botTurnGuarded is botTurn with a bot's panic turned into an error, so
// that one game's broken bot never takes the whole server down.
func (k *botService) botTurnGuarded(id int64) (err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("the bot failed: %v", r)
		}
	}()
	return k.botTurn(id)
}

// defaultBotScan is how often the store is scanned for games waiting for a
// bot: a safety net with one server, the way to take over a dead server's
// games with several (Config.BotScan).
const (
	defaultBotScan       = 30 * time.Second
	defaultBotScanShared = time.Second
)

// runBots scans the store for the games waiting for a bot at start-up
// (every one of them: they resume) and then periodically, and releases
// the search trees of idle games.
func (k *botService) runBots() {
	k.init()
	every := k.cfg.BotScan
	if every <= 0 {
		every = defaultBotScan
		if k.st.Shared() {
			every = defaultBotScanShared
		}
	}
	t := time.NewTicker(every)
	defer t.Stop()
	for {
		if err := k.scanBots(k.ctx); err != nil && k.ctx.Err() == nil {
			k.errLog.Print(fmt.Sprintf("bots: scanning the games waiting for a bot: %v", err))
		}
		k.mem.sweep(&k.botPool, k.botLimits())
		select {
		case <-k.ctx.Done():
			return
		case <-t.C:
		}
	}
}

// scanBots makes due every game the store has waiting for a bot.
func (k *botService) scanBots(ctx context.Context) error {
	turns, err := k.st.BotTurns(ctx, botPrefix)
	if err != nil {
		return err
	}
	for _, t := range turns {
		if sb, ok := parseStandIn(t.StandIn); ok {
			// an away player's seat: their stand-in moves (standin.go)
			k.startBots()
			k.sched.add(t.GameID, t.OwnerID, laneOf(sb))
			continue
		}
		b, ok := parseBotName(t.Name)
		if !ok {
			continue
		}
		k.note(t.AccountID, &b)
		k.startBots()
		k.sched.add(t.GameID, t.OwnerID, laneOf(b))
	}
	return nil
}
