// Package server is Ferro's HTTP API: accounts, games and their actions,
// live updates over WebSocket and turn notifications by webhook. It knows
// games only through the engine interfaces and keeps every game in a
// store.Store; live sessions are cached in memory and rebuilt by replay.
package server

import (
	"context"
	"log"
	"log/slog"
	"net/http"
	"net/netip"
	"runtime"
	"sync"
	"time"

	"ferro/bot"
	"ferro/engine"
	"ferro/games/registry"
	"ferro/internal/repeatlog"
	"ferro/store"
)

// EngineVersion is stored with every game: the rules code a game was
// started under. Bump it when a rule fix changes how existing logs replay.
//
//   - ferro-engine-2: 18ZOO's "It's all greek to me" used up at the end of
//     a stock round, double-track lanes walked apart, a patched train
//     counted for A squeeze; 1713 Menorca's sale price, Open Market cap at
//     the merger, phase change by carts, sold out, no rebuying a company
//     sold in the same stock round.
const EngineVersion = "ferro-engine-2"

// Config sets up a Server. Zero limits mean "no limit" except where said.
type Config struct {
	Store store.Store
	// Lookup finds a title; nil means registry.Lookup. Titles lists the
	// names it knows; nil means registry.Names.
	Lookup func(name string) (engine.Title, error)
	Titles func() []string

	MaxBody   int64 // bytes of a JSON request body; 0 means 64 KiB
	MaxImport int64 // bytes of an imported record; 0 means 4 MiB (10,000 actions take 0.7 to 1.5 MB)
	// MaxImportActions bounds an imported record's actions (0 means
	// 10,000, twenty times the longest real game); MaxReplay bounds the
	// time its replay may take (0 means 2s). Past either: 413.
	MaxImportActions int
	MaxReplay        time.Duration
	// CacheBytes bounds the estimated memory of the games cached in
	// memory (0 means 512 MiB); least recently used ones are dropped.
	CacheBytes int64
	// BodyTimeout is how long a client may take to send a request body
	// (0 means 30s): a connection trickling one is closed.
	BodyTimeout time.Duration

	Rate      float64 // requests per second per account; 0 means unlimited
	Burst     int     // requests an account may make at once
	AnonRate  float64 // sign-up and sign-in attempts per second per address; 0 means unlimited
	AnonBurst int
	ReadRate  float64 // requests per second per address of callers not signed in; 0 means unlimited
	ReadBurst int

	// HashWorkers bounds the password hashes (sign-ups, sign-ins) running
	// at once (0 means one per core), HashQueue the sign-ins waiting for
	// one (0 means 16, negative none; past it 503), HashPerAddress those of one client
	// address (0 means 2; past it 429).
	HashWorkers    int
	HashQueue      int
	HashPerAddress int

	// LivePerAccount and LivePerAddress bound the /live connections an
	// account (0 means 32) and a client address (0 means 64) hold open.
	LivePerAccount int
	LivePerAddress int

	// Origins are the hosts (path.Match patterns) whose pages may open
	// WebSockets, sign in and write with the session cookie besides the
	// server's own (origin.go).
	Origins []string

	SecureCookies bool // mark session cookies Secure (behind HTTPS)
	// TrustedProxies are the reverse proxies whose X-Forwarded-For,
	// Forwarded and X-Forwarded-Proto headers are believed (proxy.go).
	TrustedProxies []netip.Prefix
	// WebhookAllowPrivate lets webhooks reach loopback and private
	// addresses (tests, or a trusted LAN); off, they are refused.
	WebhookAllowPrivate bool
	WebhookBackoff      time.Duration // first retry delay; 0 means 2s
	WebhookAttempts     int           // 0 means 6

	// Time controls (issue 29). Now is the server's clock (nil: the wall
	// clock; tests pass a fake one); ClockTick is how often clock events
	// are looked for (0 means 1s, negative: never, tests call the tick);
	// OpenExpiry is how long a game may stay unstarted (0 means 14 days);
	// HolidayDays bounds a player's holidays a year (0 means 21). The
	// store stamps its times by Now too (store.Store.SetClock).
	Now         func() time.Time
	ClockTick   time.Duration
	OpenExpiry  time.Duration
	HolidayDays int

	BotWorkers int           // bot searches at once; 0 or more than the cores means one per core
	BotMoveCap time.Duration // longest a bot may think over one move; 0 means 10s
	// BotProposalWait is how long a bot's trade proposal waits for a
	// person's answer before the bot withdraws it and plays on; 0 means 2 min.
	BotProposalWait time.Duration
	// BotMemory bounds the search trees bots keep between moves, in all
	// (0 means a quarter of CacheBytes, and it counts against CacheBytes);
	// BotGameMemory those of one game (0 means 64 MiB); trees of a game
	// without a bot move for BotIdle are dropped (0 means 10 minutes).
	BotMemory     int64
	BotGameMemory int64
	BotIdle       time.Duration
	// BotScan is how often the store is scanned for games waiting for a
	// bot (0 means 30s, 1s on a shared database); BotLease how long a
	// server's claim on a game's bot work holds without renewal (0 means 4s).
	BotScan  time.Duration
	BotLease time.Duration

	// AnalysisBot is the bot whose moves a finished game's analysis asks
	// for (analysis.go): a kind[@sims] of bot.ParseSpec; "" means
	// mcts-learned@500, "off" no analyses.
	AnalysisBot string

	// for tests: the clock of bot leases and idle trees, and the bots
	clock    func() time.Time
	botMaker func(kind string, seed uint64) bot.Bot
	// for tests: called in the middle of a game's clock work (clocklease.go)
	clockHold func(game int64)

	Log *log.Logger
	// Logger gets the structured lines: requests at debug, actions at
	// info, admin acts (logging.go). Either logger alone serves for both.
	Logger *slog.Logger
}

