package server

import (
	"runtime"
	"sync/atomic"
	"time"

	"ferro/bot"
)

// Bots kept between moves. A search bot keeps its last decision's trees
// to carry them over to its next one; they are the bots' memory, bounded
// here: a game's bots keep at most botLimits.game bytes of trees (past it
// the tree is dropped after the move), all games' at most botLimits.all
// (past it the least recently used trees are dropped), trees of a game
// that has not had a bot move for botLimits.idle are dropped, and a game's
// bots go when it is over. The trees' estimated bytes count against the
// game cache's budget (Config.CacheBytes: cache.go evicts games while the
// two together pass it).
//
// A search under way counts too: before it starts, a search bot
// (nodeBounded) is given the bytes its trees may grow to, those it keeps
// included: the game's bound less its other bots' trees, at most an equal
// share of the bound of all per search worker (so that searches running
// at once do not starve each other), and no more than the bound of all
// leaves free once idle trees are dropped for it (least recently used
// first). Those bytes are counted at once, and set to what
// the trees hold when the search ends, so the bounds hold while searches
// run (TestBotSearchMemoryBounded).

// botNodeBytes is the estimated memory of one search tree node. Measured
// (bot.TestForget with FERRO_MEASURE_TREES=1: live heap after GC with the
// trees and without): 1713 Menorca, 1 s decisions, 6.9 KB a node. Rounded up.
const botNodeBytes = 8 << 10

// Defaults of the limits (Config.BotMemory, BotGameMemory, BotIdle).
const (
	defaultBotGameBytes = 64 << 20
	defaultBotIdle      = 10 * time.Minute
)

// treeKeeper is a bot that keeps trees between decisions (bot.MCTS).
type treeKeeper interface {
	TreeNodes() int
	Forget()
}

// nodeBounded is a search whose trees can be bounded (bot.MCTS).
type nodeBounded interface {
	SetMaxNodes(n int)
}

type keptBot struct {
	b     bot.Bot
	bytes int64     // estimated bytes of its trees, counted in botMem.bytes
	used  time.Time // last move
	busy  bool      // a worker is moving with it
}

// botMem is guarded by botPool.mu; bytes may be read without it.
type botMem struct {
	kept  map[botKey]*keptBot
	bytes atomic.Int64
}

type botLimits struct {
	game, all int64
	idle      time.Duration
	searches  int // searches at once (the search workers, botsched.go)
}

func (k *botService) botLimits() botLimits {
	l := botLimits{game: k.cfg.BotGameMemory, all: k.cfg.BotMemory, idle: k.cfg.BotIdle}
	if l.all <= 0 {
		l.all = k.cfg.CacheBytes / 4
	}
	if l.game <= 0 {
		l.game = min(defaultBotGameBytes, l.all)
	}
	if l.idle <= 0 {
		l.idle = defaultBotIdle
	}
	l.searches = runtime.NumCPU()
	if k.cfg.BotWorkers > 0 && k.cfg.BotWorkers < l.searches {
		l.searches = k.cfg.BotWorkers
	}
	return l
}

// take is the bot of a game's seat, made on first use, marked busy, with
// its share of the bounds for the search it is about to make (reserve).
func (m *botMem) take(p *botPool, l botLimits, game int64, seat int, b botReq) bot.Bot {
	p.mu.Lock()
	defer p.mu.Unlock()
	k := botKey{game, seat}
	kb, ok := m.kept[k]
	if !ok {
		kb = &keptBot{b: p.make(b.Kind, uint64(game)<<8|uint64(seat)), used: p.now()}
		m.kept[k] = kb
	}
	kb.busy = true
	m.reserve(l, game, kb)
	return kb.b
}

// reserve bounds the search kb is about to make and counts its share of
// the bounds now: the game's bound less the game's other bots' trees, at
// most the bound of all over the search workers, and at most what the
// bound of all leaves free, after dropping idle trees of other bots for
// it (least recently used first). p.mu is held.
func (m *botMem) reserve(l botLimits, game int64, kb *keptBot) {
	nb, ok := kb.b.(nodeBounded)
	if !ok {
		return
	}
	want := min(l.game, l.all/int64(max(l.searches, 1)))
	for k, o := range m.kept {
		if k.game == game && o != kb {
			want -= o.bytes
		}
	}
	want = max(want, 0)
	free := func() int64 { return l.all - m.bytes.Load() + kb.bytes }
	for free() < want {
		var old *keptBot
		for _, o := range m.kept {
			if o != kb && !o.busy && o.bytes > 0 && (old == nil || o.used.Before(old.used)) {
				old = o
			}
		}
		if old == nil {
			break
		}
		m.forget(old)
	}
	nodes := max(min(want, free())/botNodeBytes, 1) // the root, at least: the search plays the heuristic's move
	m.bytes.Add(nodes*botNodeBytes - kb.bytes)
	kb.bytes = nodes * botNodeBytes
	nb.SetMaxNodes(int(nodes))
}

// put counts a bot's trees after its move and keeps within the limits.
func (m *botMem) put(p *botPool, l botLimits, game int64, seat int, b bot.Bot) {
	p.mu.Lock()
	defer p.mu.Unlock()
	kb, ok := m.kept[botKey{game, seat}]
	if !ok || kb.b != b {
		return // dropped meanwhile (the game ended)
	}
	kb.busy, kb.used = false, p.now()
	m.recount(kb)
	gameBytes := int64(0)
	for k, o := range m.kept {
		if k.game == game {
			gameBytes += o.bytes
		}
	}
	if gameBytes > l.game {
		m.forget(kb)
	}
	for m.bytes.Load() > l.all {
		var old *keptBot
		for _, o := range m.kept {
			if !o.busy && o.bytes > 0 && (old == nil || o.used.Before(old.used)) {
				old = o
			}
		}
		if old == nil {
			break
		}
		m.forget(old)
	}
}

// recount sets kb's estimate from its trees. p.mu is held.
func (m *botMem) recount(kb *keptBot) {
	n := int64(0)
	if t, ok := kb.b.(treeKeeper); ok {
		n = int64(t.TreeNodes()) * botNodeBytes
	}
	m.bytes.Add(n - kb.bytes)
	kb.bytes = n
}

// forget drops kb's trees. p.mu is held.
func (m *botMem) forget(kb *keptBot) {
	if t, ok := kb.b.(treeKeeper); ok {
		t.Forget()
	}
	m.bytes.Add(-kb.bytes)
	kb.bytes = 0
}

// drop forgets the bots of a game that is over.
func (m *botMem) drop(p *botPool, game int64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	for k, kb := range m.kept {
		if k.game == game {
			m.bytes.Add(-kb.bytes)
			delete(m.kept, k)
		}
	}
}

// sweep drops the bots of games idle for l.idle (a busy bot is not idle).
func (m *botMem) sweep(p *botPool, l botLimits) {
	p.mu.Lock()
	defer p.mu.Unlock()
	cut := p.now().Add(-l.idle)
	for k, kb := range m.kept {
		if !kb.busy && kb.used.Before(cut) {
			m.forget(kb)
			delete(m.kept, k)
		}
	}
}

// memory reports the estimated bytes of the search trees the bots keep
// and how many bots are kept.
func (k *botService) memory() (bytes int64, bots int) {
	k.init()
	k.mu.Lock()
	defer k.mu.Unlock()
	return k.mem.bytes.Load(), len(k.mem.kept)
}