// Server is the HTTP API. Create it with New and Close it when done.
type Server struct {
	cfg     Config
	st      store.Store
	mux     *http.ServeMux
	log     *log.Logger
	logger  *slog.Logger
	errLog  *repeatlog.Logger // request errors, repeats folded
	limit   *limiter
	anon    *limiter
	reads   *limiter // anonymous requests, per address
	hooks   *notifier
	auth    authCache
	routes  []route
	cacheMu sync.Mutex
	cache   map[int64]*liveGame
	lru     cacheLRU  // the cached games by last use, and their memory (cache.go)
	views   timelines // histories of viewed games (views.go)
	ctx     context.Context
	cancel  context.CancelFunc
	bots    *botService  // computer players (botservice.go)
	live    *liveService // viewers and announcements (liveservice.go)
	metrics *metrics     // Prometheus series (metrics.go)
	// botsRunning counts the bot workers, waited for by Drain.
	botsRunning sync.WaitGroup
	trades      *tradeService // trades with consent (tradeservice.go)
	clocks      *clockService // time controls (clockservice.go)
	accounts    *accountService
	ratings     *ratingService // ratings.go
	chat        *chatService
	records     *recordService // import and export (records.go)
	hashes      *hashGate      // password hashing bounds (hashgate.go)

	analysis *analysisService // finished games' analyses and hints in play (analysisservice.go)
	pages    *pageService     // the HTML pages and the tile drawings (pageservice.go)
}

// New builds a Server on cfg.Store.
func New(cfg Config) *Server {
	if cfg.Lookup == nil {
		cfg.Lookup = registry.Lookup
	}
	if cfg.Titles == nil {
		cfg.Titles = registry.Names
	}
	if cfg.MaxBody == 0 {
		cfg.MaxBody = 64 << 10
	}
	if cfg.MaxImport == 0 {
		cfg.MaxImport = 4 << 20
	}
	if cfg.MaxImportActions == 0 {
		cfg.MaxImportActions = 10000
	}
	if cfg.MaxReplay == 0 {
		cfg.MaxReplay = 2 * time.Second
	}
	if cfg.CacheBytes == 0 {
		cfg.CacheBytes = 512 << 20
	}
	if cfg.BodyTimeout == 0 {
		cfg.BodyTimeout = 30 * time.Second
	}
	loggers(&cfg)
	if cfg.HashWorkers <= 0 {
		cfg.HashWorkers = runtime.NumCPU()
	}
	if cfg.HashQueue == 0 {
		cfg.HashQueue = defaultHashQueue
	}
	if cfg.HashPerAddress == 0 {
		cfg.HashPerAddress = defaultHashPerAddr
	}
	if cfg.LivePerAccount == 0 {
		cfg.LivePerAccount = defaultLivePerAccount
	}
	if cfg.LivePerAddress == 0 {
		cfg.LivePerAddress = defaultLivePerAddress
	}
	if cfg.Log == nil {
		cfg.Log = log.Default()
	}
	if cfg.WebhookBackoff == 0 {
		cfg.WebhookBackoff = 2 * time.Second
	}
	if cfg.WebhookAttempts == 0 {
		cfg.WebhookAttempts = 6
	}
	if cfg.Now != nil && cfg.Store != nil {
		cfg.Store.SetClock(cfg.Now)
	}
	ctx, cancel := context.WithCancel(context.Background())
	s := &Server{
		cfg:    cfg,
		st:     cfg.Store,
		mux:    http.NewServeMux(),
		log:    cfg.Log,
		logger: cfg.Logger,
		errLog: repeatlog.New(cfg.Log, 10*time.Second),
		limit:  newLimiter(cfg.Rate, cfg.Burst),
		anon:   newLimiter(cfg.AnonRate, cfg.AnonBurst),
		reads:  newLimiter(cfg.ReadRate, cfg.ReadBurst),
		hashes: newHashGate(cfg.HashWorkers, max(0, cfg.HashQueue), cfg.HashPerAddress),
		cache:  map[int64]*liveGame{},
		ctx:    ctx,
		cancel: cancel,
	}
	s.metrics = newMetrics(s)
	s.bots = newBotService(cfg, s)
	s.live = newLiveService(cfg, s)
	s.hooks = newNotifier(ctx, s)
	s.clocks = newClockService(cfg, s)
	s.ratings = &ratingService{st: cfg.Store, log: s.log, titles: cfg.Titles, now: s.clocks.now, isBot: s.clocks.isBot}
	s.clocks.ratings = s.ratings
	s.accounts = newAccountService(cfg, s)
	s.trades = newTradeService(cfg, s)
	s.chat = newChatService(cfg, s)
	s.analysis = newAnalysisService(cfg, s)
	s.pages = newPageService(cfg, s)
	s.bots.trades = s.trades
	s.live.chat = s.chat
	s.records = &recordService{st: cfg.Store, lookup: cfg.Lookup, games: s, imports: make(chan struct{}, maxImportReplays),
		analyses: s.analysis, maxImport: cfg.MaxImport, maxImportActions: cfg.MaxImportActions, maxReplay: cfg.MaxReplay}
	s.routes = s.table()
	for _, rt := range s.routes {
		s.mux.Handle(rt.method+" "+rt.path, rt.h)
	}
	s.mountPages()
	s.webRoutes()
	s.mux.HandleFunc("/", func(w http.ResponseWriter, r *http.Request) {
		s.writeError(w, r, notFoundRoute(r))
	})
	if s.st.Shared() {
		s.st.Subscribe(s.live.onEvent)
	}
	go s.bots.runBots()
	s.botsRunning.Add(1) // Drain waits for the analysis worker too
	go func() {
		defer s.botsRunning.Done()
		s.analysis.runAnalyses()
	}()
	if cfg.ClockTick >= 0 {
		go s.clocks.clockLoop(ctx)
	}
	return s
}

// ServeHTTP answers one request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r = s.withPeer(r)
	securityHeaders(w.Header(), r) // headers.go
	if r.Header.Get("Upgrade") == "" {
		// The body must arrive in time (a WebSocket keeps its connection:
		// the deadline would outlive the upgrade).
		http.NewResponseController(w).SetReadDeadline(time.Now().Add(s.cfg.BodyTimeout))
	}
	s.metrics.measured(w, r, s.mux)
}

// Close stops webhook delivery and live connections. It does not close the store.
func (s *Server) Close() {
	s.Drain()
	s.hooks.wait()
	s.errLog.Close()
}
